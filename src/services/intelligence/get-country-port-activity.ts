/**
 * GET /api/intelligence/v1/get-country-port-activity: tanker calls and tonnes per port of a
 * country from IMF PortWatch, with the 30-day trend and the anomaly rule of the README.
 */
import type { Static } from 'typebox';
import { defineHandler, fromData, unavailable } from '../handler';
import { getCountryPortActivity, PORT_ACTIVITY_UNAVAILABLE } from './contract-ports';
import { type PortActivityRecord, portActivityKeys } from './port-data';

type Entry = Static<typeof getCountryPortActivity.response>['ports'][number];

/** Tanker calls this far down (percent) against the 30 days before are an anomaly … */
export const ANOMALY_TREND_PCT = -50;
/** … when the 30 days before had at least this many tanker calls. */
export const ANOMALY_MIN_PRIOR_CALLS = 5;

/** The contract's entry of a stored port. */
export function toEntry(p: PortActivityRecord): Entry {
  const entry: Entry = { portId: p.id, portName: p.name, lat: p.lat, lon: p.lon };
  if (p.tankerCalls30d !== undefined) entry.tankerCalls30d = Math.round(p.tankerCalls30d);
  if (p.importTanker30d !== undefined) entry.importTankerDwt = p.importTanker30d;
  if (p.exportTanker30d !== undefined) entry.exportTankerDwt = p.exportTanker30d;
  const prior = p.priorTankerCalls30d;
  if (prior !== undefined && prior > 0) {
    const trend = Math.round((((p.tankerCalls30d ?? 0) - prior) / prior) * 1000) / 10;
    entry.trendDeltaPct = trend;
    entry.anomalySignal = prior >= ANOMALY_MIN_PRIOR_CALLS && trend <= ANOMALY_TREND_PCT;
  }
  return entry;
}

/** Handler of get-country-port-activity. */
export const getCountryPortActivityHandler = defineHandler(getCountryPortActivity, async (ctx, query) => {
  const read = await ctx.snapshots.read(portActivityKeys.portActivity);
  if (read.status !== 'hit') return unavailable(PORT_ACTIVITY_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const country = query.country_code;
  const ports = data.ports
    .filter((p) => country === undefined || p.country === country)
    .map(toEntry)
    .sort((a, b) => (b.tankerCalls30d ?? -1) - (a.tankerCalls30d ?? -1));
  return fromData({ available: true, fetchedAt: meta.fetchedAt, ports }, meta.fetchedAt);
});
