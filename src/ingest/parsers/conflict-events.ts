/**
 * The normalised conflict event (`conflict:dataset-events`) and what UCDP and ACLED parsers share:
 * reading loosely typed JSON fields (numbers arrive as strings in ACLED), dates to epoch ms at
 * 00:00 UTC, positions checked, and the rolling window the snapshot keeps.
 */
import type { Static } from 'typebox';
import type { ConflictEventRecordSchema, ConflictEventsDataSchema } from '../../store/schemas/conflict';
import { PayloadError } from '../errors';
import type { ParseResult } from '../types';
import { num, str } from '../parse/json-values';

/** One normalised event. */
export type ConflictEvent = Static<typeof ConflictEventRecordSchema>;
/** The snapshot data. */
export type ConflictEventsData = Static<typeof ConflictEventsDataSchema>;

/** Days of events the snapshot keeps, counted back from the newest event (at most now). */
export const CONFLICT_EVENTS_WINDOW_DAYS = 90;
/** Most events kept (newest first) whatever the window holds. */
export const MAX_CONFLICT_EVENTS = 50_000;
const DAY_MS = 86_400_000;

/** The events one dataset produced. */
export interface DatasetEvents {
  dataset: string;
  events: ConflictEvent[];
  skipped: number;
}

/** Merges datasets, keeps the rolling window and the newest events; fails when nothing usable came. */
export function buildConflictEvents(
  parts: readonly DatasetEvents[],
  now: Date,
): ParseResult<ConflictEventsData> {
  if (parts.length === 0) throw new PayloadError('no conflict dataset was fetched');
  const byId = new Map<string, ConflictEvent>();
  for (const part of parts) for (const e of part.events) if (!byId.has(e.id)) byId.set(e.id, e);
  const all = [...byId.values()].filter((e) => e.occurredAt <= now.getTime());
  const newest = all.reduce((max, e) => Math.max(max, e.occurredAt), 0);
  // Anchored on the newest event, so a dataset published with a lag still fills the window.
  const from = newest - CONFLICT_EVENTS_WINDOW_DAYS * DAY_MS;
  const events = all
    .filter((e) => e.occurredAt >= from)
    .sort((a, b) => b.occurredAt - a.occurredAt || a.id.localeCompare(b.id))
    .slice(0, MAX_CONFLICT_EVENTS);
  const warnings = parts
    .filter((p) => p.skipped > 0)
    .map((p) => `${p.dataset}: ${p.skipped} events without a usable id, date or position skipped`);
  return { data: { dataset: parts.map((p) => p.dataset).join(' + '), events }, warnings };
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
