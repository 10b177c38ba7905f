/**
 * Parser of the NSIDC Sea Ice Index G02135 v4 daily files: the daily extent CSV (`Year, Month, Day,
 * Extent, Missing, Source Data`, a units line under the names, space-padded values, the last column
 * a Python-style list that is sometimes quoted and holds commas) and the 1981-2010 daily
 * climatology (`DOY, Average Extent, Std Deviation, 10th, 25th, 50th, 75th, 90th` under a
 * `std Years = ...` line). Only the leading columns are read, so the free-text tail never matters.
 * Pure: text in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import type { ParseResult } from '../../../../ingest/types';
import type { OceanIceData } from '../../data';

/** Days of daily extent kept, counted back from the latest day (twelve months for the trend, plus margin). */
export const NSIDC_KEEP_DAYS = 400;
/** Largest plausible Arctic extent, million km² (guards against a column shift). */
export const NSIDC_MAX_EXTENT_MKM2 = 20;
/** Payload resource name of the daily extent file. */
export const NSIDC_DAILY_RESOURCE = 'daily';
/** Payload resource name of the climatology file (optional). */
export const NSIDC_CLIMATOLOGY_RESOURCE = 'climatology';

type DailyExtent = OceanIceData['daily'][number];
type ClimatologyRow = OceanIceData['climatology'][number];

/** A parsed daily extent file. */
export interface NsidcDailyFile {
  /** One row per day, oldest first. */
  rows: DailyExtent[];
  /** Lines after the header that could not be read. */
  malformed: number;
  /** Days without a value (negative "missing" sentinels). */
  missing: number;
}

const fields = (line: string): string[] => line.split(',').map((f) => f.trim());

/** Parses the daily extent CSV; throws PayloadError when it holds no usable row. */
export function parseNsidcDailyExtent(text: string): NsidcDailyFile {
  const byDate = new Map<string, number>();
  let malformed = 0;
  let missing = 0;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '') continue;
    const [y, m, d, e] = fields(raw);
    // Header lines (`Year, ...` and `YYYY, MM, ...`) start with a non-number.
    if (!/^\d+$/.test(y ?? '')) {
      if (byDate.size > 0 || missing > 0) malformed++;
      continue;
    }
    const date = isoDate(Number(y), Number(m), Number(d));
    const extent = Number(e);
    if (date === undefined || e === undefined || e === '' || !Number.isFinite(extent)) {
      malformed++;
      continue;
    }
    if (extent < 0) {
      missing++;
      continue;
    }
    if (extent > NSIDC_MAX_EXTENT_MKM2) {
      malformed++;
      continue;
    }
    byDate.set(date, extent);
  }
  const rows = [...byDate.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([date, extentMkm2]) => ({ date, extentMkm2 }));
  if (rows.length === 0) throw new PayloadError('daily extent: no data rows');
  if (malformed > rows.length) {
    throw new PayloadError(`daily extent: ${malformed} unreadable lines against ${rows.length} data rows`);
  }
  return { rows, malformed, missing };
}

/** `YYYY-MM-DD` of a real calendar day, else undefined. */
function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  const t = Date.UTC(year, month - 1, day);
  const d = new Date(t);
  if (year < 1970 || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

/** Column positions of the climatology, found by name in its header line when there is one. */
interface ClimatologyColumns {
  average: number;
  p10: number;
  median: number;
  p90: number;
}

const DEFAULT_COLUMNS: ClimatologyColumns = { average: 1, p10: 3, median: 5, p90: 7 };

function columnsOf(header: string[]): ClimatologyColumns {
  const find = (test: (name: string) => boolean, fallback: number) => {
    const i = header.findIndex((h) => test(h.toLowerCase()));
    return i >= 0 ? i : fallback;
  };
  return {
    average: find((h) => h.includes('average'), DEFAULT_COLUMNS.average),
    p10: find((h) => h === '10th', DEFAULT_COLUMNS.p10),
    median: find((h) => h === '50th' || h.includes('median'), DEFAULT_COLUMNS.median),
    p90: find((h) => h === '90th', DEFAULT_COLUMNS.p90),
  };
}

/** Parses the 1981-2010 daily climatology; throws PayloadError when it holds no usable row. */
export function parseNsidcClimatology(text: string): ClimatologyRow[] {
  let columns = DEFAULT_COLUMNS;
  const byDay = new Map<number, ClimatologyRow>();
  for (const raw of text.split(/\r?\n/)) {
    const cols = fields(raw);
    if (cols[0]?.toUpperCase() === 'DOY') {
      columns = columnsOf(cols);
      continue;
    }
    const doy = Number(cols[0]);
    if (!/^\d+$/.test(cols[0] ?? '') || doy < 1 || doy > 366) continue;
    const pick = (i: number) => (cols[i] === undefined || cols[i] === '' ? Number.NaN : Number(cols[i]));
    const row = {
      dayOfYear: doy,
      averageMkm2: pick(columns.average),
      medianMkm2: pick(columns.median),
      p10Mkm2: pick(columns.p10),
      p90Mkm2: pick(columns.p90),
    };
    const values = [row.averageMkm2, row.medianMkm2, row.p10Mkm2, row.p90Mkm2];
    if (values.every((v) => Number.isFinite(v) && v >= 0 && v <= NSIDC_MAX_EXTENT_MKM2)) byDay.set(doy, row);
  }
  if (byDay.size === 0) throw new PayloadError('climatology: no data rows');
  return [...byDay.values()].sort((a, b) => a.dayOfYear - b.dayOfYear);
}

/**
 * Builds `climate:ocean-ice`: the last NSIDC_KEEP_DAYS of daily extent and, when its file came and
 * reads, the climatology (else an empty list, so the handler leaves the anomaly out). Dated by the
 * latest day of extent.
 */
export function buildOceanIce(payload: Readonly<Record<string, string>>): ParseResult<OceanIceData> {
  const daily = parseNsidcDailyExtent(payload[NSIDC_DAILY_RESOURCE] ?? '');
  const warnings: string[] = [];
  if (daily.malformed > 0) warnings.push(`daily extent: ${daily.malformed} unreadable lines skipped`);
  const latest = daily.rows[daily.rows.length - 1]!.date;
  const from = new Date(Date.parse(`${latest}T00:00:00Z`) - (NSIDC_KEEP_DAYS - 1) * 86_400_000).toISOString();
  const kept = daily.rows.filter((r) => r.date >= from.slice(0, 10));
  let climatology: ClimatologyRow[] = [];
  const climText = payload[NSIDC_CLIMATOLOGY_RESOURCE];
  if (climText !== undefined) {
    try {
      climatology = parseNsidcClimatology(climText);
    } catch (err) {
      if (!(err instanceof PayloadError)) throw err;
      warnings.push(`${err.message}; anomaly left out`);
    }
  }
  return { data: { daily: kept, climatology }, asOf: `${latest}T00:00:00.000Z`, warnings };
}
