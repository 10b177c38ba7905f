import { afterEach, describe, expect, it } from 'vitest';
import { readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { FAO_FFPI_PATH, faoFfpiSource } from './source';

const CSV = readFixture(import.meta.url, 'food_price_indices_data.csv');
const job = (url?: string) => sourceJob(faoFfpiSource, url ? { FAO_FFPI_BASE_URL: url } : {});

describeJobScenarios({
  name: 'fao-food-price-index',
  job: (url) => job(url),
  payloads: { [FAO_FFPI_PATH]: CSV },
  mainPath: FAO_FFPI_PATH,
  records: 24,
  malformed: '<!DOCTYPE html><html><body>Page not found</body></html>',
});

describe('fao-ffpi: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('get-fao-food-price-index answers the bundled months to 2026-03 with the changes', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-03-01T00:00:00.000Z', records: 75 });
    const res = await t.app.inject({
      url: '/api/economic/v1/get-fao-food-price-index?months=3',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points.map((p: { date: string }) => p.date)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(body.currentFfpi).toBe(128.5);
    // 128.5 against 125.5 (2026-02): +2.39 %.
    expect(body.momPct).toBe(2.39);
    expect(typeof body.yoyPct).toBe('number');
    expect(body.fetchedAt).toBe('2026-03-01T00:00:00.000Z');
  });
});
