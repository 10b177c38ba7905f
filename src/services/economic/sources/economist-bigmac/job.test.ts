import { afterEach, describe, expect, it } from 'vitest';
import { readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { BIGMAC_PATH, economistBigMacSource } from './source';

const CSV = readFixture(import.meta.url, 'big-mac-raw-index.csv');
const job = (url?: string) => sourceJob(economistBigMacSource, url ? { BIGMAC_BASE_URL: url } : {});

describeJobScenarios({
  name: 'bigmac-prices',
  job: (url) => job(url),
  payloads: { [BIGMAC_PATH]: CSV },
  mainPath: BIGMAC_PATH,
  records: 54,
  malformed: '404: Not Found',
});

describe('economist-bigmac: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('list-bigmac-prices answers the 54 countries of the 2026-01 edition, no weekly change', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-01-01T00:00:00.000Z', records: 54 });
    const res = await t.app.inject({
      url: '/api/economic/v1/list-bigmac-prices',
      headers: { 'x-service-key': await t.createKey() },
    });
    const body = res.json();
    expect(body.countries).toHaveLength(54);
    expect(body).toMatchObject({
      fetchedAt: '2026-01-01T00:00:00.000Z',
      prevFetchedAt: '2025-01-01T00:00:00.000Z',
      wowAvailable: false,
    });
    expect(body.wowAvgPct).toBeUndefined();
    const us = body.countries.find((c: { code: string }) => c.code === 'US');
    expect(us).toMatchObject({
      name: 'United States',
      currency: 'USD',
      flag: '🇺🇸',
      localPrice: 6.12,
      usdPrice: 6.12,
      fxRate: 1,
    });
    const euro = body.countries.find((c: { code: string }) => c.code === 'EUZ');
    expect(euro.flag).toBeUndefined();
    const byUsd = [...body.countries].sort((a, b) => a.usdPrice - b.usdPrice);
    expect(body.cheapestCountry).toBe(byUsd[0].code);
    expect(body.mostExpensiveCountry).toBe(byUsd.at(-1).code);
  });
});
