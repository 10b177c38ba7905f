/**
 * GET /api/aviation/v1/get-airport-ops-summary: one summary per requested airport known to the
 * airport reference data, derived from the delay alerts in force. An airport without an alert is
 * operating normally when the feed covers its country, and of unknown state otherwise. Only a full
 * closure in force closes an airport: a partial one ("CLSD TO NON SKED TRANSIENT GA ACFT") or one
 * outside its daily hours at the feed's time leaves `closureStatus` false.
 */
import type { Static } from 'typebox';
import { type AirportRecord, airportByIata } from '../../reference/airports';
import { defineHandler, fromData, unavailable } from '../handler';
import {
  AIRPORT_OPS_SUMMARY_UNAVAILABLE,
  type AirportOpsSummarySchema,
  getAirportOpsSummary,
} from './contract-airports';
import { type AirportDelayRecord, type AirportDelaysData, aviationKeys } from './data';
import { worstSeverity } from './severity';

type AirportOpsSummary = Static<typeof AirportOpsSummarySchema>;

/** Most delay reasons listed per airport. */
export const MAX_DELAY_REASONS = 5;
/** `source` of a covered airport with no alert, and of an airport outside the feed's coverage. */
export const SOURCE_NO_ALERTS = 'no-alerts';
export const SOURCE_NO_COVERAGE = 'no-coverage';

/** Handler of get-airport-ops-summary. */
export const getAirportOpsSummaryHandler = defineHandler(getAirportOpsSummary, async (ctx, query) => {
  const read = await ctx.snapshots.read(aviationKeys.airportDelays);
  if (read.status !== 'hit') return unavailable(AIRPORT_OPS_SUMMARY_UNAVAILABLE);
  const data = read.snapshot.data;
  const byAirport = new Map<string, AirportDelayRecord[]>();
  for (const alert of data.alerts) {
    const list = byAirport.get(alert.iata) ?? [];
    list.push(alert);
    byAirport.set(alert.iata, list);
  }
  const codes = [...new Set(query.airports ?? [...byAirport.keys()].sort())];
  const summaries: AirportOpsSummary[] = [];
  for (const code of codes) {
    const info = await airportByIata(code);
    if (info) summaries.push(summarise(info, byAirport.get(code) ?? [], data));
  }
  return fromData({ cacheHit: false, summaries }, read.snapshot.meta.fetchedAt);
});

function summarise(
  info: AirportRecord,
  alerts: AirportDelayRecord[],
  data: AirportDelaysData,
): AirportOpsSummary {
  const base = { iata: info.iata, icao: info.icao, name: info.name, timezone: info.timezone };
  if (alerts.length === 0) {
    const covered = data.coveredCountries?.includes(info.countryCode) ?? true;
    return {
      ...base,
      avgDelayMinutes: 0,
      closureStatus: false,
      notamFlags: [],
      severity: covered ? 'FLIGHT_DELAY_SEVERITY_NORMAL' : 'FLIGHT_DELAY_SEVERITY_UNKNOWN',
      topDelayReasons: [],
      source: covered ? SOURCE_NO_ALERTS : SOURCE_NO_COVERAGE,
      updatedAt: data.updatedAt,
    };
  }
  const closed = alerts.some(closesAirport);
  const summary: AirportOpsSummary = {
    ...base,
    avgDelayMinutes: Math.max(...alerts.map((a) => a.avgDelayMinutes)),
    closureStatus: closed,
    notamFlags: closed ? ['CLOSED'] : [],
    severity: worstSeverity(alerts.map((a) => a.severity)),
    topDelayReasons: [...new Set(alerts.map((a) => a.reason).filter((r) => r !== ''))].slice(
      0,
      MAX_DELAY_REASONS,
    ),
    source: [...new Set(alerts.map((a) => a.source.replace('FLIGHT_DELAY_SOURCE_', '').toLowerCase()))].join(
      ',',
    ),
    updatedAt: data.updatedAt,
  };
  // Flight counts exist only where the source reports them; absent figures are omitted, not zero.
  const delayPct = maxOf(alerts.map((a) => a.delayedFlightsPct));
  if (delayPct !== undefined) summary.delayPct = delayPct;
  const total = maxOf(alerts.map((a) => a.totalFlights));
  if (total !== undefined) summary.totalFlights = total;
  const rate = maxOf(
    alerts.map((a) =>
      a.cancelledFlights !== undefined && a.totalFlights
        ? (a.cancelledFlights / a.totalFlights) * 100
        : undefined,
    ),
  );
  if (rate !== undefined) summary.cancellationRate = Math.round(rate * 10) / 10;
  return summary;
}

/** A closure alert that shuts the airport to all traffic now (flags absent: a full closure). */
export function closesAirport(alert: AirportDelayRecord): boolean {
  return (
    alert.delayType === 'FLIGHT_DELAY_TYPE_CLOSURE' &&
    alert.partialClosure !== true &&
    alert.closureInForce !== false
  );
}

function maxOf(values: (number | undefined)[]): number | undefined {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length === 0 ? undefined : Math.max(...known);
}
