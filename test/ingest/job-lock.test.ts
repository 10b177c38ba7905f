/**
 * One worker at a time per job (DESIGN §1): two workers sharing a store start the same job at
 * once; one runs it, the other reports `running_elsewhere` without fetching, recording or
 * publishing anything, and the lock is free again once the run ends, whatever its outcome. The
 * two workers are two store instances on one SQLite file (as two processes would be); the
 * upstream is a local server with the recorded NOAA payloads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IngestHttpClient } from '../../src/ingest/http-client';
import { type RunnerDeps, runJob } from '../../src/ingest/runner';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { TEST_USER_AGENT } from '../helpers/ingest/ingest-harness';
import {
  SAMPLE_CH4_BODY,
  SAMPLE_CH4_PATH,
  SAMPLE_CO2_BODY,
  SAMPLE_CO2_PATH,
  SAMPLE_KEY,
  SAMPLE_N2O_BODY,
  SAMPLE_N2O_PATH,
  sampleJob,
} from '../helpers/ingest/sample-job';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';

const CO2 = SAMPLE_CO2_BODY;
const CH4 = SAMPLE_CH4_BODY;

describe('job locks in the runner', () => {
  let up: Upstream;
  let dir: string;
  let stores: Store[];
  beforeEach(async () => {
    up = await startUpstream({
      [SAMPLE_CO2_PATH]: { body: CO2, delayMs: 150 },
      [SAMPLE_CH4_PATH]: { body: CH4 },
      [SAMPLE_N2O_PATH]: { body: SAMPLE_N2O_BODY },
    });
    dir = mkdtempSync(join(tmpdir(), 'wm-job-lock-'));
    stores = [];
  });
  afterEach(async () => {
    await up.close();
    for (const s of stores) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A worker: its own store instance on the shared file, its own HTTP client. */
  const worker = (): RunnerDeps => {
    const store = createSqliteStore(join(dir, 'store.db'));
    stores.push(store);
    const http = new IngestHttpClient({
      userAgent: TEST_USER_AGENT,
      attemptTimeoutMs: 2_000,
      maxAttempts: 1,
      backoffInitialMs: 5,
      backoffMaxMs: 20,
      random: () => 0.5,
    });
    return { store, http, now: () => new Date(), timeoutMs: 5_000 };
  };
  const job = () => sampleJob(up.url);

  it('runs a job on one worker while the other skips it, then frees the lock', async () => {
    const [a, b] = [worker(), worker()];
    const [first, second] = await Promise.all([runJob(job(), a), runJob(job(), b)]);
    const states = [first.state, second.state].sort();
    expect(states).toEqual(['ok', 'running_elsewhere']);
    const skipped = first.state === 'running_elsewhere' ? first : second;
    expect(skipped).toMatchObject({ records: null, fetchedAt: null, error: null });
    // Only one worker fetched: one request per upstream file.
    expect(up.requests.filter((r) => r.path === SAMPLE_CO2_PATH)).toHaveLength(1);
    const read = await b.store.snapshots.read(SAMPLE_KEY);
    expect(read.status).toBe('hit');
    // The lock was released: the skipped worker runs the job next time.
    expect((await runJob(job(), skipped === first ? a : b)).state).not.toBe('running_elsewhere');
  });

  it('frees the lock after a failed run too', async () => {
    up.route(SAMPLE_CO2_PATH, { status: 503, body: 'maintenance' });
    const a = worker();
    expect((await runJob(job(), a)).state).toBe('failed');
    expect(await a.store.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), 1_000)).toEqual(expect.any(String));
  });
});
