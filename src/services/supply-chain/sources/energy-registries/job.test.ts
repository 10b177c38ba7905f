import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { gemPipelinesSource } from '../gem-pipelines/source';
import { ENERGY_REGISTRY_FILES, energyRegistriesSource } from './source';

const STORAGE = readFixture(import.meta.url, 'storage-facilities.json');
const SHORTAGES = readFixture(import.meta.url, 'fuel-shortages.json');
const DISRUPTIONS = readFixture(import.meta.url, 'energy-disruptions.json');

const job = (id: string, url?: string) =>
  sourceJob(energyRegistriesSource, url === undefined ? {} : { ENERGY_REGISTRIES_BASE_URL: url }, id);

describeJobScenarios({
  name: 'energy-storage-facilities',
  job: (url) => job('energy-storage-facilities', url),
  payloads: { [ENERGY_REGISTRY_FILES.storage]: STORAGE },
  mainPath: ENERGY_REGISTRY_FILES.storage,
  records: 8,
  malformed: '{"message":"Not Found"}',
});

describeJobScenarios({
  name: 'energy-fuel-shortages',
  job: (url) => job('energy-fuel-shortages', url),
  payloads: { [ENERGY_REGISTRY_FILES.shortages]: SHORTAGES },
  mainPath: ENERGY_REGISTRY_FILES.shortages,
  records: 6,
  malformed: '<!DOCTYPE html><html><body>404: Not Found</body></html>',
});

describeJobScenarios({
  name: 'energy-disruptions',
  job: (url) => job('energy-disruptions', url),
  payloads: { [ENERGY_REGISTRY_FILES.disruptions]: DISRUPTIONS },
  mainPath: ENERGY_REGISTRY_FILES.disruptions,
  records: 7,
  malformed: '{"events":"none"}',
});

describe('energy-registries: dates, wrong files and configuration', () => {
  it('dates each snapshot by its newest evidence and refuses the storage file at the shortage address', async () => {
    const up = await startUpstream({
      [ENERGY_REGISTRY_FILES.storage]: { body: STORAGE },
      [ENERGY_REGISTRY_FILES.shortages]: { body: STORAGE },
    });
    const h = harness();
    expect(await h.run(job('energy-storage-facilities', up.url))).toMatchObject({
      state: 'ok',
      fetchedAt: '2026-04-22T00:00:00.000Z',
    });
    const wrong = await h.run(job('energy-fuel-shortages', up.url));
    expect(wrong.state).toBe('failed');
    await up.close();
    await h.close();
  });

  it('builds its three jobs and refuses a base URL that is not a URL, naming the variable', () => {
    expect(energyRegistriesSource.createJobs({}).map((j) => j.id)).toEqual([
      'energy-storage-facilities',
      'energy-fuel-shortages',
      'energy-disruptions',
    ]);
    const build = () => energyRegistriesSource.createJobs({ ENERGY_REGISTRIES_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow(/ENERGY_REGISTRIES_BASE_URL/);
  });
});

describe('energy-registries: bundled registries to operations', () => {
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
    t = await buildTestApp({ deps: { now: () => new Date('2026-05-01T00:00:00Z') } });
    const loaded = await loadBundles(
      [...energyRegistriesSource.createJobs({}), ...gemPipelinesSource.createJobs({})],
      { store: t.store },
    );
    expect(loaded.map((r) => [r.state, r.records, r.fetchedAt])).toEqual([
      ['loaded', 100, '2026-04-22T00:00:00.000Z'],
      ['loaded', 29, '2026-04-20T00:00:00.000Z'],
      ['loaded', 52, '2026-04-22T00:00:00.000Z'],
      ['loaded', 30, '2026-04-22T00:00:00.000Z'],
      ['loaded', 30, '2026-04-22T00:00:00.000Z'],
    ]);
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('list-storage-facilities pages the registry, filters it, and the detail answers an id from it', async () => {
    const all = await get('list-storage-facilities?page_size=60');
    expect(all.status).toBe(200);
    expect(all.headers['x-data-fetched-at']).toBe('2026-04-22T00:00:00.000Z');
    expect(all.body).toMatchObject({
      fetchedAt: '2026-04-22T00:00:00.000Z',
      classifierVersion: 'v1',
      upstreamUnavailable: false,
      pagination: { totalCount: 100 },
    });
    expect(all.body.facilities).toHaveLength(60);
    const next = await get(`list-storage-facilities?page_size=60&cursor=${all.body.pagination.nextCursor}`);
    expect(next.body.facilities).toHaveLength(40);
    expect(next.body.pagination.nextCursor).toBe('');
    // Evidence 9 days old: a reduced state is still shown as reduced.
    const rough = all.body.facilities
      .concat(next.body.facilities)
      .find((f: { id: string }) => f.id === 'rough');
    expect(rough).toMatchObject({ publicBadge: 'reduced', capacityTwh: 9, workingCapacityUnit: 'TWh' });

    const spr = await get('list-storage-facilities?facilityType=spr&country=US');
    expect(spr.body.facilities.map((f: { id: string }) => f.id)).toEqual([
      'bayou-choctaw',
      'big-hill',
      'bryan-mound',
      'west-hackberry',
    ]);
    const reducedOil = await get('list-storage-facilities?commodity=gas&status=reduced&country=AU');
    expect(reducedOil.body.facilities.map((f: { id: string }) => f.id)).toEqual([
      'darwin-lng',
      'prelude-flng',
    ]);
    // A box around the Netherlands and north-west Germany.
    const box = await get('list-storage-facilities?sw_lat=51&sw_lon=3&ne_lat=54&ne_lon=9');
    expect(box.body.facilities.map((f: { id: string }) => f.id)).toContain('bergermeer');
    expect(
      box.body.facilities.every((f: { country: string }) => ['NL', 'DE', 'BE'].includes(f.country)),
    ).toBe(true);
    expect((await get('list-storage-facilities?sw_lat=51')).status).toBe(400);
    expect((await get('list-storage-facilities?facility_type=salt')).status).toBe(400);

    const detail = await get('get-storage-facility-detail?facilityId=rehden');
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      facility: { id: 'rehden', name: 'Rehden Gas Storage', publicBadge: 'operational' },
      fetchedAt: '2026-04-22T00:00:00.000Z',
      revisions: [],
      unavailable: false,
    });
    const missing = await get('get-storage-facility-detail?facility_id=no-such-site');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No storage facility with id no-such-site' });
    expect((await get('get-storage-facility-detail')).status).toBe(400);
  });

  it('list-fuel-shortages filters by country, product, severity; the detail answers its ids', async () => {
    const all = await get('list-fuel-shortages');
    expect(all.body.shortages).toHaveLength(29);
    expect(all.body).toMatchObject({ fetchedAt: '2026-04-20T00:00:00.000Z', upstreamUnavailable: false });
    expect(all.body.shortages[0]).toMatchObject({ resolvedAt: '' });
    const watchDiesel = await get('list-fuel-shortages?product=diesel&severity=watch');
    expect(watchDiesel.body.shortages.length).toBeGreaterThan(0);
    expect(
      watchDiesel.body.shortages.every(
        (s: { product: string; severity: string }) => s.product === 'diesel' && s.severity === 'watch',
      ),
    ).toBe(true);
    const pk = await get('list-fuel-shortages?country=PK');
    expect(pk.body.shortages.map((s: { id: string }) => s.id)).toEqual(['pk-petrol-2026-q1']);
    const detail = await get('get-fuel-shortage-detail?shortageId=pk-petrol-2026-q1');
    expect(detail.body).toMatchObject({
      shortage: { id: 'pk-petrol-2026-q1', evidence: { firstRegulatorConfirmation: '2026-03-28' } },
      unavailable: false,
    });
    expect((await get('get-fuel-shortage-detail?shortage_id=xx')).status).toBe(404);
  });

  it('list-energy-disruptions joins assets for countries and filters by them', async () => {
    const all = await get('list-energy-disruptions');
    expect(all.body.events).toHaveLength(52);
    expect(all.body.pagination.totalCount).toBe(52);
    const ns1 = all.body.events.find((e: { id: string }) => e.id === 'nord-stream-1-sabotage-2022');
    expect(ns1).toMatchObject({ endAt: '', countries: ['RU', 'DE'] });
    const ongoing = await get('list-energy-disruptions?ongoingOnly=true&assetType=storage');
    expect(
      ongoing.body.events.every(
        (e: { endAt: string; assetType: string }) => e.endAt === '' && e.assetType === 'storage',
      ),
    ).toBe(true);
    const byAsset = await get('list-energy-disruptions?assetId=nord-stream-1');
    expect(byAsset.body.events.map((e: { id: string }) => e.id)).toEqual(['nord-stream-1-sabotage-2022']);
    const de = await get('list-energy-disruptions?country=DE&commodity=gas');
    expect(de.body.events.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining(['nord-stream-1-sabotage-2022', 'rehden-gas-sanction-2022']),
    );
    const sabotage = await get(
      'list-energy-disruptions?event_type=sabotage&sw_lat=53&sw_lon=12&ne_lat=61&ne_lon=30',
    );
    expect(sabotage.body.events.map((e: { id: string }) => e.id)).toContain('nord-stream-1-sabotage-2022');
  });

  it('get-pipeline-detail answers a pipeline of the existing registries, and 404 for an unknown id', async () => {
    const ns1 = await get('get-pipeline-detail?pipelineId=nord-stream-1');
    expect(ns1.status).toBe(200);
    expect(ns1.body).toMatchObject({
      pipeline: { id: 'nord-stream-1', capacityBcmYr: 55, publicBadge: 'offline' },
      revisions: [],
      fetchedAt: '2026-04-22T00:00:00.000Z',
      unavailable: false,
    });
    const oil = await get('get-pipeline-detail?pipeline_id=druzhba-north');
    expect(oil.body.pipeline.commodityType).toBe('oil');
    const missing = await get('get-pipeline-detail?pipeline_id=no-such-line');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No pipeline with id no-such-line' });
  });
});
