import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { checkSchema } from '../../schema-check';
import { listEarthquakes } from './contract';
import { seismologyKeys } from './data';
import { usgsEarthquakesSource } from './sources/usgs-earthquakes/source';

const PATH = '/api/seismology/v1/list-earthquakes';
/** `metadata.generated` of the bundled capture. */
const BUNDLE_DATE = '2026-07-21T03:19:30.000Z';

interface Body {
  earthquakes: { id: string; occurredAt: number; magnitude?: number }[];
  pagination: { nextCursor: string; totalCount: number };
}

describe('list-earthquakes without data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('still refuses a bad cursor or window when no data is loaded', async () => {
    expect((await t.app.inject({ url: `${PATH}?cursor=bogus` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${PATH}?start=2&end=1` })).statusCode).toBe(400);
  });
});

describe('list-earthquakes on the bundled USGS capture (30 events, M2.5+ past day)', () => {
  let t: TestApp;
  const get = async (query = '') => {
    const res = await t.app.inject({ url: query ? `${PATH}?${query}` : PATH });
    return { res, body: res.json() as Body };
  };
  const ids = (body: Body) => body.earthquakes.map((e) => e.id);

  beforeAll(async () => {
    t = await buildTestApp();
    await loadBundles([sourceJob(usgsEarthquakesSource)], { store: t.store });
  });
  afterAll(() => t.close());

  it('answers every event, newest first, in the contract shape, dated by the feed', async () => {
    const { res, body } = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(BUNDLE_DATE);
    expect(checkSchema(listEarthquakes.response, structuredClone(body)).ok).toBe(true);
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 30 });
    const times = body.earthquakes.map((e) => e.occurredAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('derives the concern fields from PAGER and the USGS significance (README rule)', async () => {
    const { body } = await get();
    const ridge = body.earthquakes.find((e) => e.id === 'us7000t21z');
    expect(ridge).toEqual({
      id: 'us7000t21z',
      place: 'northern Mid-Atlantic Ridge',
      magnitude: 5.6,
      depthKm: 10,
      location: { latitude: 14.5216, longitude: -45.1002 },
      occurredAt: 1784582910326,
      sourceUrl: 'https://earthquake.usgs.gov/earthquakes/eventpage/us7000t21z',
      concernScore: 48.2,
      concernLevel: 'low',
      source: 'usgs',
      category: 'earthquake',
    });
    // No PAGER alert: a score, no level.
    const pahala = body.earthquakes.find((e) => e.id === 'hv75005267');
    expect(pahala).toMatchObject({ concernScore: 12.2 });
    expect(pahala).not.toHaveProperty('concernLevel');
    expect(pahala).not.toHaveProperty('nearTestSite');
  });

  it('filters by min_magnitude, inclusive', async () => {
    const { body } = await get('min_magnitude=5');
    expect(ids(body)).toEqual(['us7000t23e', 'us7000t232', 'us7000t21z', 'us7000t21e']);
    expect(body.pagination.totalCount).toBe(4);
    expect((await get('min_magnitude=5.5')).body.earthquakes.map((e) => e.magnitude)).toEqual([5.6]);
  });

  it('filters by origin time, both ends inclusive, and with one end open', async () => {
    // us7000t23e occurred at 1784595814930, us7000t232 at 1784590677854.
    const { body } = await get('start=1784590677854&end=1784595814930');
    expect(ids(body)).toEqual([
      'us7000t23e',
      'pr2026202000',
      'us7000t23g',
      'nn00922056',
      'us7000t235',
      'us7000t232',
    ]);
    expect(ids((await get('start=1784596884485')).body)).toEqual([
      'hv75005267',
      'nn00922060',
      'aka2026ohjcvi',
    ]);
    expect((await get('end=1784558270629')).body.earthquakes.map((e) => e.id)).toEqual(['aka2026ognqvj']);
    expect((await get('start=1784603163951')).body).toEqual({
      earthquakes: [],
      pagination: { nextCursor: '', totalCount: 0 },
    });
  });

  it('filters by a bounding box, across the antimeridian too', async () => {
    const alaska = await get('sw_lat=50&sw_lon=-180&ne_lat=65&ne_lon=-140');
    expect(ids(alaska.body)).toEqual([
      'aka2026ohjcvi',
      'aka2026ohennu',
      'aka2026ogstsa',
      'aka2026ogpyyr',
      'aka2026ognqvj',
    ]);
    // South-west Pacific, from 170°E to 170°W.
    const pacific = await get('sw_lat=-40&sw_lon=170&ne_lat=-10&ne_lon=-170');
    expect(ids(pacific.body)).toEqual(['us7000t235', 'us7000t232', 'us7000t21n', 'us7000t21e']);
  });

  it('combines the filters', async () => {
    const { body } = await get(
      'min_magnitude=3.4&sw_lat=50&sw_lon=-180&ne_lat=65&ne_lon=-140&end=1784567465869',
    );
    expect(ids(body)).toEqual(['aka2026ogstsa', 'aka2026ogpyyr', 'aka2026ognqvj']);
  });

  it('walks every event through the cursor, with no duplicates', async () => {
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const { body } = await get(`page_size=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.earthquakes.length).toBeLessThanOrEqual(7);
      expect(body.pagination.totalCount).toBe(30);
      seen.push(...ids(body));
      cursor = body.pagination.nextCursor;
      pages++;
    } while (cursor !== '');
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(30);
    expect(seen).toEqual(ids((await get()).body));
  });

  it('keeps paging in place when newer events are published between two pages', async () => {
    const store = t.store;
    const first = await get('page_size=10');
    const read = await store.snapshots.read(seismologyKeys.earthquakes);
    if (read.status !== 'hit') throw new Error('no snapshot');
    const [newest] = read.snapshot.data.earthquakes;
    if (!newest) throw new Error('empty snapshot');
    // The same feed a little later: one more (synthetic) event on top.
    const later = { ...newest, id: 'synthetic-later', occurredAt: newest.occurredAt + 60_000 };
    await store.snapshots.publish(
      seismologyKeys.earthquakes,
      { ...read.snapshot.data, earthquakes: [later, ...read.snapshot.data.earthquakes] },
      read.snapshot.meta,
    );
    try {
      const second = await get(`page_size=10&cursor=${first.body.pagination.nextCursor}`);
      expect(ids(second.body).some((id) => ids(first.body).includes(id))).toBe(false);
      expect(second.body.earthquakes[0]?.occurredAt).toBeLessThan(first.body.earthquakes[9]?.occurredAt ?? 0);
      expect(second.body.pagination.totalCount).toBe(31);
    } finally {
      await store.snapshots.publish(seismologyKeys.earthquakes, read.snapshot.data, read.snapshot.meta);
    }
  });

  it('projects with jmespath', async () => {
    const { res, body } = await get('min_magnitude=5.5&jmespath=earthquakes[].id');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual(['us7000t21z']);
  });

  it('refuses bad parameters with every violation named as sent', async () => {
    const { res, body } = await get(
      'start=yesterday&end=-5&page_size=0&min_magnitude=eleven&sw_lat=95&region=x',
    );
    expect(res.statusCode).toBe(400);
    const fields = (body as unknown as { violations: { field: string }[] }).violations.map((v) => v.field);
    expect(fields.sort()).toEqual(['end', 'min_magnitude', 'page_size', 'region', 'start', 'sw_lat']);
    for (const q of ['page_size=101', 'min_magnitude=11', 'ne_lon=181', 'cursor=bm90LWEtY3Vyc29y']) {
      expect((await get(q)).res.statusCode, q).toBe(400);
    }
  });

  it('refuses an incomplete or inverted bounding box and a window ending before it starts', async () => {
    const partial = await t.app.inject({ url: `${PATH}?sw_lat=10&sw_lon=20` });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().violations).toEqual([
      { field: 'ne_lat', description: 'is required when any bounding-box corner is given' },
      { field: 'ne_lon', description: 'is required when any bounding-box corner is given' },
    ]);
    const inverted = await t.app.inject({ url: `${PATH}?sw_lat=60&sw_lon=0&ne_lat=50&ne_lon=10` });
    expect(inverted.json().violations).toEqual([
      { field: 'sw_lat', description: 'must not be greater than ne_lat' },
    ]);
    const window = await t.app.inject({ url: `${PATH}?start=1784600000000&end=1784500000000` });
    expect(window.json()).toEqual({
      violations: [{ field: 'start', description: 'must not be later than end' }],
    });
  });
});
