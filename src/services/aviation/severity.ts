/**
 * Ordering of delay severities: NORMAL < MINOR < MODERATE < MAJOR < SEVERE. UNKNOWN and
 * UNSPECIFIED say nothing about delays and rank below NORMAL.
 */
import type { FlightDelaySeverity } from './data';

const RANK: Readonly<Record<FlightDelaySeverity, number>> = {
  FLIGHT_DELAY_SEVERITY_UNSPECIFIED: 0,
  FLIGHT_DELAY_SEVERITY_UNKNOWN: 0,
  FLIGHT_DELAY_SEVERITY_NORMAL: 1,
  FLIGHT_DELAY_SEVERITY_MINOR: 2,
  FLIGHT_DELAY_SEVERITY_MODERATE: 3,
  FLIGHT_DELAY_SEVERITY_MAJOR: 4,
  FLIGHT_DELAY_SEVERITY_SEVERE: 5,
};

/** Rank of a severity (higher is worse). */
export function severityRank(severity: FlightDelaySeverity): number {
  return RANK[severity];
}

/** The worst of several severities; NORMAL when there is none. */
export function worstSeverity(severities: readonly FlightDelaySeverity[]): FlightDelaySeverity {
  let worst: FlightDelaySeverity = 'FLIGHT_DELAY_SEVERITY_NORMAL';
  for (const s of severities) if (severityRank(s) > severityRank(worst)) worst = s;
  return worst;
}
