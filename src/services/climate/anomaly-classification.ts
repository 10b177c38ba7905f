/**
 * Classification of a zone's departure from its normals into the spec's severity and type enums
 * (SPEC §2.2). Temperature departures are compared in °C; precipitation departures in mm per day,
 * so periods of different lengths are judged alike.
 */
import type { AnomalySeverity, AnomalyType } from './contract';

/** |mean temperature departure| at or above which a zone is a moderate anomaly, °C. */
export const TEMP_MODERATE_DELTA_C = 2;
/** |mean temperature departure| at or above which a zone is an extreme anomaly, °C. */
export const TEMP_EXTREME_DELTA_C = 4;
/** |precipitation departure| per day at or above which a zone is a moderate anomaly, mm/day. */
export const PRECIP_MODERATE_MM_PER_DAY = 2;
/** |precipitation departure| per day at or above which a zone is an extreme anomaly, mm/day. */
export const PRECIP_EXTREME_MM_PER_DAY = 5;

/** Rank of each answered severity, for ordering (higher is more severe). */
export const SEVERITY_RANK: Readonly<Record<AnomalySeverity, number>> = {
  ANOMALY_SEVERITY_UNSPECIFIED: 0,
  ANOMALY_SEVERITY_NORMAL: 1,
  ANOMALY_SEVERITY_MODERATE: 2,
  ANOMALY_SEVERITY_EXTREME: 3,
};

/** The departures of one zone over a period. */
export interface Departure {
  tempDeltaC: number;
  precipDeltaMm: number;
  days: number;
}

/** Severity and type of a departure. */
export interface Classification {
  severity: AnomalySeverity;
  type: AnomalyType;
}

function level(magnitude: number, moderate: number, extreme: number): number {
  if (magnitude >= extreme) return 3;
  if (magnitude >= moderate) return 2;
  return 1;
}

const SEVERITY_BY_LEVEL: Readonly<Record<number, AnomalySeverity>> = {
  1: 'ANOMALY_SEVERITY_NORMAL',
  2: 'ANOMALY_SEVERITY_MODERATE',
  3: 'ANOMALY_SEVERITY_EXTREME',
};

/**
 * Severity is the worse of the two departures. The type names the departure that is larger
 * relative to its moderate threshold; MIXED when both reach the moderate threshold.
 */
export function classifyDeparture(d: Departure): Classification {
  const precipPerDay = d.days > 0 ? d.precipDeltaMm / d.days : 0;
  const tempLevel = level(Math.abs(d.tempDeltaC), TEMP_MODERATE_DELTA_C, TEMP_EXTREME_DELTA_C);
  const precipLevel = level(Math.abs(precipPerDay), PRECIP_MODERATE_MM_PER_DAY, PRECIP_EXTREME_MM_PER_DAY);
  const severity = SEVERITY_BY_LEVEL[Math.max(tempLevel, precipLevel)] ?? 'ANOMALY_SEVERITY_NORMAL';
  if (tempLevel >= 2 && precipLevel >= 2) return { severity, type: 'ANOMALY_TYPE_MIXED' };
  const tempScore = Math.abs(d.tempDeltaC) / TEMP_MODERATE_DELTA_C;
  const precipScore = Math.abs(precipPerDay) / PRECIP_MODERATE_MM_PER_DAY;
  if (tempScore >= precipScore) {
    return { severity, type: d.tempDeltaC >= 0 ? 'ANOMALY_TYPE_WARM' : 'ANOMALY_TYPE_COLD' };
  }
  return { severity, type: precipPerDay >= 0 ? 'ANOMALY_TYPE_WET' : 'ANOMALY_TYPE_DRY' };
}

/** Number of days of an inclusive `YYYY-MM-DD` range. */
export function daysInclusive(start: string, end: string): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  return Math.max(1, Math.round(ms / 86_400_000) + 1);
}
