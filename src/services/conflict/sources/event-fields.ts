/**
 * What the UCDP GED and ACLED readers share: the loosely typed fields both send (numbers arrive as
 * strings in ACLED, dates with or without a time), read into the normalised event's values, and
 * the range of event dates a run asks both for.
 */
import { num, str } from '../../../ingest/parse/json-values';

const DAY_MS = 86_400_000;

/** Event dates a run asks for: first and last day, YYYY-MM-DD, both inclusive. */
export interface DayWindow {
  start: string;
  end: string;
}

/** A date (`2024-05-03`, `2024-05-03T00:00:00`, epoch seconds) as epoch ms at 00:00 UTC of that day. */
export function dayStartMs(value: unknown): number | undefined {
  const text = str(value);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (ymd) {
    const t = Date.UTC(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
    return Number.isNaN(t) ? undefined : t;
  }
  const epoch = num(value);
  if (epoch !== undefined && epoch > 0) return Math.floor((epoch * 1000) / DAY_MS) * DAY_MS;
  return undefined;
}

/** Deaths as a non-negative integer (0 when unreadable). */
export function deaths(value: unknown): number {
  const n = num(value);
  return n === undefined || n < 0 ? 0 : Math.round(n);
}

/** Non-empty actor names, in order, without repeats. */
export function actors(...names: unknown[]): string[] {
  return [...new Set(names.map(str).filter((n) => n.length > 0))];
}
