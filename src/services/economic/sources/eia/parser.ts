/**
 * Parser of EIA Open Data API v2 series responses (`{response:{total, dateFormat, frequency,
 * data[], warnings?}, request, apiVersion}`). `value` is a string on the `/…/data/` routes and a
 * number on `/v2/seriesid/`; missing values are `null` (or an empty string) and are skipped. Rows
 * of another series are ignored; a row in other units refuses the whole payload, because the
 * snapshot schema fixes each series' units (a silent unit change would be mis-converted).
 * Pure: text in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { EiaPoint } from '../../data';

/** The series a response must carry and the units it must be in. */
export interface EiaSeriesSpec<S extends string = string, U extends string = string> {
  series: S;
  units: U;
}

/** A parsed series, in the shape of the EIA snapshot keys. */
export interface EiaSeriesData<S extends string = string, U extends string = string> {
  series: S;
  units: U;
  /** Newest first, one point per period. */
  points: EiaPoint[];
}

const PERIOD = /^(\d{4})-(\d{2})-(\d{2})$/;

type Row = Record<string, unknown>;

function isObject(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The text of an EIA error body (`{error: "..."}` or `{error: {code, message}}`), if it is one. */
function errorText(json: unknown): string | undefined {
  if (!isObject(json)) return undefined;
  const err = json.error;
  if (typeof err === 'string') return err;
  if (isObject(err)) return [err.code, err.message].filter((p) => typeof p === 'string').join(': ');
  return undefined;
}

/** A numeric value of a row: numbers as they are, numeric strings read; else undefined. */
export function eiaValue(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const n = Number(raw.trim());
  return Number.isFinite(n) ? n : undefined;
}

/** True for a real calendar date `YYYY-MM-DD`. */
function isPeriod(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const m = PERIOD.exec(raw);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === raw;
}

/** The `response` object of an EIA body, or a PayloadError naming what is wrong. */
export function responseOf(body: string, resource: string): Row & { data: unknown[] } {
  const json = parseJsonBody(body, resource);
  const err = errorText(json);
  if (err) throw new PayloadError(`${resource}: EIA error: ${err}`);
  const response = isObject(json) ? json.response : undefined;
  if (!isObject(response) || !Array.isArray(response.data)) {
    throw new PayloadError(`${resource}: no response.data array`);
  }
  return response as Row & { data: unknown[] };
}

/** EIA's own warnings (`incomplete return`, ...) as one line each. */
export function eiaWarnings(response: Row, resource: string): string[] {
  if (!Array.isArray(response.warnings)) return [];
  return response.warnings.flatMap((w) =>
    isObject(w) && typeof w.warning === 'string'
      ? [
          `${resource}: EIA warning: ${w.warning}${typeof w.description === 'string' ? ` (${w.description})` : ''}`,
        ]
      : [],
  );
}

/**
 * Parses one EIA v2 series response. The data is dated by its newest period (the end of the
 * newest week reported): the payload carries no release time of its own.
 */
export function parseEiaSeries<const S extends string, const U extends string>(
  body: string,
  spec: EiaSeriesSpec<S, U>,
  resource: string,
): ParseResult<EiaSeriesData<S, U>> {
  const response = responseOf(body, resource);
  const byPeriod = new Map<string, number>();
  const counts = { malformed: 0, missing: 0, otherSeries: 0, duplicates: 0 };
  for (const row of response.data) {
    if (!isObject(row)) {
      counts.malformed++;
      continue;
    }
    if (row.series !== undefined && row.series !== spec.series) {
      counts.otherSeries++;
      continue;
    }
    if (row.units !== spec.units) {
      throw new PayloadError(
        `${resource}: ${spec.series} in units ${JSON.stringify(row.units ?? null)}, expected ${spec.units}`,
      );
    }
    if (!isPeriod(row.period)) {
      counts.malformed++;
      continue;
    }
    const value = eiaValue(row.value);
    if (value === undefined) {
      counts.missing++;
      continue;
    }
    if (byPeriod.has(row.period)) counts.duplicates++;
    else byPeriod.set(row.period, value);
  }
  const points = [...byPeriod.entries()]
    .sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0))
    .map(([period, value]) => ({ period, value }));
  if (points.length === 0) throw new PayloadError(`${resource}: no ${spec.series} values`);
  if (counts.malformed > points.length) {
    throw new PayloadError(
      `${resource}: ${counts.malformed} unreadable rows against ${points.length} values`,
    );
  }
  const warnings = eiaWarnings(response, resource);
  if (counts.malformed > 0) warnings.push(`${resource}: ${counts.malformed} unreadable rows skipped`);
  if (counts.missing > 0) warnings.push(`${resource}: ${counts.missing} rows without a value skipped`);
  if (counts.otherSeries > 0)
    warnings.push(`${resource}: ${counts.otherSeries} rows of other series ignored`);
  if (counts.duplicates > 0) warnings.push(`${resource}: ${counts.duplicates} repeated periods ignored`);
  return {
    data: { series: spec.series, units: spec.units, points },
    asOf: `${points[0]!.period}T00:00:00Z`,
    warnings,
  };
}
