/**
 * Job-lock leases in the runner (issue #18): the lease is short and renewed while the run lasts,
 * so a run longer than several leases keeps its lock, and a dead worker's lock ends with one
 * lease; a run whose lock was taken by another worker is abandoned without recording or
 * publishing; a scheduled run finds a job another worker just ran and skips it (`ran_elsewhere`).
 * Two workers are two store instances on one SQLite file; the upstream is a local server with
 * the recorded NOAA payloads. Leases are about time, so the clock is faked (Date and the renewal
 * timer move together, only when the test moves them), and a run is held open by holding its
 * upstream answer, not by a slow upstream: a busy machine cannot end a lease or a run early.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchLike, IngestHttpClient } from '../../src/ingest/http-client';
import { JOB_LOCK_RENEW_FRACTION, type RunnerDeps, runJob } from '../../src/ingest/runner';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { TEST_USER_AGENT } from '../helpers/ingest/ingest-harness';
import { SAMPLE_CO2_PATH, SAMPLE_KEY, SAMPLE_ROUTES, sampleJob } from '../helpers/ingest/sample-job';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';

/** Lease of the runs under test, in ms (of the faked clock). */
const LEASE_MS = 400;
/** How often a held lock is renewed, in ms (as the runner computes it). */
const RENEW_MS = Math.floor(LEASE_MS * JOB_LOCK_RENEW_FRACTION);

/** The CO2 answer of a run, held until the test lets it through (or the run is aborted). */
function heldUpstream() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const fetchFn: FetchLike = async (url, init) => {
    if (url.includes(SAMPLE_CO2_PATH)) {
      arrive();
      await new Promise<void>((resolve, reject) => {
        released.then(resolve);
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return fetch(url, init);
  };
  /** `arrived`: the run holds its lock and waits for the answer. */
  return { fetch: fetchFn, arrived, release };
}

describe('job-lock leases in the runner', () => {
  let up: Upstream;
  let dir: string;
  let stores: Store[];
  beforeEach(async () => {
    // setTimeout stays real: the attempt's time box and the local server are not under test.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    up = await startUpstream(SAMPLE_ROUTES);
    dir = mkdtempSync(join(tmpdir(), 'wm-job-lease-'));
    stores = [];
  });
  afterEach(async () => {
    vi.useRealTimers();
    await up.close();
    for (const s of stores) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const worker = (fetchFn?: FetchLike): RunnerDeps => {
    const store = createSqliteStore(join(dir, 'store.db'));
    stores.push(store);
    const http = new IngestHttpClient({
      userAgent: TEST_USER_AGENT,
      attemptTimeoutMs: 5_000,
      maxAttempts: 1,
      ...(fetchFn ? { fetch: fetchFn } : {}),
    });
    return { store, http, now: () => new Date(), timeoutMs: 10_000, lockLeaseMs: LEASE_MS };
  };
  const job = () => sampleJob(up.url);

  it('keeps the lock through a run several leases long, then frees it', async () => {
    const held = heldUpstream();
    const [a, b] = [worker(held.fetch), worker()];
    const run = runJob(job(), a);
    await held.arrived;
    // Three leases pass, renewal by renewal: without them the lock would have ended twice over.
    for (let passed = 0; passed < LEASE_MS * 3; passed += RENEW_MS)
      await vi.advanceTimersByTimeAsync(RENEW_MS);
    expect(await b.store.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), LEASE_MS)).toBeUndefined();
    held.release();
    expect((await run).state).toBe('ok');
    expect(await b.store.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), LEASE_MS)).toEqual(expect.any(String));
  });

  it('abandons a run whose lock another worker took, recording and publishing nothing', async () => {
    const held = heldUpstream();
    const [a, b] = [worker(held.fetch), worker()];
    const run = runJob(job(), a);
    await held.arrived;
    // The lease "ended" (as after a stall) and another worker took the lock.
    const db = new Database(join(dir, 'store.db'));
    db.prepare('DELETE FROM job_locks').run();
    db.close();
    expect(await b.store.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), LEASE_MS * 10)).toEqual(
      expect.any(String),
    );
    // The next renewal finds the lock taken and aborts the run.
    await vi.advanceTimersByTimeAsync(RENEW_MS);
    const summary = await run;
    expect(summary).toMatchObject({ state: 'failed', error: 'cancelled' });
    expect((await a.store.snapshots.read(SAMPLE_KEY)).status).toBe('miss');
    expect(await a.store.ingestStatus.list()).toEqual([]);
  });

  it('skips a scheduled run of a job that ran within the window, and never an explicit one', async () => {
    const [a, b] = [worker(), worker()];
    expect((await runJob(job(), a)).state).toBe('ok');
    const skipped = await runJob(job(), b, undefined, { skipIfRanWithinMs: 60_000 });
    expect(skipped).toMatchObject({ state: 'ran_elsewhere', records: null, error: null });
    expect(up.requests.filter((r) => r.path === SAMPLE_CO2_PATH)).toHaveLength(1);
    expect((await runJob(job(), b)).state).not.toBe('ran_elsewhere');
    expect(up.requests.filter((r) => r.path === SAMPLE_CO2_PATH)).toHaveLength(2);
  });
});
