/**
 * GET /api/climate/v1/list-climate-anomalies: zone departures from their normals (SPEC §4.4).
 * `page_size`, `cursor` and `min_severity` are validated and have no effect (SPEC §4.4).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { classifyDeparture, daysInclusive, SEVERITY_RANK } from './anomaly-classification';
import { CLIMATE_ANOMALIES_PAGE, listClimateAnomalies } from './contract';
import { climateKeys } from './data';

/** Handler of list-climate-anomalies. */
export const listClimateAnomaliesHandler = defineHandler(listClimateAnomalies, async (ctx) => {
  const read = await ctx.snapshots.read(climateKeys.anomalies);
  if (read.status !== 'hit') return unavailable(CLIMATE_ANOMALIES_PAGE.empty);
  const anomalies = read.snapshot.data.zones.map((z) => {
    const tempDelta = round(z.meanTempC - z.normalMeanTempC);
    const precipDelta = round(z.precipMm - z.normalPrecipMm);
    const days = daysInclusive(z.periodStart, z.periodEnd);
    const { severity, type } = classifyDeparture({ tempDeltaC: tempDelta, precipDeltaMm: precipDelta, days });
    return {
      zone: z.zone,
      location: z.location,
      tempDelta,
      precipDelta,
      severity,
      type,
      period: `${z.periodStart}/${z.periodEnd}`,
    };
  });
  anomalies.sort(
    (a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || a.zone.localeCompare(b.zone),
  );
  return fromData(
    { anomalies, pagination: { nextCursor: '', totalCount: anomalies.length } },
    read.snapshot.meta.fetchedAt,
  );
});

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
