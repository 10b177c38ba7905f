import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { DATAHUB_BRENT_WEEKLY_PATH, DATAHUB_WTI_WEEKLY_PATH, datahubOilPricesSource } from './source';

const WTI = readFixture(import.meta.url, 'wti-weekly.csv');
const BRENT = readFixture(import.meta.url, 'brent-weekly.csv');
const job = (url?: string) =>
  sourceJob(datahubOilPricesSource, url === undefined ? {} : { DATAHUB_OIL_PRICES_BASE_URL: url });

describeJobScenarios({
  name: 'energy-spot-prices',
  job: (url) => job(url),
  payloads: { [DATAHUB_WTI_WEEKLY_PATH]: WTI, [DATAHUB_BRENT_WEEKLY_PATH]: BRENT },
  mainPath: DATAHUB_WTI_WEEKLY_PATH,
  records: 20,
  malformed: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
});

describe('energy-spot-prices: dates and partial failures', () => {
  it('refuses a malformed DATAHUB_OIL_PRICES_BASE_URL with a ConfigError naming it', () => {
    expect(() => datahubOilPricesSource.createJobs({ DATAHUB_OIL_PRICES_BASE_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    expect(() => datahubOilPricesSource.createJobs({ DATAHUB_OIL_PRICES_BASE_URL: 'ftp://x' })).toThrow(
      /DATAHUB_OIL_PRICES_BASE_URL/,
    );
  });

  it('dates the snapshot with the newest week of the files, not the fetch time', async () => {
    const up = await startUpstream({
      [DATAHUB_WTI_WEEKLY_PATH]: { body: WTI },
      [DATAHUB_BRENT_WEEKLY_PATH]: { body: BRENT },
    });
    // The clock is the day the files were captured (a payload date after the clock is not trusted).
    const h = harness({ now: () => new Date('2026-08-22T02:08:47Z') });
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', fetchedAt: '2026-08-14T00:00:00.000Z' });
    await up.close();
    await h.close();
  });

  it('publishes nothing when only the Brent file fails', async () => {
    const up = await startUpstream({
      [DATAHUB_WTI_WEEKLY_PATH]: { body: WTI },
      [DATAHUB_BRENT_WEEKLY_PATH]: { status: 404 },
    });
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('HTTP 404');
    expect((await h.store.snapshots.list()).length).toBe(0);
    await up.close();
    await h.close();
  });
});

describe('energy-spot-prices: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the bundle and get-energy-prices answers with the week of 2026-08-14', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-08-14T00:00:00.000Z', records: 104 });
    const res = await t.app.inject({
      url: '/api/economic/v1/get-energy-prices',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-08-14T00:00:00.000Z');
    // WTI 84.05 after 78.94 (+6.5 %), Brent 92.51 after 87.86 (+5.3 %).
    expect(res.json().prices).toEqual([
      {
        commodity: 'wti',
        name: 'WTI Crude Oil',
        price: 84.05,
        change: 6.5,
        unit: '$/barrel',
        priceAt: Date.UTC(2026, 7, 14),
      },
      {
        commodity: 'brent',
        name: 'Brent Crude Oil',
        price: 92.51,
        change: 5.3,
        unit: '$/barrel',
        priceAt: Date.UTC(2026, 7, 14),
      },
    ]);
  });
});
