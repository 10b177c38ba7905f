import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { checkSchema, describeErrors } from '../../schema-check';
import { climateKeys, type DisasterRecord } from '../climate/data';
import { CATALOG } from '../index';
import { listNaturalEvents, type NaturalEvent } from './contract';
import { naturalKeys } from './data';

const PATH = '/api/natural/v1/list-natural-events';
/** The clock of the apps: `days` counts back from it. */
const NOW = new Date('2026-08-10T12:00:00.000Z');
/** The jobs whose bundles an offline start loads for this operation. */
const BUNDLED_JOBS = ['eonet-events', 'gdacs-events', 'nhc-current-storms'];

type Body = {
  events: NaturalEvent[];
  dataAvailable: boolean;
  fetchedAt: number;
  pagination: { nextCursor: string; totalCount: number };
};

async function appWith(bundles: boolean): Promise<TestApp> {
  const t = await buildTestApp({ deps: { now: () => NOW } });
  if (bundles) {
    const jobs = CATALOG.createJobs({}).filter((j) => BUNDLED_JOBS.includes(j.id));
    const loaded = await loadBundles(jobs, { store: t.store });
    expect(loaded.map((r) => r.state)).toEqual(['loaded', 'loaded', 'loaded']);
  }
  return t;
}

describe('list-natural-events without data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(false);
  });
  afterAll(() => t.close());

  it('still refuses bad parameters', async () => {
    const res = await t.app.inject({ url: `${PATH}?cursor=nope` });
    expect(res.statusCode).toBe(400);
    expect(res.json().violations).toEqual([
      { field: 'cursor', description: 'must be a cursor returned in pagination.nextCursor' },
    ]);
  });
});

describe('list-natural-events on the bundled captures (offline start)', () => {
  let t: TestApp;
  let all: NaturalEvent[];
  const get = async (query = '') => {
    const res = await t.app.inject({ url: query ? `${PATH}?${query}` : PATH });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const ids = async (query: string) => ((await get(query)).json() as Body).events.map((e) => e.id);

  beforeAll(async () => {
    t = await appWith(true);
    all = ((await get()).json() as Body).events;
  });
  afterAll(() => t.close());

  it('answers every source with real data, dated by the oldest snapshot', async () => {
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    // EONET's newest track point (2026-07-20T06:00Z) is older than GDACS's and NHC's dates.
    expect(res.headers['x-data-fetched-at']).toBe('2026-07-20T06:00:00.000Z');
    const body = res.json() as Body;
    expect(body).toMatchObject({ dataAvailable: true, fetchedAt: Date.UTC(2026, 6, 20, 6) });
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 17 });
    const check = checkSchema(listNaturalEvents.response, structuredClone(body));
    expect(check.ok, check.ok ? '' : describeErrors(check.errors)).toBe(true);
    const sources = new Set(body.events.map((e) => e.sourceName));
    expect(sources).toEqual(new Set(['NHC', 'GDACS', 'NASA EONET']));
  });

  it("lists NHC's storm with its wind, pressure, motion and derived fields", () => {
    expect(all[0]).toEqual({
      id: 'nhc-ep072026',
      title: 'Tropical Storm Genevieve',
      category: 'severeStorms',
      categoryTitle: 'Severe Storms',
      lat: 23.5,
      lon: -136,
      date: Date.UTC(2026, 7, 2, 3),
      magnitude: 40,
      magnitudeUnit: 'kts',
      sourceUrl: 'https://www.nhc.noaa.gov/text/MIATCPEP2.shtml',
      sourceName: 'NHC',
      closed: false,
      stormId: 'EP072026',
      stormName: 'Genevieve',
      basin: 'EP',
      classification: 'Tropical Storm',
      windKt: 40,
      stormCategory: 0,
      pressureMb: 1004,
      windAveragingPeriodMinutes: 1,
      movementDir: 290,
      movementSpeedKt: 14,
      canonicalId: 'nhc:ep072026',
      canonicalAliases: ['genevieve'],
      matchingConfidence: 'single-source',
      agencyObservations: [
        {
          agency: 'NHC',
          agencyId: 'ep072026',
          classification: 'Tropical Storm',
          lat: 23.5,
          lon: -136,
          observedAt: Date.UTC(2026, 7, 2, 3),
          windKt: 40,
          pressureMb: 1004,
          windAveragingPeriodMinutes: 1,
          sourceName: 'NHC',
          sourceUrl: 'https://www.nhc.noaa.gov/text/MIATCPEP2.shtml',
          status: 'active',
        },
      ],
    });
  });

  it('lists EONET and GDACS events with their own ids, newest date first', () => {
    const fausto = all.find((e) => e.id === 'EONET_21399');
    expect(fausto).toMatchObject({
      title: 'Tropical Storm Fausto',
      stormName: 'Fausto',
      sourceName: 'NASA EONET',
      date: Date.UTC(2026, 6, 19, 18),
      canonicalId: 'eonet:EONET_21399',
    });
    const flood = all.find((e) => e.id === 'gdacs-FL-1103888');
    expect(flood).toMatchObject({ category: 'floods', categoryTitle: 'Floods', sourceName: 'GDACS' });
    expect(flood).not.toHaveProperty('canonicalId');
    const dates = all.map((e) => e.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters by category and source, repeated', async () => {
    expect((await ids('category=floods')).sort()).toEqual([
      'gdacs-FL-1103888',
      'gdacs-FL-1103942',
      'gdacs-FL-1103972',
      'gdacs-FL-1103981',
    ]);
    expect((await ids('category=severeStorms')).sort()).toEqual([
      'EONET_21373',
      'EONET_21399',
      'gdacs-TC-1001290',
      'nhc-ep072026',
    ]);
    expect(await ids('category=floods&category=wildfires')).toHaveLength(13);
    expect(await ids('source=nhc')).toEqual(['nhc-ep072026']);
    expect(await ids('source=gdacs')).toHaveLength(5);
    expect(await ids('source=eonet&source=nhc')).toHaveLength(12);
    expect(await ids('source=nhc&category=wildfires')).toEqual([]);
  });

  it('filters by a time window on date, both ends inclusive', async () => {
    const fausto = Date.UTC(2026, 6, 19, 18);
    expect(await ids(`start=${fausto}`)).toEqual(['nhc-ep072026', 'EONET_21399']);
    expect(await ids(`start=${fausto}&end=${fausto}`)).toEqual(['EONET_21399']);
    expect(await ids(`end=${fausto - 1}`)).not.toContain('EONET_21399');
    const may = await ids(`start=${Date.UTC(2026, 4, 1)}&end=${Date.UTC(2026, 4, 31)}`);
    expect(may).toEqual(['gdacs-FL-1103888']);
  });

  it('counts days back from now', async () => {
    // The clock is 2026-08-10T12:00Z: ten days reach 2026-07-31T12:00Z.
    expect(await ids('days=10')).toEqual(['nhc-ep072026']);
    const from = NOW.getTime() - 30 * 86_400_000;
    expect(await ids('days=30')).toEqual(all.filter((e) => e.date >= from).map((e) => e.id));
    expect(await ids(`days=30&end=${Date.UTC(2026, 6, 20)}`)).not.toContain('nhc-ep072026');
  });

  it('filters by a bounding box, across the antimeridian too', async () => {
    const oregon = await ids('sw_lat=44&sw_lon=-121&ne_lat=46&ne_lon=-120');
    expect(oregon.sort()).toEqual(['EONET_21374', 'EONET_21375', 'EONET_21376', 'EONET_21377']);
    expect(await ids('sw_lat=0&sw_lon=170&ne_lat=40&ne_lon=-130')).toEqual(['nhc-ep072026']);
    expect(await ids('sw_lat=-10&sw_lon=0&ne_lat=-5&ne_lon=10')).toEqual([]);
  });

  it('walks every event once with the cursor, in the same order', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const body = (await get(`page_size=5${cursor ? `&cursor=${cursor}` : ''}`)).json() as Body;
      expect(body.pagination.totalCount).toBe(17);
      expect(body.events.length).toBeLessThanOrEqual(5);
      seen.push(...body.events.map((e) => e.id));
      cursor = body.pagination.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(all.map((e) => e.id));
    expect(new Set(seen).size).toBe(17);
    const filtered = (await get('category=wildfires&page_size=4')).json() as Body;
    expect(filtered.pagination.totalCount).toBe(9);
    const next = (
      await get(`category=wildfires&page_size=4&cursor=${filtered.pagination.nextCursor}`)
    ).json() as Body;
    expect(next.events.map((e) => e.category)).toEqual(['wildfires', 'wildfires', 'wildfires', 'wildfires']);
  });

  it('refuses bad parameters with every violation named as sent', async () => {
    const bad = async (query: string) => {
      const res = await t.app.inject({ url: `${PATH}?${query}` });
      expect(res.statusCode, query).toBe(400);
      return (res.json() as { violations: { field: string; description: string }[] }).violations;
    };
    const fields = async (query: string) => (await bad(query)).map((v) => v.field);
    expect(await fields('page_size=0')).toEqual(['page_size']);
    expect(await fields('page_size=101')).toEqual(['page_size']);
    expect(await fields('category=volcanoes')).toEqual(['category[0]']);
    expect(await fields('source=nhc&source=usgs')).toEqual(['source[1]']);
    expect(await fields('start=yesterday')).toEqual(['start']);
    expect(await fields('end=-5')).toEqual(['end']);
    expect(await fields('days=0')).toEqual(['days']);
    expect(await fields('days=3651')).toEqual(['days']);
    expect(await fields('sw_lat=-91&sw_lon=0&ne_lat=0&ne_lon=0')).toEqual(['sw_lat']);
    expect(await fields('cursor=bm90LW91cnM')).toEqual(['cursor']);
    expect(await fields('country=US')).toEqual(['country']);
    expect(await bad(`days=7&start=${Date.UTC(2026, 6, 1)}`)).toEqual([
      { field: 'days', description: 'cannot be combined with start' },
    ]);
    expect(await bad('start=20&end=10')).toEqual([{ field: 'end', description: 'must not be before start' }]);
    expect(await bad('sw_lat=1&ne_lon=2')).toEqual([
      { field: 'sw_lon', description: 'is required when any bounding-box corner is given' },
      { field: 'ne_lat', description: 'is required when any bounding-box corner is given' },
    ]);
    expect(await bad('sw_lat=5&sw_lon=0&ne_lat=1&ne_lon=1')).toEqual([
      { field: 'sw_lat', description: 'must not be greater than ne_lat' },
    ]);
  });
});

describe('list-natural-events: one storm reported by several sources', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(false);
  });
  afterAll(() => t.close());

  /** A synthetic GDACS cyclone (not an upstream record) near NHC's real Genevieve advisory. */
  const gdacsGenevieve: DisasterRecord = {
    id: 'gdacs-TC-1000001',
    type: 'cyclone',
    name: 'Tropical Cyclone GENEVIEVE-26',
    lat: 23.9,
    lng: -135.2,
    severity: 'green',
    startedAt: Date.UTC(2026, 6, 27, 12),
    status: 'ongoing',
    source: 'GDACS',
  };

  it('answers it once, placed by NHC, and finds it under either source', async () => {
    await t.store.snapshots.publish(
      climateKeys.disastersGdacs,
      { disasters: [gdacsGenevieve] },
      { fetchedAt: '2026-08-02T05:00:00.000Z', source: 'test' },
    );
    await t.store.snapshots.publish(
      naturalKeys.stormsNhc,
      {
        storms: [
          {
            id: 'ep072026',
            name: 'Genevieve',
            classification: 'TS',
            windKt: 40,
            pressureMb: 1004,
            lat: 23.5,
            lon: -136,
            observedAt: Date.UTC(2026, 7, 2, 3),
          },
        ],
      },
      { fetchedAt: '2026-08-02T03:00:00.000Z', source: 'test' },
    );
    const res = await t.app.inject({ url: PATH });
    // Only two of the three sources exist: the answer is dated by the older of them.
    expect(res.headers['x-data-fetched-at']).toBe('2026-08-02T03:00:00.000Z');
    const body = res.json() as Body;
    expect(body.events.map((e) => e.id)).toEqual(['nhc-ep072026']);
    expect(body.events[0]).toMatchObject({
      matchingConfidence: 'alias-bounded',
      canonicalId: 'nhc:ep072026',
      stormName: 'Genevieve',
    });
    expect(body.events[0]?.agencyObservations?.map((o) => o.agency)).toEqual(['NHC', 'GDACS']);
    const viaGdacs = (await t.app.inject({ url: `${PATH}?source=gdacs` })).json() as Body;
    expect(viaGdacs.events.map((e) => e.id)).toEqual(['nhc-ep072026']);
    expect(((await t.app.inject({ url: `${PATH}?source=eonet` })).json() as Body).events).toEqual([]);
  });
});
