/**
 * Parsers of the FRED API (St. Louis Fed) JSON bodies: `fred/series/observations` (values are
 * strings; "." means no value for that date and is kept as a date without a value, never 0),
 * `fred/series` (metadata under the plural `seriess[]`) and `fred/release/dates`
 * (`release_dates[]` of `{release_id, date}`). Pure: text in, data out.
 * @see https://fred.stlouisfed.org/docs/api/fred/series_observations.html
 */
import { PayloadError } from '../../../../ingest/errors';
import { objects, parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { FredObservationData, FredSeriesData } from '../../data-macro';

/** Observations kept per series (the newest ones): four years of a daily series. */
export const FRED_OBSERVATIONS_KEPT = 1000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** FRED's `last_updated`: `2024-12-19 07:55:01-06`. */
const LAST_UPDATED = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})([+-]\d{2})(?::?(\d{2}))?$/;

type Row = Record<string, unknown>;

function isObject(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True for a real calendar date `YYYY-MM-DD`. */
export function isRealDate(raw: unknown): raw is string {
  if (typeof raw !== 'string' || !DATE.test(raw)) return false;
  const d = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw;
}

/** A FRED JSON body as an object, or a PayloadError (FRED errors are `{error_code, error_message}`). */
function fredBody(body: string, resource: string): Row {
  const json = parseJsonBody(body, resource);
  if (!isObject(json)) throw new PayloadError(`${resource}: not a JSON object`);
  if (typeof json.error_message === 'string') {
    throw new PayloadError(`${resource}: FRED error ${String(json.error_code ?? '')}: ${json.error_message}`);
  }
  return json;
}

/** FRED's `last_updated` as ISO 8601 UTC, or undefined when unreadable. */
export function fredTimestamp(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const m = LAST_UPDATED.exec(raw.trim());
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}`);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** A FRED value: a decimal string; "." (or anything not a finite number) is no value. */
function fredValue(raw: unknown): number | undefined {
  if (typeof raw !== 'string') return typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
  const t = raw.trim();
  if (t === '' || t === '.') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

function optionalString(row: Row, field: string): string | undefined {
  const v = row[field];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** The payload of one series: the observations body and the series metadata body. */
export interface FredSeriesPayload {
  observations: string;
  series: string;
}

/**
 * Parses one series. Observations are sorted oldest first whatever order FRED sent them in, one
 * per date, the newest FRED_OBSERVATIONS_KEPT kept. The data is dated by the series'
 * `last_updated` (when FRED last revised it), else the observations' `realtime_start`.
 */
export function parseFredSeries(payload: FredSeriesPayload, seriesId: string): ParseResult<FredSeriesData> {
  const obsResource = `FRED observations ${seriesId}`;
  const metaResource = `FRED series ${seriesId}`;
  const obsDoc = fredBody(payload.observations, obsResource);
  if (!Array.isArray(obsDoc.observations)) throw new PayloadError(`${obsResource}: no observations array`);
  const metaDoc = fredBody(payload.series, metaResource);
  if (!Array.isArray(metaDoc.seriess)) throw new PayloadError(`${metaResource}: no seriess array`);
  const meta = objects(metaDoc.seriess).find((s) => s.id === seriesId);
  if (!meta) throw new PayloadError(`${metaResource}: no metadata for ${seriesId}`);
  const title = optionalString(meta, 'title');
  if (title === undefined) throw new PayloadError(`${metaResource}: no title`);

  const byDate = new Map<string, FredObservationData>();
  let malformed = 0;
  let missing = 0;
  for (const row of obsDoc.observations) {
    if (!isObject(row) || !isRealDate(row.date)) {
      malformed++;
      continue;
    }
    const value = fredValue(row.value);
    if (value === undefined) missing++;
    if (!byDate.has(row.date))
      byDate.set(row.date, value === undefined ? { date: row.date } : { date: row.date, value });
  }
  const sorted = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const observations = sorted.slice(-FRED_OBSERVATIONS_KEPT);
  if (!observations.some((o) => o.value !== undefined)) throw new PayloadError(`${obsResource}: no values`);

  const warnings: string[] = [];
  if (malformed > 0) warnings.push(`${obsResource}: ${malformed} unreadable rows skipped`);
  if (missing > 0) warnings.push(`${obsResource}: ${missing} dates without a value (".")`);

  const lastUpdated = fredTimestamp(meta.last_updated);
  const realtime = isRealDate(obsDoc.realtime_start) ? `${obsDoc.realtime_start}T00:00:00.000Z` : undefined;
  const data: FredSeriesData = {
    seriesId,
    title,
    units: optionalString(meta, 'units') ?? '',
    frequency: optionalString(meta, 'frequency') ?? '',
    observations,
  };
  const extra: [keyof FredSeriesData, string | undefined][] = [
    ['unitsShort', optionalString(meta, 'units_short')],
    ['frequencyShort', optionalString(meta, 'frequency_short')],
    ['seasonalAdjustment', optionalString(meta, 'seasonal_adjustment')],
    ['lastUpdated', lastUpdated],
    ['observationStart', isRealDate(meta.observation_start) ? meta.observation_start : undefined],
    ['observationEnd', isRealDate(meta.observation_end) ? meta.observation_end : undefined],
  ];
  for (const [k, v] of extra) if (v !== undefined) (data as Record<string, unknown>)[k] = v;
  return { data, ...((lastUpdated ?? realtime) ? { asOf: lastUpdated ?? realtime } : {}), warnings };
}

/** One release date of a FRED release. */
export interface FredReleaseDate {
  releaseId: number;
  date: string;
}

/** Parses one `fred/release/dates` body: its `{release_id, date}` rows of the expected release. */
export function parseFredReleaseDates(
  body: string,
  releaseId: number,
): { dates: FredReleaseDate[]; warnings: string[] } {
  const resource = `FRED release dates ${releaseId}`;
  const doc = fredBody(body, resource);
  if (!Array.isArray(doc.release_dates)) throw new PayloadError(`${resource}: no release_dates array`);
  const seen = new Set<string>();
  const dates: FredReleaseDate[] = [];
  let malformed = 0;
  let other = 0;
  for (const row of doc.release_dates) {
    if (!isObject(row) || !isRealDate(row.date)) {
      malformed++;
      continue;
    }
    if (row.release_id !== undefined && Number(row.release_id) !== releaseId) {
      other++;
      continue;
    }
    if (seen.has(row.date)) continue;
    seen.add(row.date);
    dates.push({ releaseId, date: row.date });
  }
  const warnings: string[] = [];
  if (malformed > 0) warnings.push(`${resource}: ${malformed} unreadable rows skipped`);
  if (other > 0) warnings.push(`${resource}: ${other} rows of other releases ignored`);
  return { dates, warnings };
}
