/**
 * Turns parsed FAA programmes into `aviation:airport-delays` alerts (SPEC §2.1): airport reference
 * data joined by code, a severity from the delay (or from the programme for stops and closures),
 * the feed's own update time on every alert, and on closures whether they are partial and in
 * force. Pure: the airport table is passed in.
 */
import type { ParseResult } from '../../../../ingest/types';
import type { AirportDelayRecord, AirportDelaysData, AirportRegion, FlightDelaySeverity } from '../../data';
import type { FaaDelayItem, FaaDelayKind, FaaStatus } from './parser';

/** What the alerts need to know about an airport. */
export interface AirportRef {
  iata: string;
  icao: string;
  name: string;
  city: string;
  countryCode: string;
  region: AirportRegion;
  latitude: number;
  longitude: number;
}

/** Average-delay thresholds (minutes) of each severity, worst first. */
export const DELAY_SEVERITY_THRESHOLDS: readonly (readonly [number, FlightDelaySeverity])[] = [
  [90, 'FLIGHT_DELAY_SEVERITY_SEVERE'],
  [60, 'FLIGHT_DELAY_SEVERITY_MAJOR'],
  [30, 'FLIGHT_DELAY_SEVERITY_MODERATE'],
  [15, 'FLIGHT_DELAY_SEVERITY_MINOR'],
];

/** Countries the FAA feed reports on: a US airport without an alert is operating normally. */
export const FAA_COVERED_COUNTRIES = ['US'] as const;

/** Severity of an average delay in minutes. */
export function severityOfDelay(minutes: number): FlightDelaySeverity {
  for (const [min, severity] of DELAY_SEVERITY_THRESHOLDS) if (minutes >= min) return severity;
  return 'FLIGHT_DELAY_SEVERITY_NORMAL';
}

/**
 * Severity of one programme: stops and full closures in force are severe, partial closures in
 * force minor, and closures not in force at the feed's time (outside their hours) normal.
 */
export function severityOfItem(item: FaaDelayItem): FlightDelaySeverity {
  if (item.kind === 'GROUND_STOP') return 'FLIGHT_DELAY_SEVERITY_SEVERE';
  if (item.kind === 'CLOSURE') {
    if (item.inForce === false) return 'FLIGHT_DELAY_SEVERITY_NORMAL';
    return item.partial ? 'FLIGHT_DELAY_SEVERITY_MINOR' : 'FLIGHT_DELAY_SEVERITY_SEVERE';
  }
  return severityOfDelay(item.avgDelayMinutes);
}

const SLUG: Readonly<Record<FaaDelayKind, string>> = {
  GROUND_STOP: 'ground-stop',
  GROUND_DELAY: 'ground-delay',
  ARRIVAL_DELAY: 'arrival-delay',
  DEPARTURE_DELAY: 'departure-delay',
  CLOSURE: 'closure',
  GENERAL: 'general',
};

/**
 * Builds the snapshot data, dated with the feed's own update time. Programmes at airports the
 * reference data does not know are left out (an alert needs a position) and reported as warnings.
 */
export function buildFaaAirportDelays(
  status: FaaStatus,
  airports: ReadonlyMap<string, AirportRef>,
): ParseResult<AirportDelaysData> {
  const updatedAt = Date.parse(status.updatedAt);
  const warnings: string[] = [];
  const seen = new Map<string, number>();
  const alerts: AirportDelayRecord[] = [];
  for (const item of status.items) {
    const ref = airports.get(item.airport);
    if (!ref) {
      warnings.push(`FAA airport status: unknown airport ${item.airport} (${item.kind}) left out`);
      continue;
    }
    const base = `faa-${ref.iata || item.airport}-${SLUG[item.kind]}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    alerts.push({
      id: n === 1 ? base : `${base}-${n}`,
      iata: ref.iata || item.airport,
      icao: ref.icao,
      name: ref.name,
      city: ref.city,
      country: ref.countryCode,
      location: { latitude: ref.latitude, longitude: ref.longitude },
      region: ref.region,
      delayType: `FLIGHT_DELAY_TYPE_${item.kind}`,
      severity: severityOfItem(item),
      avgDelayMinutes: Math.max(0, Math.round(item.avgDelayMinutes)),
      reason: item.reason,
      source: 'FLIGHT_DELAY_SOURCE_FAA',
      updatedAt,
      ...(item.kind === 'CLOSURE'
        ? { partialClosure: item.partial === true, closureInForce: item.inForce !== false }
        : {}),
    });
  }
  return {
    data: { updatedAt, coveredCountries: [...FAA_COVERED_COUNTRIES], alerts },
    asOf: status.updatedAt,
    warnings,
  };
}
