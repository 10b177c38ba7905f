/**
 * Job-lock leases in the runner (issue #18): the lease is short and renewed while the run lasts,
 * so a run longer than several leases keeps its lock, and a dead worker's lock ends with one
 * lease; a run whose lock was taken by another worker is abandoned without recording or
 * publishing; a scheduled run finds a job another worker just ran and skips it (`ran_elsewhere`).
 * Two workers are two store instances on one SQLite file; the upstream is a local server with
 * the recorded NOAA payloads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IngestHttpClient } from '../../src/ingest/http-client';
import { type RunnerDeps, runJob } from '../../src/ingest/runner';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { TEST_USER_AGENT } from '../helpers/ingest/ingest-harness';
import { SAMPLE_CO2_PATH, SAMPLE_KEY, SAMPLE_ROUTES, sampleJob } from '../helpers/ingest/sample-job';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';

/** Lease of the runs under test, in ms; the slow upstream answers after several of them. */
const LEASE_MS = 400;
const SLOW_MS = LEASE_MS * 3;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job-lock leases in the runner', () => {
  let up: Upstream;
  let dir: string;
  let stores: Store[];
  beforeEach(async () => {
    up = await startUpstream({
      ...SAMPLE_ROUTES,
      [SAMPLE_CO2_PATH]: { ...SAMPLE_ROUTES[SAMPLE_CO2_PATH], delayMs: SLOW_MS },
    });
    dir = mkdtempSync(join(tmpdir(), 'wm-job-lease-'));
    stores = [];
  });
  afterEach(async () => {
    await up.close();
    for (const s of stores) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const worker = (): RunnerDeps => {
    const store = createSqliteStore(join(dir, 'store.db'));
    stores.push(store);
    const http = new IngestHttpClient({
      userAgent: TEST_USER_AGENT,
      attemptTimeoutMs: 5_000,
      maxAttempts: 1,
    });
    return { store, http, now: () => new Date(), timeoutMs: 10_000, lockLeaseMs: LEASE_MS };
  };
  const job = () => sampleJob(up.url);

  it('keeps the lock through a run several leases long, then frees it', async () => {
    const [a, b] = [worker(), worker()];
    const run = runJob(job(), a);
    await wait(LEASE_MS * 2);
    expect(await b.store.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), LEASE_MS)).toBeUndefined();
    expect((await run).state).toBe('ok');
    expect(await b.store.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), LEASE_MS)).toEqual(expect.any(String));
  });

  it('abandons a run whose lock another worker took, recording and publishing nothing', async () => {
    const [a, b] = [worker(), worker()];
    const run = runJob(job(), a);
    await wait(LEASE_MS / 4);
    // The lease "ended" (as after a stall) and another worker took the lock.
    const db = new Database(join(dir, 'store.db'));
    db.prepare('DELETE FROM job_locks').run();
    db.close();
    expect(await b.store.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), LEASE_MS * 10)).toEqual(
      expect.any(String),
    );
    const summary = await run;
    expect(summary).toMatchObject({ state: 'failed', error: 'cancelled' });
    expect((await a.store.snapshots.read(SAMPLE_KEY)).status).toBe('miss');
    expect(await a.store.ingestStatus.list()).toEqual([]);
  });

  it('skips a scheduled run of a job that ran within the window, and never an explicit one', async () => {
    up.route(SAMPLE_CO2_PATH, SAMPLE_ROUTES[SAMPLE_CO2_PATH]);
    const [a, b] = [worker(), worker()];
    expect((await runJob(job(), a)).state).toBe('ok');
    const skipped = await runJob(job(), b, undefined, { skipIfRanWithinMs: 60_000 });
    expect(skipped).toMatchObject({ state: 'ran_elsewhere', records: null, error: null });
    expect(up.requests.filter((r) => r.path === SAMPLE_CO2_PATH)).toHaveLength(1);
    expect((await runJob(job(), b)).state).not.toBe('ran_elsewhere');
    expect(up.requests.filter((r) => r.path === SAMPLE_CO2_PATH)).toHaveLength(2);
  });
});
