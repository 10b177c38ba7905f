/**
 * GET /api/aviation/v1/list-airport-delays: delay, ground-programme and closure alerts in force.
 * `page_size`, `cursor`, `region` and `min_severity` are validated and ignored (SPEC §4.2 notes).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { airportDelaysPage, listAirportDelays } from './contract-airports';
import { type AirportDelayAlert, aviationKeys } from './data';
import { severityRank } from './severity';

/** Handler of list-airport-delays. */
export const listAirportDelaysHandler = defineHandler(listAirportDelays, async (ctx) => {
  const read = await ctx.snapshots.read(aviationKeys.airportDelays);
  if (read.status !== 'hit') return unavailable(airportDelaysPage.empty);
  const alerts = [...read.snapshot.data.alerts].sort(worstFirst);
  return fromData(
    { alerts, pagination: { nextCursor: '', totalCount: alerts.length } },
    read.snapshot.meta.fetchedAt,
  );
});

/** Most severe first, then longest delay, then by airport code (a stable, readable order). */
function worstFirst(a: AirportDelayAlert, b: AirportDelayAlert): number {
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    b.avgDelayMinutes - a.avgDelayMinutes ||
    a.iata.localeCompare(b.iata) ||
    a.id.localeCompare(b.id)
  );
}
