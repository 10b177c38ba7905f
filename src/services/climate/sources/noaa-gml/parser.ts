/**
 * Parser of the NOAA GML greenhouse-gas trend files (`co2_mm_mlo.txt`, `ch4_mm_gl.txt`,
 * `n2o_mm_gl.txt`, one layout): a `#` comment block carrying `File Creation:`, then
 * whitespace-separated columns `year month decimal average ...`. Missing months carry negative
 * sentinels and are skipped. Each series keeps its own months (CH4 and N2O lag CO2 by months).
 * Pure: text in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import type { ParseResult } from '../../../../ingest/types';
import type { Co2Data } from '../../data';

/** Column of the monthly average in both files (0-based). */
export const GML_AVERAGE_COLUMN = 3;
/** Station of the CO2 series (the `mlo` in `co2_mm_mlo.txt`). */
export const GML_CO2_STATION = 'Mauna Loa, Hawaii';

/** One monthly mean. */
export interface GmlMonthlyMean {
  year: number;
  month: number;
  value: number;
}

/** A parsed monthly file. */
export interface GmlMonthlyFile {
  /** `File Creation:` as ISO 8601 (NOAA gives no zone; read as UTC), when present. */
  createdAt?: string;
  rows: GmlMonthlyMean[];
  /** Data lines that could not be read. */
  malformed: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const CREATION =
  /File Creation:\s*(?:[A-Za-z]{3}\s+)?([A-Za-z]{3})\s+(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})\s+(\d{4})/;

/** Reads `File Creation: Wed Aug  5 10:21:49 2026` from the comment block. */
export function parseGmlFileCreation(text: string): string | undefined {
  const m = CREATION.exec(text);
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[1]!.toLowerCase());
  if (month < 0) return undefined;
  const t = Date.UTC(Number(m[6]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** Parses one monthly GML file; throws PayloadError when it holds no usable row. */
export function parseGmlMonthly(text: string, resource: string): GmlMonthlyFile {
  const byMonth = new Map<number, GmlMonthlyMean>();
  let malformed = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const cols = line.split(/[\s,]+/);
    const year = Number(cols[0]);
    const month = Number(cols[1]);
    const value = Number(cols[GML_AVERAGE_COLUMN]);
    const valid =
      cols.length > GML_AVERAGE_COLUMN &&
      Number.isInteger(year) &&
      year >= 1900 &&
      year <= 2200 &&
      Number.isInteger(month) &&
      month >= 1 &&
      month <= 12 &&
      Number.isFinite(value);
    if (!valid) {
      malformed++;
      continue;
    }
    // Negative averages are NOAA's "missing" sentinels (-99.99, -9.99, -1).
    if (value <= 0) continue;
    byMonth.set(year * 12 + month, { year, month, value });
  }
  const rows = [...byMonth.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
  if (rows.length === 0) throw new PayloadError(`${resource}: no monthly data rows`);
  if (malformed > rows.length) {
    throw new PayloadError(`${resource}: ${malformed} unreadable lines against ${rows.length} data rows`);
  }
  return { createdAt: parseGmlFileCreation(text), rows, malformed };
}

/**
 * Builds the `climate:co2-monitoring` data from the CO2 (Mauna Loa), CH4 (global) and, when
 * fetched, N2O (global) files, dated by the CO2 file's `File Creation`. N2O is optional: an absent
 * or unreadable N2O file leaves `n2oMonthly` out (with a warning), never zeros.
 */
export function parseCo2Monitoring(co2Text: string, ch4Text: string, n2oText?: string): ParseResult<Co2Data> {
  const co2 = parseGmlMonthly(co2Text, 'co2_mm_mlo.txt');
  const ch4 = parseGmlMonthly(ch4Text, 'ch4_mm_gl.txt');
  const warnings: string[] = [];
  if (co2.malformed > 0) warnings.push(`co2_mm_mlo.txt: ${co2.malformed} unreadable lines skipped`);
  if (ch4.malformed > 0) warnings.push(`ch4_mm_gl.txt: ${ch4.malformed} unreadable lines skipped`);
  let n2o: GmlMonthlyFile | undefined;
  if (n2oText !== undefined) {
    try {
      n2o = parseGmlMonthly(n2oText, 'n2o_mm_gl.txt');
      if (n2o.malformed > 0) warnings.push(`n2o_mm_gl.txt: ${n2o.malformed} unreadable lines skipped`);
    } catch (err) {
      if (!(err instanceof PayloadError)) throw err;
      warnings.push(`${err.message}; N2O left out`);
    }
  }
  return {
    data: {
      station: GML_CO2_STATION,
      co2Monthly: co2.rows,
      ch4Monthly: ch4.rows,
      ...(n2o ? { n2oMonthly: n2o.rows } : {}),
    },
    asOf: co2.createdAt,
    warnings,
  };
}
