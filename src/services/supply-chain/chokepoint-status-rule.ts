/**
 * The rule of get-chokepoint-status (written out in the service README): week-on-week change and
 * 30-day anomaly of PortWatch's daily transits, the NGA warnings in force near each chokepoint,
 * and a 0-100 score with a traffic light. Pure: stored data in, figures out.
 */
import type { ChokepointPlace, TransitDay } from './chokepoint-data';

/** A warning counts for a chokepoint when one of its positions lies this close (great-circle km). */
export const WARNING_RADIUS_KM = 200;
/** Days of each week compared (the last 7 calendar days up to the newest day, and the 7 before). */
export const WEEK_DAYS = 7;
/** Days of the baseline before the last week. */
export const BASELINE_DAYS = 30;
/** Fewest days with data a week (or the baseline) needs for its mean to be used. */
export const MIN_WEEK_DAYS = 4;
export const MIN_BASELINE_DAYS = 7;
/** The last week this far (percent) below the baseline is an anomaly. */
export const ANOMALY_DROP_PCT = 25;
/** Score points per nearby warning, and their cap. */
export const POINTS_PER_WARNING = 10;
export const MAX_WARNING_POINTS = 30;
/** Traffic-light thresholds of the score (the reference's: green < 20 ≤ yellow < 50 ≤ red). */
export const YELLOW_FROM = 20;
export const RED_FROM = 50;

const DAY_MS = 86_400_000;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Mean daily total of the days dated `fromAgo` … `toAgo` days before `newest` (inclusive). */
function meanOf(days: readonly TransitDay[], newest: number, fromAgo: number, toAgo: number, min: number) {
  const kept = days.filter((d) => {
    const ago = (newest - dayMs(d.date)) / DAY_MS;
    return ago >= fromAgo && ago <= toAgo;
  });
  if (kept.length < min) return undefined;
  return kept.reduce((s, d) => s + d.total, 0) / kept.length;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Transit figures of one chokepoint (days newest first). */
export interface TransitFigures {
  latest: TransitDay;
  weekMean?: number;
  wowChangePct?: number;
  baselineMean?: number;
  disruptionPct?: number;
  anomaly?: boolean;
}

/** The figures of a chokepoint's days; undefined when it has none. */
export function transitFigures(days: readonly TransitDay[]): TransitFigures | undefined {
  const latest = days[0];
  if (latest === undefined) return undefined;
  const newest = dayMs(latest.date);
  const week = meanOf(days, newest, 0, WEEK_DAYS - 1, MIN_WEEK_DAYS);
  const before = meanOf(days, newest, WEEK_DAYS, 2 * WEEK_DAYS - 1, MIN_WEEK_DAYS);
  const baseline = meanOf(days, newest, WEEK_DAYS, WEEK_DAYS + BASELINE_DAYS - 1, MIN_BASELINE_DAYS);
  const figures: TransitFigures = { latest };
  if (week !== undefined) figures.weekMean = round1(week);
  if (week !== undefined && before !== undefined && before > 0) {
    figures.wowChangePct = round1(((week - before) / before) * 100);
  }
  if (week !== undefined && baseline !== undefined && baseline > 0) {
    figures.baselineMean = round1(baseline);
    figures.disruptionPct = round1(Math.max(0, ((baseline - week) / baseline) * 100));
    figures.anomaly = figures.disruptionPct >= ANOMALY_DROP_PCT;
  }
  return figures;
}

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const x =
    Math.sin(rad(bLat - aLat) / 2) ** 2 +
    Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(rad(bLon - aLon) / 2) ** 2;
  return 6371 * 2 * Math.atan2(Math.sqrt(x), Math.sqrt(1 - x));
}

/** A warning as the rule needs it. */
export interface PlacedWarning {
  id: string;
  positions: readonly { latitude: number; longitude: number }[];
}

/** Ids of the warnings with a position within WARNING_RADIUS_KM of the chokepoint. */
export function warningsNear(place: ChokepointPlace, warnings: readonly PlacedWarning[]): string[] {
  return warnings
    .filter((w) =>
      w.positions.some((p) => distanceKm(place.lat, place.lon, p.latitude, p.longitude) <= WARNING_RADIUS_KM),
    )
    .map((w) => w.id);
}

/** The score: points of the transit drop plus points of the nearby warnings, at most 100. */
export function disruptionScore(disruptionPct: number | undefined, warnings: number | undefined): number {
  const drop = Math.round(disruptionPct ?? 0);
  const warned = Math.min(MAX_WARNING_POINTS, POINTS_PER_WARNING * (warnings ?? 0));
  return Math.min(100, drop + warned);
}

/** The traffic light of a score. */
export function scoreStatus(score: number): 'green' | 'yellow' | 'red' {
  return score >= RED_FROM ? 'red' : score >= YELLOW_FROM ? 'yellow' : 'green';
}
