/**
 * Parser of the GIE AGSI+ storage API answer for the EU aggregate (`{last_page, total, data[]}`,
 * one entry per gas day with `gasDayStart`, `gasInStorage` (TWh) and `full` (% of working gas
 * volume)). Figures may come as strings or numbers; `-`, blank and null mean "not reported" and
 * the day is skipped (a missing fill level is never read as 0 %). Pure: text in, data out.
 * @see https://agsi.gie.eu/ (API documentation linked there)
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { EuGasStorageData } from '../../data';

/** Highest fill level accepted, percent (storage can run slightly above its nominal volume). */
export const AGSI_MAX_FULL_PERCENT = 110;

type Obj = Record<string, unknown>;
type Day = EuGasStorageData['days'][number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An AGSI+ figure: numbers or numeric strings; `-`, blank and null are undefined. */
export function agsiNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  if (t === '' || t === '-') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

function readDay(row: unknown): Day | 'missing' | 'malformed' {
  if (!isObject(row)) return 'malformed';
  const date = typeof row.gasDayStart === 'string' ? row.gasDayStart.trim() : '';
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return 'malformed';
  const full = agsiNumber(row.full);
  if (full === undefined) return 'missing';
  if (full < 0 || full > AGSI_MAX_FULL_PERCENT) return 'malformed';
  const stored = agsiNumber(row.gasInStorage);
  return {
    gasDayStart: date,
    full,
    ...(stored !== undefined && stored >= 0 ? { gasInStorage: stored } : {}),
  };
}

/**
 * Builds `economic:gie-eu-gas-storage` from one answer, newest day first. Dated by the newest gas
 * day: the answer carries no publication time.
 */
export function parseAgsiEuStorage(body: string, resource: string): ParseResult<EuGasStorageData> {
  const json = parseJsonBody(body, resource);
  const rows = isObject(json) ? json.data : Array.isArray(json) ? json : undefined;
  if (!Array.isArray(rows)) {
    const err = isObject(json) ? (json.error ?? json.message) : undefined;
    throw new PayloadError(`${resource}: no data array${typeof err === 'string' ? `: ${err}` : ''}`);
  }
  const byDay = new Map<string, Day>();
  const counts = { missing: 0, malformed: 0 };
  for (const raw of rows) {
    const day = readDay(raw);
    if (typeof day === 'string') counts[day]++;
    else if (!byDay.has(day.gasDayStart)) byDay.set(day.gasDayStart, day);
  }
  const days = [...byDay.values()].sort((a, b) => (a.gasDayStart < b.gasDayStart ? 1 : -1));
  if (days.length === 0) throw new PayloadError(`${resource}: no gas day with a fill level`);
  if (counts.malformed > days.length) {
    throw new PayloadError(`${resource}: ${counts.malformed} unreadable rows against ${days.length} days`);
  }
  const warnings: string[] = [];
  if (counts.malformed > 0) warnings.push(`${resource}: ${counts.malformed} unreadable rows skipped`);
  if (counts.missing > 0) warnings.push(`${resource}: ${counts.missing} days without a fill level skipped`);
  return { data: { days }, asOf: `${days[0]!.gasDayStart}T00:00:00Z`, warnings };
}
