/**
 * The concern fields of an earthquake, derived only from what USGS itself publishes (the rule is
 * in README.md): the level from the PAGER alert, the score from the USGS significance number.
 * Events PAGER has not assessed get no level; events without a significance get no score.
 */
import type { EarthquakeRecord, PagerAlert } from './data';

/** Concern levels of the contract, lowest first. */
export const CONCERN_LEVELS = ['low', 'moderate', 'elevated', 'critical'] as const;
/** One concern level. */
export type ConcernLevel = (typeof CONCERN_LEVELS)[number];

/** PAGER alert colour → concern level (one step per colour, in order). */
export const CONCERN_BY_PAGER_ALERT: Readonly<Record<PagerAlert, ConcernLevel>> = {
  green: 'low',
  yellow: 'moderate',
  orange: 'elevated',
  red: 'critical',
};

/** USGS significance points per concern-score point (significance 1000 → score 100). */
export const SIGNIFICANCE_PER_SCORE_POINT = 10;
/** Highest concern score. */
export const MAX_CONCERN_SCORE = 100;

/** The concern level of an event, when PAGER has assessed it. */
export function concernLevel(e: Pick<EarthquakeRecord, 'alert'>): ConcernLevel | undefined {
  return e.alert === undefined ? undefined : CONCERN_BY_PAGER_ALERT[e.alert];
}

/** The concern score (0-100, one decimal) of an event with a significance number. */
export function concernScore(e: Pick<EarthquakeRecord, 'significance'>): number | undefined {
  if (e.significance === undefined) return undefined;
  const score = Math.min(MAX_CONCERN_SCORE, e.significance / SIGNIFICANCE_PER_SCORE_POINT);
  return Math.round(score * 10) / 10;
}
