/**
 * Shared set-up of the ingestion tests: an in-memory store, an HTTP client for a local upstream
 * (time boxes of seconds, tiny deterministic backoff) and fixture reading.
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

/**
 * Time box of a call to a local upstream in tests, in ms. The local server answers at once: only
 * a busy machine (another test suite, a CPU-heavy process) makes an answer slow, so the box is
 * seconds and load cannot trip it. A test whose subject is a time box fakes its clock, or points
 * a short box at an upstream that stays silent (SILENT_UPSTREAM_MS).
 */
export const LOCAL_TIME_BOX_MS = 5_000;
/** Time box of one attempt in tests, in ms (against a local upstream). */
export const TEST_ATTEMPT_TIMEOUT_MS = LOCAL_TIME_BOX_MS;
/**
 * Time box of one attempt in the tests of that time box, in ms: the upstream stays silent, so the
 * box trips however busy the machine is (the attempt's box is `AbortSignal.timeout`, which fake
 * timers cannot move). Nothing that must succeed may run under it.
 */
export const SHORT_ATTEMPT_TIMEOUT_MS = 200;
/** How long a silent upstream waits before answering, in ms: longer than any test runs. */
export const SILENT_UPSTREAM_MS = 3_600_000;
/** Time box of a whole run in tests, in ms (against a local upstream). */
export const TEST_RUN_TIMEOUT_MS = 10_000;
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
  const deps: RunnerDeps = { store, http, now, timeoutMs: options.timeoutMs ?? TEST_RUN_TIMEOUT_MS };
  return { store, http, deps, run: (job) => runJob(job, deps), close: () => store.close() };
}

/** The job of a source with the given id (or its only job), built from an environment record. */
export function sourceJob(source: Source, env: RawEnv = {}, id?: string): AnyIngestJob {
  const jobs = source.createJobs(env);
  const job = id === undefined ? (jobs.length === 1 ? jobs[0] : undefined) : jobs.find((j) => j.id === id);
  if (!job) throw new Error(`${source.id}: no job ${id ?? '(several jobs: name one)'}`);
  return job;
}
