/**
 * How old a dataset's data may be before it is called stale (DESIGN §4): each dataset's window is
 * FRESHNESS_CADENCES cadences (with their jitter) of the job that refreshes it, so a daily source is
 * stale after three days and a monthly one after three months. Old data is still served: "stale"
 * informs (`X-Data-Status: stale`, health and /status), it never degrades the body.
 */
import type { AnyIngestJob } from './types';

/** A dataset is stale once its data is older than this many cadences of its job. */
export const FRESHNESS_CADENCES = 3;

/** Freshness window of each dataset, in ms, by snapshot key name. */
export type FreshnessWindows = ReadonlyMap<string, number>;

/** The window of every dataset the jobs refresh (the slowest job where several write one key). */
export function freshnessWindows(jobs: readonly AnyIngestJob[]): FreshnessWindows {
  const windows = new Map<string, number>();
  for (const job of jobs) {
    const ms = FRESHNESS_CADENCES * (job.schedule.everyMs + job.schedule.jitterMs);
    windows.set(job.key.name, Math.max(windows.get(job.key.name) ?? 0, ms));
  }
  return windows;
}

/**
 * The window of an answer built from several datasets: the longest of theirs (an answer is dated by
 * its oldest input, which may be the slowest source). Undefined when no job refreshes any of them.
 */
export function windowOf(windows: FreshnessWindows, keyNames: readonly string[]): number | undefined {
  let longest: number | undefined;
  for (const name of keyNames) {
    const ms = windows.get(name);
    if (ms !== undefined) longest = Math.max(longest ?? 0, ms);
  }
  return longest;
}

/** Where an answer's data stands: its date, its age in whole seconds, and whether that is stale. */
export interface DataAge {
  status: 'ok' | 'stale';
  fetchedAt: string;
  ageSeconds: number;
}

/** Where an answer's data stands: none, or its date, age and whether that is stale. */
export type Provenance = { status: 'unavailable' } | DataAge;

/** The age of data dated `fetchedAt` at `nowMs`, stale past `windowMs` (never, when undefined). */
export function dataAge(fetchedAt: string, nowMs: number, windowMs: number | undefined): DataAge {
  const ageMs = Math.max(0, nowMs - Date.parse(fetchedAt));
  const status = windowMs !== undefined && ageMs > windowMs ? 'stale' : 'ok';
  return { status, fetchedAt, ageSeconds: Math.floor(ageMs / 1000) };
}
