/**
 * Parser of the Treasury Fiscal Data API answer for the Monthly Treasury Statement, table 9
 * (`{data[], meta, links}`; every value is a string, a missing one the string `"null"` or null).
 * Keeps the "Customs Duties" rows; a row without both amounts is skipped and counted, never read
 * as zero. Pure: text in, data out.
 * @see https://fiscaldata.treasury.gov/api-documentation/
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { CustomsRevenueRow } from '../../data';

/** The table 9 classification of customs receipts. */
export const CUSTOMS_DUTIES_CLASSIFICATION = 'Customs Duties';
/** First calendar month of the US federal fiscal year (October). */
export const FISCAL_YEAR_FIRST_MONTH = 10;

type Obj = Record<string, unknown>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A Fiscal Data number: numeric strings (or numbers); `"null"`, blank and null are undefined. */
export function fiscalNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const t = v.trim().replace(/,/g, '');
  if (t === '' || t.toLowerCase() === 'null') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

function integerOr(v: unknown, fallback: number): number {
  const n = fiscalNumber(v);
  return n !== undefined && Number.isInteger(n) ? n : fallback;
}

/** One row, or why it was left out. */
function readRow(row: unknown): CustomsRevenueRow | 'other' | 'missing' | 'malformed' {
  if (!isObject(row)) return 'malformed';
  const desc = typeof row.classification_desc === 'string' ? row.classification_desc.trim() : '';
  if (desc.toLowerCase() !== CUSTOMS_DUTIES_CLASSIFICATION.toLowerCase()) return 'other';
  const m = typeof row.record_date === 'string' ? DATE.exec(row.record_date) : null;
  if (!m || Number.isNaN(Date.parse(`${m[0]}T00:00:00Z`))) return 'malformed';
  const monthly = fiscalNumber(row.current_month_rcpt_outly_amt);
  const fytd = fiscalNumber(row.current_fytd_rcpt_outly_amt);
  if (monthly === undefined || fytd === undefined) return 'missing';
  const year = Number(m[1]);
  const month = Number(m[2]);
  // The published year/month fields win; the record date gives the same values when they are absent.
  const calendarYear = integerOr(row.record_calendar_year, year);
  const calendarMonth = integerOr(row.record_calendar_month, month);
  const fiscalYear = integerOr(row.record_fiscal_year, month >= FISCAL_YEAR_FIRST_MONTH ? year + 1 : year);
  return {
    recordDate: m[0],
    calendarYear,
    calendarMonth,
    fiscalYear,
    monthlyAmountUsd: monthly,
    fytdAmountUsd: fytd,
  };
}

/**
 * Builds `trade:customs-revenue` from one answer. Dated by the newest record date (the last day of
 * the newest month covered): the answer carries no publication time.
 */
export function parseCustomsRevenue(
  body: string,
  resource: string,
): ParseResult<{ months: CustomsRevenueRow[] }> {
  const json = parseJsonBody(body, resource);
  if (!isObject(json) || !Array.isArray(json.data)) {
    const message = isObject(json) && typeof json.message === 'string' ? `: ${json.message}` : '';
    throw new PayloadError(`${resource}: no data array${message}`);
  }
  const byDate = new Map<string, CustomsRevenueRow>();
  const counts = { other: 0, missing: 0, malformed: 0 };
  for (const raw of json.data) {
    const row = readRow(raw);
    if (typeof row === 'string') counts[row]++;
    else if (!byDate.has(row.recordDate)) byDate.set(row.recordDate, row);
  }
  const months = [...byDate.values()].sort((a, b) => (a.recordDate < b.recordDate ? -1 : 1));
  if (months.length === 0) throw new PayloadError(`${resource}: no ${CUSTOMS_DUTIES_CLASSIFICATION} rows`);
  if (counts.malformed > months.length) {
    throw new PayloadError(
      `${resource}: ${counts.malformed} unreadable rows against ${months.length} months`,
    );
  }
  const warnings: string[] = [];
  if (counts.malformed > 0) warnings.push(`${resource}: ${counts.malformed} unreadable rows skipped`);
  if (counts.missing > 0) warnings.push(`${resource}: ${counts.missing} months without amounts skipped`);
  if (counts.other > 0) warnings.push(`${resource}: ${counts.other} rows of other classifications ignored`);
  return { data: { months }, asOf: `${months.at(-1)!.recordDate}T00:00:00Z`, warnings };
}
