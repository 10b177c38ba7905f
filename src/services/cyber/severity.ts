/**
 * The severity of a Feodo Tracker C2 entry, from the list's own facts only (the rule is in
 * README.md): a C2 that answered at the list's last check is HIGH, one that answered within the
 * last `RECENT_ONLINE_DAYS` days before the list's date is MEDIUM, any other LOW. The list says
 * nothing that would honestly set CRITICAL, so this source never does.
 */
import type { FeodoC2Record } from './data';

/** Criticality levels answered, lowest first (UNSPECIFIED is never answered). */
export const CRITICALITY_LEVELS = [
  'CRITICALITY_LEVEL_UNSPECIFIED',
  'CRITICALITY_LEVEL_LOW',
  'CRITICALITY_LEVEL_MEDIUM',
  'CRITICALITY_LEVEL_HIGH',
  'CRITICALITY_LEVEL_CRITICAL',
] as const;
/** One criticality level. */
export type CriticalityLevel = (typeof CRITICALITY_LEVELS)[number];

/** Days before the list's date within which an offline C2 still counts as recently active. */
export const RECENT_ONLINE_DAYS = 7;

const DAY_MS = 86_400_000;

/** The severity of an entry of a list dated `listDateMs`. */
export function feodoSeverity(entry: FeodoC2Record, listDateMs: number): CriticalityLevel {
  if (entry.status?.toLowerCase() === 'online') return 'CRITICALITY_LEVEL_HIGH';
  if (entry.lastOnlineAt === undefined) return 'CRITICALITY_LEVEL_LOW';
  const listDay = Math.floor(listDateMs / DAY_MS) * DAY_MS;
  return listDay - entry.lastOnlineAt <= RECENT_ONLINE_DAYS * DAY_MS
    ? 'CRITICALITY_LEVEL_MEDIUM'
    : 'CRITICALITY_LEVEL_LOW';
}

/** Rank of a level (UNSPECIFIED 0 … CRITICAL 4), for `min_severity`. */
export function severityRank(level: CriticalityLevel): number {
  return CRITICALITY_LEVELS.indexOf(level);
}
