/**
 * Merging the datasets' events into `conflict:dataset-events`: one event per id, the rolling
 * window the snapshot keeps, newest first, capped. The snapshot is dated by its newest event (the
 * datasets state no publication time of their own), never by the fetch.
 */
import { PayloadError } from '../../../../ingest/errors';
import type { ParseResult } from '../../../../ingest/types';
import type { ConflictEventRecord, ConflictEventsData } from '../../data';

/** Days of events the snapshot keeps, counted back from the newest event (at most now). */
export const CONFLICT_EVENTS_WINDOW_DAYS = 90;
/** Most events kept (newest first) whatever the window holds. */
export const MAX_CONFLICT_EVENTS = 50_000;
const DAY_MS = 86_400_000;

/** The events one dataset produced. */
export interface DatasetEvents {
  dataset: string;
  events: ConflictEventRecord[];
  skipped: number;
}

/** Merges datasets, keeps the rolling window and the newest events; fails when nothing usable came. */
export function buildConflictEvents(
  parts: readonly DatasetEvents[],
  now: Date,
): ParseResult<ConflictEventsData> {
  if (parts.length === 0) throw new PayloadError('no conflict dataset was fetched');
  const byId = new Map<string, ConflictEventRecord>();
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
  return {
    data: { dataset: parts.map((p) => p.dataset).join(' + '), events },
    ...(events.length > 0 ? { asOf: new Date(newest).toISOString() } : {}),
    warnings,
  };
}
