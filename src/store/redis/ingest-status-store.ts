/**
 * Redis adapter of the IngestStatusStore port: one hash, job name → JSON of its last outcome.
 * A single HSET replaces a job's record, so readers never see half of one.
 */
import type { Redis } from 'ioredis';
import type { IngestRunRecord, IngestStatusStore } from '../ports';
import { redisShapePrefix } from './client';

/** Shape version of the hash of outcomes (the JSON of each job's record). */
export const INGEST_RUNS_REDIS_SHAPE = 1;

/** Hash of every job's last outcome. */
export const INGEST_RUNS_KEY = `${redisShapePrefix(INGEST_RUNS_REDIS_SHAPE)}ingest-runs`;

const STATES: readonly IngestRunRecord['state'][] = ['ok', 'stale', 'not_configured', 'never_run'];

/** Creates the Redis ingest status store. */
export function createRedisIngestStatusStore(client: Redis): IngestStatusStore {
  return {
    async record(run) {
      const stored: IngestRunRecord = {
        job: run.job,
        state: run.state,
        lastAttemptAt: run.lastAttemptAt,
        lastSuccessAt: run.lastSuccessAt,
        lastError: run.lastError,
        attempts: run.attempts,
      };
      await client.hset(INGEST_RUNS_KEY, run.job, JSON.stringify(stored));
    },
    async list() {
      const all = await client.hgetall(INGEST_RUNS_KEY);
      const runs: IngestRunRecord[] = [];
      for (const [job, raw] of Object.entries(all)) {
        const run = decode(job, raw);
        if (run) runs.push(run);
      }
      // Same order as the SQLite adapter (by job name).
      return runs.sort((a, b) => (a.job < b.job ? -1 : a.job > b.job ? 1 : 0));
    },
  };
}

function decode(job: string, raw: string): IngestRunRecord | undefined {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  const state = STATES.find((s) => s === v.state);
  if (!state) return undefined;
  return {
    job,
    state,
    lastAttemptAt: text(v.lastAttemptAt),
    lastSuccessAt: text(v.lastSuccessAt),
    lastError: text(v.lastError),
    attempts: typeof v.attempts === 'number' ? v.attempts : 0,
  };
}
