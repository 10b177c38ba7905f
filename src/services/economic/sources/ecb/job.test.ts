import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { economicKeys } from '../../data';
import { ECB_DAILY_PATH, ECB_HIST_90D_PATH, ecbSource } from './source';

const DAILY = readFixture(import.meta.url, 'eurofxref-daily.xml');
const job = (url?: string) => sourceJob(ecbSource, url === undefined ? {} : { ECB_BASE_URL: url });

describeJobScenarios({
  name: 'ecb-fx-rates',
  job: (url) => job(url),
  // No real 90-day capture exists: the one-day file stands in for it (same format).
  payloads: { [ECB_DAILY_PATH]: DAILY, [ECB_HIST_90D_PATH]: DAILY },
  mainPath: ECB_DAILY_PATH,
  records: 12,
  malformed: '<!DOCTYPE html><html><head><title>Maintenance</title></head></html>',
});

describe('ecb-fx-rates: dates and the history', () => {
  it('refuses a malformed ECB_BASE_URL with a ConfigError naming it', () => {
    expect(() => ecbSource.createJobs({ ECB_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => ecbSource.createJobs({ ECB_BASE_URL: 'ftp://x' })).toThrow(/ECB_BASE_URL/);
  });

  it('dates the snapshot with the rates’ own business day, not the fetch time', async () => {
    const up = await startUpstream({
      [ECB_DAILY_PATH]: { body: DAILY },
      [ECB_HIST_90D_PATH]: { body: DAILY },
    });
    const h = harness({ now: () => new Date('2016-01-30T12:00:00Z') });
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', fetchedAt: '2016-01-29T00:00:00.000Z', records: 12 });
    await up.close();
    await h.close();
  });

  it('publishes the day without changes when the history fails', async () => {
    const up = await startUpstream({
      [ECB_DAILY_PATH]: { body: DAILY },
      [ECB_HIST_90D_PATH]: { status: 404 },
    });
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary.state).toBe('ok');
    const read = await h.store.snapshots.read(economicKeys.ecbFxRates);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.previousDate).toBeUndefined();
    expect(read.snapshot.data.rates.length).toBe(12);
    await up.close();
    await h.close();
  });
});

describe('ecb-fx-rates: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the bundle and get-ecb-fx-rates answers the rates of 2016-01-29', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2016-01-29T00:00:00.000Z', records: 10 });
    const res = await t.app.inject({
      url: '/api/economic/v1/get-ecb-fx-rates',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2016-01-29T00:00:00.000Z');
    const body = res.json();
    expect(body.unavailable).toBe(false);
    expect(body.updatedAt).toBe(String(Date.UTC(2016, 0, 29)));
    expect(body.rates).toHaveLength(10);
    expect(body.rates[0]).toEqual({ pair: 'EURUSD', rate: 1.092, date: '2016-01-29' });
    expect(body.rates.map((r: { pair: string }) => r.pair)).toContain('EURCNY');
  });
});
