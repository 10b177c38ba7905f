import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLED_DIR, loadBundles } from '../../src/ingest/bundled';
import { createJobs } from '../../src/ingest/jobs';
import { createNoaaCo2Job } from '../../src/ingest/jobs/noaa-co2';
import { keys } from '../../src/store/keys';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';

describe('bundled payloads', () => {
  let store: Store;
  beforeEach(() => {
    store = createSqliteStore(':memory:');
  });
  afterEach(() => store.close());

  it('loads every real capture through its parser, keeping the capture date', async () => {
    const results = await loadBundles(createJobs({}), { store });
    const loaded = results.filter((r) => r.state === 'loaded').map((r) => r.job);
    expect(loaded.sort()).toEqual(
      [
        'faa-airport-delays',
        'opensky-positions',
        'noaa-co2',
        'nsidc-ocean-ice',
        'openaq-air-quality',
        'gdacs-events',
        'eonet-events',
        'gem-pipelines-gas',
        'gem-pipelines-oil',
        'eia-crude-stocks',
        'energy-spot-prices',
      ].sort(),
    );
    // Every other job has no real capture, so no bundle: nothing failed.
    expect(results.filter((r) => r.state !== 'loaded').every((r) => r.state === 'no_bundle')).toBe(true);
    const faa = await store.snapshots.read(keys.aviationAirportDelays);
    expect(faa.status === 'hit' && faa.snapshot.meta).toMatchObject({
      fetchedAt: '2026-07-29T14:41:01.000Z',
      source: 'bundled:faa-nas-status/airport-status-information.xml',
      recordCount: 7,
    });
    const co2 = await store.snapshots.read(keys.climateCo2);
    expect(co2.status === 'hit' && co2.snapshot.meta).toMatchObject({
      fetchedAt: '2026-08-05T10:21:49.000Z',
      recordCount: 36,
    });
    expect(co2.status === 'hit' && co2.snapshot.data.co2Monthly.at(-1)).toEqual({
      year: 2026,
      month: 7,
      value: 429.12,
    });
  });

  it('never replaces an existing snapshot', async () => {
    await store.snapshots.publish(
      keys.climateCo2,
      { station: 'test', co2Monthly: [{ year: 2030, month: 1, value: 1 }], ch4Monthly: [] },
      { fetchedAt: '2030-01-02T00:00:00.000Z', source: 'test' },
    );
    const [result] = await loadBundles([createNoaaCo2Job({})], { store });
    expect(result?.state).toBe('snapshot_present');
    const read = await store.snapshots.read(keys.climateCo2);
    expect(read.status === 'hit' && read.snapshot.meta.source).toBe('test');
  });

  it('reports a broken bundle without throwing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundles-'));
    mkdirSync(join(dir, 'noaa-gml'));
    writeFileSync(join(dir, 'noaa-gml', 'co2_mm_mlo.txt'), 'not data');
    const [result] = await loadBundles([createNoaaCo2Job({})], { store, dir });
    expect(result?.state).toBe('failed');
    expect((await store.snapshots.read(keys.climateCo2)).status).toBe('miss');
  });

  it('ships a SOURCE.md naming the capture date beside every bundle', () => {
    for (const job of createJobs({})) {
      if (!job.bundle) continue;
      const source = join(BUNDLED_DIR, job.bundle.dir, 'SOURCE.md');
      expect(existsSync(source)).toBe(true);
      expect(readFileSync(source, 'utf8')).toContain(job.bundle.capturedAt.slice(0, 10));
      for (const file of Object.values(job.bundle.files))
        expect(existsSync(join(BUNDLED_DIR, job.bundle.dir, file))).toBe(true);
    }
  });
});
