import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { usgsMcsSource } from './source';

const CSV = readFixture(import.meta.url, 'mcs-cobalt-lithium.csv');
const PATH = '/files/mcs2027_commodities_data.csv';
const job = (url?: string) =>
  sourceJob(usgsMcsSource, url === undefined ? {} : { USGS_MCS_BASE_URL: url, USGS_MCS_CSV_PATH: PATH });

describeJobScenarios({
  name: 'usgs-mcs-production',
  job: (url) => job(url),
  payloads: { [PATH]: CSV },
  mainPath: PATH,
  records: 2,
  malformed: '<!DOCTYPE html><html><body>ScienceBase: item not found</body></html>',
});

describe('usgs-mcs: dates and configuration', () => {
  it('dates the snapshot by the end of its newest production year', async () => {
    const up = await startUpstream({ [PATH]: { body: CSV } });
    const h = harness();
    expect(await h.run(job(up.url))).toMatchObject({ state: 'ok', fetchedAt: '2025-12-31T00:00:00.000Z' });
    await up.close();
    await h.close();
  });

  it('fetches the pinned MCS 2026 file by default and refuses a path without a leading slash', () => {
    expect(usgsMcsSource.createJobs({}).map((j) => j.id)).toEqual(['usgs-mcs-production']);
    expect(usgsMcsSource.createJobs({})[0]!.source).toContain(
      'https://www.sciencebase.gov/catalog/file/get/',
    );
    const build = () => usgsMcsSource.createJobs({ USGS_MCS_CSV_PATH: 'files/x.csv' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow(/USGS_MCS_CSV_PATH/);
  });
});

describe('usgs-mcs: bundled sample to operations', () => {
  let t: TestApp;
  let key: string;
  const get = async (path: string) => {
    const res = await t.app.inject({
      url: `/api/supply-chain/v1/${path}`,
      headers: { 'x-service-key': key },
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  };
  beforeAll(async () => {
    t = await buildTestApp();
    const loaded = await loadBundles(usgsMcsSource.createJobs({}), { store: t.store });
    expect(loaded.map((r) => [r.state, r.records, r.fetchedAt])).toEqual([
      ['loaded', 5, '2025-12-31T00:00:00.000Z'],
    ]);
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('get-mineral-production: shares, HHI and filters by commodity, stage and producer', async () => {
    const all = await get('get-mineral-production');
    expect(all.status).toBe(200);
    expect(all.headers['x-data-fetched-at']).toBe('2025-12-31T00:00:00.000Z');
    expect(all.body).toMatchObject({ dataYear: 2025, upstreamUnavailable: false, countries: [] });
    expect(all.body.commodities.map((c: { commodityId: string }) => c.commodityId)).toEqual([
      'cobalt',
      'copper',
      'gallium',
      'lithium',
    ]);
    const cobalt = all.body.commodities[0];
    expect(cobalt).toMatchObject({
      commodity: 'Cobalt',
      year: 2025,
      unit: 'metric tons',
      sources: ['usgs-mcs'],
    });
    expect(cobalt.refinery).toBeUndefined();
    const shares = cobalt.mine.countries.map((c: { share?: number }) => c.share ?? 0);
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(100, 6);
    expect(cobalt.mine.countries[0]).toMatchObject({ iso2: 'CD', output: 230000 });
    expect(cobalt.mine.countries[0].share).toBeCloseTo((230000 / 314600) * 100, 6);
    expect(cobalt.mine).toMatchObject({ worldTotal: 310000, withheldCount: 0 });
    expect(cobalt.mine.hhi).toBeGreaterThan(5000);

    const lithiumUs = await get('get-mineral-production?commodity=Lithium&iso2=US');
    expect(lithiumUs.body.commodities).toHaveLength(1);
    expect(lithiumUs.body.commodities[0].mine.countries).toEqual([
      { country: 'United States', iso2: 'US', withheld: true, estimated: false, residual: false },
    ]);
    expect(lithiumUs.body.countries).toEqual([
      {
        iso2: 'US',
        holdings: [{ commodityId: 'lithium', commodity: 'Lithium', stage: 'mine', withheld: true }],
      },
    ]);
    const smelter = await get('get-mineral-production?commodity=copper&stage=smelter');
    expect(smelter.body.commodities[0].mine).toBeUndefined();
    expect(smelter.body.commodities[0].refinery.countries[0]).toMatchObject({ iso2: 'CN', output: 14000 });
    expect((await get('get-mineral-production?stage=mill')).status).toBe(400);
    expect((await get('get-mineral-production?iso2=usa')).status).toBe(400);
    expect((await get('get-mineral-production?commodity=unobtainium')).body.commodities).toEqual([]);
  });

  it('get-critical-minerals: top producers in tonnes and the concentration rating', async () => {
    const res = await get('get-critical-minerals');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fetchedAt: '2025-12-31T00:00:00.000Z', upstreamUnavailable: false });
    const byName = Object.fromEntries(res.body.minerals.map((m: { mineral: string }) => [m.mineral, m]));
    expect(Object.keys(byName).sort()).toEqual(['Cobalt', 'Copper', 'Gallium', 'Lithium']);
    // Gallium: primary production in kilograms, China 900,000 of 909,000 listed.
    expect(byName.Gallium).toMatchObject({
      riskRating: 'critical',
      globalProduction: 900,
      unit: 'metric tons',
    });
    expect(byName.Gallium.topProducers[0]).toMatchObject({
      countryCode: 'CN',
      productionTonnes: 900,
      sharePct: 99,
    });
    expect(byName.Copper.globalProduction).toBe(23_000_000);
    expect(byName.Copper.topProducers.map((p: { countryCode: string }) => p.countryCode)).toEqual([
      'CL',
      'CD',
      'PE',
    ]);
    expect(byName.Copper.riskRating).toBe('low');
    expect(byName.Cobalt.topProducers[0]).toMatchObject({ country: 'Congo (Kinshasa)', countryCode: 'CD' });
    expect(byName.Lithium.topProducers).toHaveLength(3);
  });
});
