/**
 * Crash and restart (issue #25): a process killed with `kill -9` leaves its job locks held until
 * their lease ends. The restarted process's scheduler must refresh those datasets once the lease
 * can have expired, not a whole cadence later (a day for daily sources). The dead process is a
 * lock written into the same SQLite file; the upstream is a local server with recorded payloads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIngestion, MIN_JOB_LOCK_LEASE_MS } from '../../src/ingest/runtime';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { SAMPLE_KEY, SAMPLE_ROUTES, sampleJob } from '../helpers/ingest/sample-job';
import { startUpstream, type Upstream } from '../helpers/ingest/upstream-server';

/** How long the test waits for the refresh; far below the sample job's cadence. */
const PATIENCE_MS = 15_000;

describe('scheduler after a crash', () => {
  let up: Upstream;
  let dir: string;
  let store: Store;
  beforeEach(async () => {
    up = await startUpstream(SAMPLE_ROUTES);
    dir = mkdtempSync(join(tmpdir(), 'wm-crash-restart-'));
    store = createSqliteStore(join(dir, 'store.db'));
  });
  afterEach(async () => {
    await up.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refreshes a job whose lock a killed process still held once its lease can have ended', async () => {
    const job = sampleJob(up.url);
    expect(job.schedule.everyMs).toBeGreaterThan(PATIENCE_MS * 10);
    // The killed process took the lock just before it died.
    const dead = createSqliteStore(join(dir, 'store.db'));
    expect(await dead.jobLocks.acquire(SAMPLE_KEY.name, Date.now(), MIN_JOB_LOCK_LEASE_MS)).toEqual(
      expect.any(String),
    );
    await dead.close();

    const ingestion = createIngestion({
      env: { JOB_LOCK_LEASE_MS: String(MIN_JOB_LOCK_LEASE_MS) },
      jobs: [job],
      store,
    });
    const scheduler = ingestion.startScheduler();
    try {
      const started = Date.now();
      while ((await store.snapshots.read(SAMPLE_KEY)).status !== 'hit') {
        if (Date.now() - started > PATIENCE_MS) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await store.snapshots.read(SAMPLE_KEY)).status).toBe('hit');
      expect(up.requests.length).toBeGreaterThan(0);
    } finally {
      await scheduler.stop();
    }
  });
});
