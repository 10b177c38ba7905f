/**
 * Shared set-up of the ingestion tests: an in-memory store, a fast HTTP client (small time boxes,
 * tiny deterministic backoff) and fixture reading.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RawEnv } from '../../../src/env-vars';
import { IngestHttpClient, type IngestHttpOptions } from '../../../src/ingest/http-client';
import { type RunnerDeps, type RunSummary, runJob } from '../../../src/ingest/runner';
import type { Source } from '../../../src/ingest/source';
import type { AnyIngestJob } from '../../../src/ingest/types';
import type { Store } from '../../../src/store/ports';
import { createSqliteStore } from '../../../src/store/sqlite';

/** Time box of one attempt in tests, in ms. */
export const TEST_ATTEMPT_TIMEOUT_MS = 300;
/** User-Agent the tests expect on every request. */
export const TEST_USER_AGENT = 'worldmonitor-api-test/0 (+ingestion tests)';

/**
 * Reads a recorded upstream payload from the `fixtures/` folder beside a test file
 * (`moduleUrl`: the test's `import.meta.url`), e.g. `readFixture(import.meta.url, 'co2_mm_mlo.txt')`.
 */
export function readFixture(moduleUrl: string, ...parts: string[]): string {
  return readFileSync(join(dirname(fileURLToPath(moduleUrl)), 'fixtures', ...parts), 'utf8');
}

/** Reads a recorded upstream payload from `test/fixtures/upstream/` (transitional). */
export function fixture(...parts: string[]): string {
  return readFileSync(join(process.cwd(), 'test', 'fixtures', 'upstream', ...parts), 'utf8');
}

/** A test harness: store, client and a run function bound to them. */
export interface Harness {
  store: Store;
  http: IngestHttpClient;
  deps: RunnerDeps;
  run(job: AnyIngestJob): Promise<RunSummary>;
  close(): Promise<void>;
}

/** Builds a harness; `now` is fixed unless given. */
export function harness(
  options: { now?: () => Date; http?: Partial<IngestHttpOptions>; timeoutMs?: number } = {},
): Harness {
  const now = options.now ?? (() => new Date('2026-08-10T12:00:00.000Z'));
  const store = createSqliteStore(':memory:', now);
  const http = new IngestHttpClient({
    userAgent: TEST_USER_AGENT,
    attemptTimeoutMs: TEST_ATTEMPT_TIMEOUT_MS,
    maxAttempts: 2,
    backoffInitialMs: 5,
    backoffMaxMs: 20,
    random: () => 0.5,
    ...options.http,
  });
  const deps: RunnerDeps = { store, http, now, timeoutMs: options.timeoutMs ?? 5_000 };
  return { store, http, deps, run: (job) => runJob(job, deps), close: () => store.close() };
}

/** The job of a source with the given id (or its only job), built from an environment record. */
export function sourceJob(source: Source, env: RawEnv = {}, id?: string): AnyIngestJob {
  const jobs = source.createJobs(env);
  const job = id === undefined ? (jobs.length === 1 ? jobs[0] : undefined) : jobs.find((j) => j.id === id);
  if (!job) throw new Error(`${source.id}: no job ${id ?? '(several jobs: name one)'}`);
  return job;
}
