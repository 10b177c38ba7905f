import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { createSqliteStore } from '../../../../store/sqlite';
import { climateKeys } from '../../data';
import { NSIDC_CLIMATOLOGY_PATH, NSIDC_DAILY_PATH, nsidcSource } from './source';

const CSV = readFixture(import.meta.url, 'N_seaice_extent_daily_v4.0.csv');

// The climatology path is not served (404): the job must publish the extent without it.
describeJobScenarios({
  name: 'nsidc-ocean-ice',
  job: (url) => sourceJob(nsidcSource, { NSIDC_BASE_URL: url }),
  payloads: { [NSIDC_DAILY_PATH]: CSV },
  mainPath: NSIDC_DAILY_PATH,
  records: 49,
  malformed: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
  now: new Date('2026-08-22T18:00:00.000Z'),
});

describe('nsidc-ocean-ice: climatology and dates', () => {
  const NOW = new Date('2026-08-22T18:00:00.000Z');

  it('dates the snapshot by the latest day and warns when the climatology is missing', async () => {
    const up = await startUpstream({ [NSIDC_DAILY_PATH]: { body: CSV } });
    const h = harness({ now: () => NOW });
    const summary = await h.run(sourceJob(nsidcSource, { NSIDC_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 49, fetchedAt: '2026-08-21T00:00:00.000Z' });
    expect(summary.warnings[0]).toMatch(/climatology not fetched \(HTTP 404/);
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === climateKeys.oceanIce.name);
    expect(status?.lastError).toMatch(/anomaly left out/);
    expect(up.requests.map((r) => r.path).sort()).toEqual([NSIDC_CLIMATOLOGY_PATH, NSIDC_DAILY_PATH]);
    await up.close();
    await h.close();
  });

  it('publishes the climatology when it is served (synthetic rows in the documented layout)', async () => {
    const climatology =
      'std Years = 1981-2010\nDOY, Average Extent, Std Deviation, 10th, 25th, 50th, 75th, 90th\n233, 6.0, 0.5, 5.5, 5.8, 6.1, 6.3, 6.6\n';
    const up = await startUpstream({
      [NSIDC_DAILY_PATH]: { body: CSV },
      [NSIDC_CLIMATOLOGY_PATH]: { body: climatology },
    });
    const h = harness({ now: () => NOW });
    const summary = await h.run(sourceJob(nsidcSource, { NSIDC_BASE_URL: up.url }));
    expect(summary.warnings).toEqual([]);
    const read = await h.store.snapshots.read(climateKeys.oceanIce);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.climatology).toEqual([
      { dayOfYear: 233, averageMkm2: 6, medianMkm2: 6.1, p10Mkm2: 5.5, p90Mkm2: 6.6 },
    ]);
    await up.close();
    await h.close();
  });
});

describe('nsidc-ocean-ice: bundled capture', () => {
  it('loads offline and the operation answers from it with the capture date, without anomaly', async () => {
    const store = createSqliteStore(':memory:');
    const [loaded] = await loadBundles([sourceJob(nsidcSource)], { store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-08-21T00:00:00.000Z', records: 383 });
    const t = await buildTestApp({ store });
    const res = await t.app.inject({
      url: '/api/climate/v1/get-ocean-ice-data',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-08-21T00:00:00.000Z');
    const data = res.json().data;
    expect(data.arcticExtentMkm2).toBe(5.265);
    expect(data.measuredAt).toBe(Date.UTC(2026, 7, 21));
    expect(data).not.toHaveProperty('arcticExtentAnomalyMkm2');
    expect(data).not.toHaveProperty('arcticTrend');
    expect(data.iceTrend12m).toHaveLength(12);
    expect(data.iceTrend12m[0].month).toBe('2025-09');
    expect(data.iceTrend12m.every((p: Record<string, unknown>) => !('anomalyMkm2' in p))).toBe(true);
    await t.close();
  });
});

describe('nsidc: configuration', () => {
  it('refuses a malformed NSIDC_BASE_URL with a ConfigError naming it', () => {
    const build = () => nsidcSource.createJobs({ NSIDC_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('NSIDC_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
