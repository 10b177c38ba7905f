import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { encodeCursor } from '../keyset-cursor';
import { inBox } from '../query-window';
import { type FireDetectionRecord, wildfireKeys } from './data';
import { firmsResource, parseFireDetections } from './sources/nasa-firms/parser';

const PATH = '/api/wildfire/v1/list-fire-detections';
const FIXTURE = readFixture(
  new URL('./sources/nasa-firms/job.ts', import.meta.url).href,
  'area-csv_VIIRS_NOAA21_NRT.csv',
);
/** The real rows of the fixture (14 NOAA-21 pixels over south-western Iberia), as the job stores them. */
const REAL = parseFireDetections({ [firmsResource('VIIRS_NOAA21_NRT', 'Iberia')]: FIXTURE });
const FETCHED_AT = '2026-07-25T14:20:00.000Z';

type Detection = { id: string; detectedAt: number; location: { latitude: number; longitude: number } };

describe('list-fire-detections', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  const publish = (detections: FireDetectionRecord[]) =>
    t.store.snapshots.publish(
      wildfireKeys.fireDetections,
      { detections },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
  const ids = async (query: string) =>
    ((await get(query)).json().fireDetections as Detection[]).map((d) => d.id);

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('lists every detection of the snapshot newest first, with no implicit window', async () => {
    await publish(REAL.data.detections);
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
    const body = res.json();
    expect(body).toMatchObject({ dataAvailable: true, fetchedAt: Date.parse(FETCHED_AT) });
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 14 });
    const times = (body.fireDetections as Detection[]).map((d) => d.detectedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.at(-1)).toBe(Date.UTC(2026, 6, 24, 1, 37));
  });

  it('keeps the detections of an inclusive start/end window', async () => {
    await publish(REAL.data.detections);
    const noon24 = Date.UTC(2026, 6, 24, 12, 57);
    // Five pixels at 12:57Z on the 24th; both bounds inclusive.
    const exact = await get(`?start=${noon24}&end=${noon24}`);
    expect(exact.json().pagination.totalCount).toBe(5);
    expect(new Set((exact.json().fireDetections as Detection[]).map((d) => d.detectedAt))).toEqual(
      new Set([noon24]),
    );
    // Everything of the 25th.
    expect((await get(`?start=${Date.UTC(2026, 6, 25)}`)).json().pagination.totalCount).toBe(7);
    // Everything up to 03:15Z on the 24th: the two night pixels.
    expect(await ids(`?end=${Date.UTC(2026, 6, 24, 3, 15)}`)).toEqual([
      'N21:2026-07-24T0315:38.9198,-9.01294',
      'N21:2026-07-24T0137:38.9212,-9.01222',
    ]);
    // A window with nothing in it is a true empty answer, not a degraded one.
    const none = await get(`?start=${Date.UTC(2026, 0, 1)}&end=${Date.UTC(2026, 0, 2)}`);
    expect(none.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(none.json()).toMatchObject({ fireDetections: [], dataAvailable: true });
  });

  it('keeps the detections inside a bounding box (edges included)', async () => {
    await publish(REAL.data.detections);
    // The Porto pixel (41.39245,-8.58084) alone north of 40°N.
    expect(await ids('?sw_lat=40&sw_lon=-10&ne_lat=42&ne_lon=-8')).toEqual([
      'N21:2026-07-25T0256:41.39245,-8.58084',
    ]);
    // Edges: a box whose corner is exactly that pixel still holds it.
    expect(await ids('?sw_lat=41.39245&sw_lon=-8.58084&ne_lat=41.39245&ne_lon=-8.58084')).toHaveLength(1);
    // East of 7°W: the Badajoz pixels (-6.38…) and nothing else.
    const east = (await get('?sw_lat=35&sw_lon=-7&ne_lat=40&ne_lon=0')).json().fireDetections as Detection[];
    expect(east.map((d) => d.location.longitude)).toEqual([-6.38721, -6.38641]);
    // Combined with a window.
    expect(
      (await get(`?sw_lat=37&sw_lon=-8&ne_lat=38&ne_lon=-7&end=${Date.UTC(2026, 6, 24, 23)}`)).json()
        .pagination.totalCount,
    ).toBe(5);
  });

  it('reads a box across the antimeridian (sw_lon > ne_lon)', () => {
    const box = { south: -20, west: 170, north: -10, east: -170 };
    expect(inBox(box, -15, 175)).toBe(true);
    expect(inBox(box, -15, -175)).toBe(true);
    expect(inBox(box, -15, 180)).toBe(true);
    expect(inBox(box, -15, 0)).toBe(false);
    expect(inBox(box, -25, 175)).toBe(false);
  });

  it('walks every detection page by page with the cursor, without duplicates', async () => {
    await publish(REAL.data.detections);
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const res = await get(`?page_size=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.pagination.totalCount).toBe(14);
      seen.push(...(body.fireDetections as Detection[]).map((d) => d.id));
      cursor = body.pagination.nextCursor;
      pages++;
    } while (cursor !== '' && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(14);
    expect(new Set(seen).size).toBe(14);
    expect(seen).toEqual(await ids(''));
  });

  it('keeps a cursor right when the snapshot is replaced between pages', async () => {
    await publish(REAL.data.detections);
    const first = (await get('?page_size=4')).json();
    // A newer pixel arrives: the next page continues after the last one seen, not at an offset.
    const newer = {
      ...REAL.data.detections[0]!,
      id: 'N21:2026-07-25T1500:38.6,-7.2',
      detectedAt: Date.UTC(2026, 6, 25, 15),
    };
    await publish([newer, ...REAL.data.detections]);
    const second = (await get(`?page_size=4&cursor=${first.pagination.nextCursor}`)).json();
    const all = await ids('');
    expect((second.fireDetections as Detection[]).map((d) => d.id)).toEqual(all.slice(5, 9));
  });

  it('refuses bad parameters with violations', async () => {
    await publish(REAL.data.detections);
    const cases: [string, string][] = [
      ['?start=yesterday', 'start'],
      ['?end=-5', 'end'],
      ['?start=200&end=100', 'start'],
      ['?page_size=0', 'page_size'],
      ['?page_size=101', 'page_size'],
      ['?ne_lat=91&ne_lon=0&sw_lat=0&sw_lon=0', 'ne_lat'],
      ['?ne_lat=10&ne_lon=181&sw_lat=0&sw_lon=0', 'ne_lon'],
      ['?ne_lat=north&ne_lon=0&sw_lat=0&sw_lon=0', 'ne_lat'],
      ['?ne_lat=10&ne_lon=10&sw_lat=20&sw_lon=0', 'sw_lat'],
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from('o:5').toString('base64url')}`, 'cursor'],
      ['?neLat=10', 'neLat'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().violations.map((v: { field: string }) => v.field),
        query,
      ).toContain(field);
    }
    const partial = await get('?sw_lat=1&ne_lat=2');
    expect(partial.json().violations).toEqual([
      { field: 'sw_lon', description: 'is required with sw_lat, ne_lat (a box needs all four)' },
      { field: 'ne_lon', description: 'is required with sw_lat, ne_lat (a box needs all four)' },
    ]);
  });

  it('refuses a bad cursor even with no data loaded', async () => {
    expect((await get('?cursor=zzz')).statusCode).toBe(400);
    const valid = encodeCursor({ time: 1, id: 'x' });
    expect((await get(`?cursor=${valid}`)).headers['x-data-status']).toBe('unavailable');
  });
});
