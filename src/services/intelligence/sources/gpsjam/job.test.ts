import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { GPSJAM_MANIFEST_PATH, gpsJamDayPath } from './job';
import { gpsJamSource } from './source';

/** The bundled manifest lines (bundle/SOURCE.md). */
const MANIFEST = readFileSync(new URL('./bundle/manifest.csv', import.meta.url), 'utf8');
const DAY = readFixture(import.meta.url, '2022-07-22-h3_4.first401.csv');
const DAY_PATH = gpsJamDayPath('2022-07-22');

describeJobScenarios({
  name: 'gpsjam-interference',
  job: (url) => sourceJob(gpsJamSource, { GPSJAM_BASE_URL: url }),
  payloads: { [GPSJAM_MANIFEST_PATH]: MANIFEST, [DAY_PATH]: DAY },
  mainPath: DAY_PATH,
  records: 7,
  malformed: '<!DOCTYPE html><html><body>Not found</body></html>',
});

describe('gpsjam-interference: requests and list-gps-interference', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('reads the newest GPSJAM_DAYS dates of the manifest, then one file per day', async () => {
    const up = await startUpstream({
      [GPSJAM_MANIFEST_PATH]: { body: MANIFEST },
      [gpsJamDayPath('2022-07-21')]: { body: DAY },
      [DAY_PATH]: { body: DAY },
    });
    const h = harness();
    const summary = await h.run(sourceJob(gpsJamSource, { GPSJAM_BASE_URL: up.url, GPSJAM_DAYS: '2' }));
    expect(summary).toMatchObject({ state: 'ok', records: 14, fetchedAt: '2022-07-22T00:00:00.000Z' });
    expect(up.requests.map((r) => r.path)).toEqual([
      GPSJAM_MANIFEST_PATH,
      gpsJamDayPath('2022-07-21'),
      DAY_PATH,
    ]);
    await up.close();
    await h.close();
  });

  it('answers the bundled day: levels, stats, region, box, level and window filters', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([sourceJob(gpsJamSource, {})], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 87, fetchedAt: '2022-07-22T00:00:00.000Z' });
    const key = await t.createKey();
    const get = (q: string) =>
      t!.app.inject({
        url: `/api/intelligence/v1/list-gps-interference?${q}`,
        headers: { 'x-service-key': key },
      });
    const all = (await get('')).json();
    expect(all).toMatchObject({ source: 'gpsjam.org', fetchedAt: Date.UTC(2022, 6, 22) });
    // Of the 4,000 bundled cells, 87 have bad aircraft: 15 over 10 %, 22 from 2 to 10 %.
    expect(all.stats).toEqual({ totalHexes: 4000, highCount: 15, mediumCount: 22 });
    expect(all.hexes).toHaveLength(87);
    expect(all.hexes[0].level).toBe('INTERFERENCE_LEVEL_HIGH');
    expect(all.hexes[0].badShare).toBeGreaterThanOrEqual(all.hexes[1].badShare);
    expect((await get('min_level=medium')).json().hexes).toHaveLength(37);
    const me = (await get('region=middle-east')).json().hexes;
    expect(me.length).toBeGreaterThan(0);
    expect(
      me.every((h: { lat: number; lon: number }) => h.lat >= 12 && h.lat <= 42 && h.lon >= 25 && h.lon <= 63),
    ).toBe(true);
    const boxed = (await get('sw_lat=12&sw_lon=25&ne_lat=42&ne_lon=63')).json().hexes;
    expect(boxed).toEqual(me);
    expect((await get('start=2022-07-23')).json().hexes).toEqual([]);
    expect((await get('start=2022-07-22T12:00:00Z&end=2022-07-22T13:00:00Z')).json().hexes).toHaveLength(87);
    expect((await get('region=mars')).statusCode).toBe(400);
    expect((await get('region=europe&sw_lat=1&sw_lon=1&ne_lat=2&ne_lon=2')).statusCode).toBe(400);
  });
});
