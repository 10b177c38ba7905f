import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBundles } from '../../src/ingest/bundled';
import type { AnyIngestJob } from '../../src/ingest/types';
import { CATALOG } from '../../src/services';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';

const JOBS = CATALOG.createJobs({});
const BUNDLED = JOBS.filter((j) => j.bundle !== undefined);

function firstBundled(): AnyIngestJob & { bundle: NonNullable<AnyIngestJob['bundle']> } {
  const job = BUNDLED[0];
  if (!job?.bundle) throw new Error('no bundled job');
  return job as AnyIngestJob & { bundle: NonNullable<AnyIngestJob['bundle']> };
}

describe('bundled payloads', () => {
  let store: Store;
  beforeEach(() => {
    store = createSqliteStore(':memory:');
  });
  afterEach(() => store.close());

  it('loads every real capture through its parser, and nothing else', async () => {
    expect(BUNDLED.length).toBeGreaterThanOrEqual(11);
    const results = await loadBundles(JOBS, { store });
    for (const r of results) {
      const job = JOBS.find((j) => j.id === r.job);
      expect(r.state, `${r.job}: ${r.error ?? ''}`).toBe(job?.bundle ? 'loaded' : 'no_bundle');
    }
    for (const job of BUNDLED) {
      const read = await store.snapshots.read(job.key);
      expect(read.status, job.id).toBe('hit');
      if (read.status !== 'hit') continue;
      expect(read.snapshot.meta.recordCount, job.id).toBeGreaterThan(0);
      expect(read.snapshot.meta.source).toBe(
        `bundled:${job.bundle?.name}/${Object.values(job.bundle?.files ?? {}).join(',')}`,
      );
      // The data's own date (or the capture date) is kept, never the time of loading.
      expect(Date.parse(read.snapshot.meta.fetchedAt)).toBeLessThan(Date.now() - 60_000);
    }
  });

  it('never replaces an existing snapshot', async () => {
    const job = firstBundled();
    await loadBundles([job], { store });
    const before = await store.snapshots.read(job.key);
    const [result] = await loadBundles([job], { store });
    expect(result?.state).toBe('snapshot_present');
    const after = await store.snapshots.read(job.key);
    expect(before.status).toBe('hit');
    expect(after.status).toBe('hit');
    if (after.status !== 'hit' || before.status !== 'hit') return;
    expect(after.snapshot.version).toBe(before.snapshot.version);
  });

  it('reports a broken bundle without throwing', async () => {
    const job = firstBundled();
    const dir = mkdtempSync(join(tmpdir(), 'bundles-'));
    for (const file of Object.values(job.bundle.files)) writeFileSync(join(dir, file), 'not data');
    const broken = { ...job, bundle: { ...job.bundle, dir } };
    const [result] = await loadBundles([broken], { store });
    expect(result?.state).toBe('failed');
    expect((await store.snapshots.read(job.key)).status).toBe('miss');
  });

  it('ships a SOURCE.md naming the capture date beside every bundle', () => {
    for (const job of BUNDLED) {
      if (!job.bundle) continue;
      const folder = job.bundle.dir;
      const source = join(folder, 'SOURCE.md');
      expect(existsSync(source), source).toBe(true);
      expect(readFileSync(source, 'utf8')).toContain(job.bundle.capturedAt.slice(0, 10));
      for (const file of Object.values(job.bundle.files)) expect(existsSync(join(folder, file))).toBe(true);
    }
  });
});
