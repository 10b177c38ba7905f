import { afterEach, describe, expect, it } from 'vitest';
import type { PostRoute } from '../../../src/http/operation-routes';
import { loadBundles } from '../../../src/ingest/bundled';
import {
  createEnergySpotPricesJob,
  DATAHUB_BRENT_WEEKLY_PATH,
  DATAHUB_WTI_WEEKLY_PATH,
} from '../../../src/ingest/jobs/energy-spot-prices';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { fixture, harness } from '../../helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../helpers/ingest/job-matrix';
import { startUpstream } from '../../helpers/ingest/upstream-server';

const WTI = fixture('datahub-oil-prices', 'wti-weekly.csv');
const BRENT = fixture('datahub-oil-prices', 'brent-weekly.csv');
// The batch POST route belongs to the batch module; these tests never call it.
const postRoutes = new Map<string, PostRoute>([
  ['ExecuteBatch', async (_req, reply) => reply.code(501).send()],
]);

describeJobScenarios({
  name: 'energy-spot-prices',
  job: (url) => createEnergySpotPricesJob({ DATAHUB_OIL_PRICES_BASE_URL: url }),
  payloads: { [DATAHUB_WTI_WEEKLY_PATH]: WTI, [DATAHUB_BRENT_WEEKLY_PATH]: BRENT },
  mainPath: DATAHUB_WTI_WEEKLY_PATH,
  records: 20,
  malformed: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
});

describe('energy-spot-prices: dates and partial failures', () => {
  it('dates the snapshot with the newest week of the files, not the fetch time', async () => {
    const up = await startUpstream({
      [DATAHUB_WTI_WEEKLY_PATH]: { body: WTI },
      [DATAHUB_BRENT_WEEKLY_PATH]: { body: BRENT },
    });
    // The clock is the day the files were captured (a payload date after the clock is not trusted).
    const h = harness({ now: () => new Date('2026-08-22T02:08:47Z') });
    const summary = await h.run(createEnergySpotPricesJob({ DATAHUB_OIL_PRICES_BASE_URL: `${up.url}/` }));
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
    const summary = await h.run(createEnergySpotPricesJob({ DATAHUB_OIL_PRICES_BASE_URL: up.url }));
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
    t = await buildTestApp({ deps: { postRoutes } });
    const [loaded] = await loadBundles([createEnergySpotPricesJob({})], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-08-14T00:00:00.000Z', records: 104 });
    const res = await t.app.inject({
      url: '/api/economic/v1/get-energy-prices',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('ok');
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
