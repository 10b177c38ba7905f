/**
 * Parser of the keyless oil-price mirror (`datasets/oil-prices`, built from EIA spot series RWTC
 * and RBRTE): one CSV per commodity with the header `Date,Price`, dates `YYYY-MM-DD`, prices in
 * USD per barrel. Blank prices and unreadable lines are skipped and counted. Pure: text in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import type { ParseResult } from '../../../../ingest/types';
import type { EnergyCommodity, EnergySpotPricesData } from '../../data';

/** Newest weeks kept per commodity (the operation shows the latest week and its change). */
export const SPOT_PRICE_HISTORY_WEEKS = 104;

/** One weekly price. */
export interface SpotPricePoint {
  period: string;
  price: number;
}

/** A parsed price file. */
export interface SpotPriceFile {
  /** Newest first, one point per date. */
  points: SpotPricePoint[];
  /** Lines whose date or price could not be read. */
  malformed: number;
  /** Lines with a date but no price. */
  missing: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(raw: string): boolean {
  const m = DATE.exec(raw);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === raw;
}

function readRows(text: string, resource: string): string[][] {
  return readCsv(text, resource, {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
  });
}

/** Parses one `Date,Price` file; throws PayloadError when it has no header or no price. */
export function parseSpotPriceCsv(text: string, resource: string): SpotPriceFile {
  const rows = readRows(text, resource);
  const header = (rows[0] ?? []).map((h) => h.toLowerCase());
  const dateCol = header.indexOf('date');
  const priceCol = header.indexOf('price');
  if (dateCol < 0 || priceCol < 0) throw new PayloadError(`${resource}: no Date,Price header`);
  const byDate = new Map<string, number>();
  let malformed = 0;
  let missing = 0;
  for (const row of rows.slice(1)) {
    const date = row[dateCol] ?? '';
    const raw = row[priceCol] ?? '';
    if (!isDate(date)) {
      malformed++;
      continue;
    }
    if (raw === '') {
      missing++;
      continue;
    }
    const price = Number(raw);
    if (!Number.isFinite(price)) malformed++;
    else byDate.set(date, price);
  }
  const points = [...byDate.entries()]
    .sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0))
    .map(([period, price]) => ({ period, price }));
  if (points.length === 0) throw new PayloadError(`${resource}: no price rows`);
  if (malformed > points.length) {
    throw new PayloadError(`${resource}: ${malformed} unreadable lines against ${points.length} prices`);
  }
  return { points, malformed, missing };
}

/**
 * Builds `economic:energy-spot-prices` from the WTI and Brent files. The data is dated by the
 * older of the two newest weeks, so the date never claims more freshness than both series have.
 */
export function parseEnergySpotPrices(
  files: Readonly<Record<EnergyCommodity, string>>,
): ParseResult<EnergySpotPricesData> {
  const warnings: string[] = [];
  const series = (Object.keys(files) as EnergyCommodity[]).map((commodity) => {
    const resource = `${commodity}-weekly.csv`;
    const file = parseSpotPriceCsv(files[commodity], resource);
    if (file.malformed > 0) warnings.push(`${resource}: ${file.malformed} unreadable lines skipped`);
    if (file.missing > 0) warnings.push(`${resource}: ${file.missing} weeks without a price skipped`);
    return { commodity, points: file.points.slice(0, SPOT_PRICE_HISTORY_WEEKS) };
  });
  const newest = series.map((s) => s.points[0]!.period).sort();
  return { data: { series }, asOf: newest[0] ? `${newest[0]}T00:00:00Z` : undefined, warnings };
}
