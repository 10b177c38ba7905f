/**
 * Checks of the search parameters that the schema cannot express, and their translation into a
 * STAC search: the box's ranges and order, the datetime's calendar, form and order, and the
 * collections a `source` names. Failures are 400 `violations` naming the parameter (SPEC §7).
 */
import { ApiError, type Violation } from '../../errors';
import { IMAGERY_DEFAULT_LIMIT } from './contract';
import type { ImagerySearch } from './providers';

/** STAC collections by `source` value. */
export const COLLECTIONS_BY_SOURCE: Readonly<Record<string, readonly string[]>> = {
  'sentinel-2': ['sentinel-2-l2a'],
  'sentinel-2-l2a': ['sentinel-2-l2a'],
  'sentinel-1': ['sentinel-1-grd'],
  'sentinel-1-grd': ['sentinel-1-grd'],
  landsat: ['landsat-c2-l2'],
  'landsat-c2-l2': ['landsat-c2-l2'],
};
/** Collections searched when no `source` is given. */
export const ALL_COLLECTIONS = ['sentinel-2-l2a', 'sentinel-1-grd', 'landsat-c2-l2'] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/;

/** The query as the schema let it through. */
export interface SearchImageryQuery {
  bbox?: string;
  datetime?: string;
  source?: string;
  limit?: number;
}

/** The STAC search the query asks for; throws VALIDATION_FAILED (400) on a bad parameter. */
export function searchOf(query: SearchImageryQuery): ImagerySearch {
  const violations: Violation[] = [];
  const bbox = query.bbox === undefined ? undefined : parseBbox(query.bbox, violations);
  const datetime = query.datetime === undefined ? undefined : parseDatetime(query.datetime, violations);
  if (violations.length > 0) throw new ApiError('VALIDATION_FAILED', { violations });
  const collections = [
    ...(query.source === undefined ? ALL_COLLECTIONS : COLLECTIONS_BY_SOURCE[query.source]!),
  ];
  return {
    collections,
    ...(bbox ? { bbox } : {}),
    ...(datetime ? { datetime } : {}),
    limit: query.limit ?? IMAGERY_DEFAULT_LIMIT,
  };
}

/** `west,south,east,north` with longitudes in -180..180, latitudes in -90..90 and south ≤ north. */
export function parseBbox(
  text: string,
  violations: Violation[],
): [number, number, number, number] | undefined {
  const parts = text.split(',').map(Number);
  const [west, south, east, north] = parts;
  const bad = (description: string) => {
    violations.push({ field: 'bbox', description });
    return undefined;
  };
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)))
    return bad('must be four numbers west,south,east,north');
  if (Math.abs(west!) > 180 || Math.abs(east!) > 180) return bad('longitudes must be within -180..180');
  if (Math.abs(south!) > 90 || Math.abs(north!) > 90) return bad('latitudes must be within -90..90');
  if (south! > north!) return bad('south must not be greater than north');
  return [west!, south!, east!, north!];
}

/**
 * A STAC datetime in UTC: a date is its whole UTC day, a date-time is that instant, a range
 * `start/end` (either end may be `..`, not both) keeps its ends inclusive; a date as the end of a
 * range means the end of that day.
 */
export function parseDatetime(text: string, violations: Violation[]): string | undefined {
  const bad = (description: string) => {
    violations.push({ field: 'datetime', description });
    return undefined;
  };
  const ends = text.split('/');
  if (ends.length > 2) return bad('must be a date, a date-time, or a range start/end');
  if (ends.length === 1) {
    const day = DATE.test(text) ? instant(text, 'start') : undefined;
    if (day !== undefined) return `${day}/${instant(text, 'end')}`;
    const at = instant(text, 'start');
    return at ?? bad('must be a date (YYYY-MM-DD) or an RFC 3339 date-time (e.g. 2026-01-15T10:00:00Z)');
  }
  const [from, to] = ends as [string, string];
  if (from === '..' && to === '..') return bad('a range must have at least one end');
  const start = from === '..' ? '..' : instant(from, 'start');
  const end = to === '..' ? '..' : instant(to, 'end');
  if (start === undefined) return bad('the start of the range is not a valid date or date-time');
  if (end === undefined) return bad('the end of the range is not a valid date or date-time');
  if (start !== '..' && end !== '..' && start > end) return bad('the range must not end before it starts');
  return `${start}/${end}`;
}

/** A date or date-time as a UTC ISO instant (a date: the first or last millisecond of the day). */
function instant(text: string, side: 'start' | 'end'): string | undefined {
  const d = DATE.exec(text);
  if (d) {
    if (!validDay(d[1]!, d[2]!, d[3]!)) return undefined;
    return `${text}T${side === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
  }
  const t = DATE_TIME.exec(text);
  if (!t || !validDay(t[1]!, t[2]!, t[3]!)) return undefined;
  if (Number(t[4]) > 23 || Number(t[5]) > 59 || Number(t[6]) > 59) return undefined;
  if (t[9] !== undefined && (Number(t[9]) > 23 || Number(t[10]) > 59)) return undefined;
  const ms = Date.parse(text.replace(/\.(\d{3})\d+/, '.$1'));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function validDay(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}
