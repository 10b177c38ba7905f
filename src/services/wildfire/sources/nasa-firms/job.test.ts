import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { buildHealth } from '../../../../platform/health';
import { wildfireKeys } from '../../data';
import { FIRMS_SCHEDULE, firmsAreaPath } from './job';
import { FIRMS_DEFAULT_AREAS_TEXT, FIRMS_VIIRS_PRODUCTS, nasaFirmsSource } from './source';

const CSV = readFixture(import.meta.url, 'area-csv_VIIRS_NOAA21_NRT.csv');
const BAD_KEY = readFixture(import.meta.url, 'invalid-map-key.txt');
const HEADER_ONLY = readFixture(import.meta.url, 'area-csv_header-only.csv');
const KEY = 'test-map-key-0123456789abcdef';
const IBERIA = { name: 'Iberia', west: -9.5, south: 36, east: -6, north: 42 };
const N21_PATH = firmsAreaPath(KEY, 'VIIRS_NOAA21_NRT', IBERIA, 2);

/** The job asking for one area and one product, as the capture was taken. */
const job = (url: string, env: Record<string, string> = {}) =>
  sourceJob(nasaFirmsSource, {
    FIRMS_BASE_URL: url,
    FIRMS_MAP_KEY: KEY,
    FIRMS_AREAS: 'Iberia:-9.5,36.0,-6.0,42.0',
    FIRMS_SOURCES: 'VIIRS_NOAA21_NRT',
    ...env,
  });

describeJobScenarios({
  name: 'firms-fire-detections',
  job: (url) => job(url),
  payloads: { [N21_PATH]: CSV },
  mainPath: N21_PATH,
  records: 14,
  malformed: '<!DOCTYPE html><html><head><title>Service Unavailable</title></head></html>',
  now: new Date('2026-07-25T16:00:00Z'),
});

describe('firms-fire-detections: key, areas and dates', () => {
  const now = () => new Date('2026-07-25T16:00:00Z');

  it('asks the area route with the key in the path and dates the snapshot by the newest acquisition', async () => {
    const up = await startUpstream({ [N21_PATH]: { body: CSV } });
    const h = harness({ now });
    const summary = await h.run(job(up.url));
    expect(summary).toMatchObject({ state: 'ok', records: 14, fetchedAt: '2026-07-25T14:20:00.000Z' });
    expect(up.requests.map((r) => r.path)).toEqual([`/api/area/csv/${KEY}/VIIRS_NOAA21_NRT/-9.5,36,-6,42/2`]);
    const snap = await h.store.snapshots.read(wildfireKeys.fireDetections);
    expect(snap.status).toBe('hit');
    if (snap.status !== 'hit') return;
    expect(snap.snapshot.meta.source).not.toContain(KEY);
    await up.close();
    await h.close();
  });

  it('asks every area for every product, one at a time, and publishes nothing when one answer fails', async () => {
    const areas = 'A:10,10,11,11;B:20,20,21,21';
    const up = await startUpstream();
    for (const area of [
      { name: 'A', west: 10, south: 10, east: 11, north: 11 },
      { name: 'B', west: 20, south: 20, east: 21, north: 21 },
    ]) {
      for (const product of FIRMS_VIIRS_PRODUCTS) {
        up.route(firmsAreaPath(KEY, product, area, 2), { body: HEADER_ONLY });
      }
    }
    const h = harness({ now });
    const ok = await h.run(
      job(up.url, { FIRMS_AREAS: areas, FIRMS_SOURCES: FIRMS_VIIRS_PRODUCTS.join(',') }),
    );
    // Quiet areas: zero detections is a true state, dated by the fetch time.
    expect(ok).toMatchObject({ state: 'ok', records: 0, fetchedAt: '2026-07-25T16:00:00.000Z' });
    expect(up.requests).toHaveLength(6);
    expect(up.requests[0]!.path).toBe(`/api/area/csv/${KEY}/VIIRS_SNPP_NRT/10,10,11,11/2`);
    up.route(
      firmsAreaPath(KEY, 'VIIRS_NOAA20_NRT', { name: 'B', west: 20, south: 20, east: 21, north: 21 }, 2),
      {
        status: 404,
      },
    );
    const failed = await h.run(
      job(up.url, { FIRMS_AREAS: areas, FIRMS_SOURCES: FIRMS_VIIRS_PRODUCTS.join(',') }),
    );
    expect(failed.state).toBe('failed');
    expect(failed.error).toContain('HTTP 404');
    await up.close();
    await h.close();
  });

  it('refuses the real bad-key body served with HTTP 200, keeps the last good data, and hides the key', async () => {
    const up = await startUpstream({ [N21_PATH]: { body: CSV } });
    const h = harness({ now });
    await h.run(job(up.url));
    up.route(N21_PATH, { body: BAD_KEY, headers: { 'content-type': 'text/plain' } });
    const summary = await h.run(job(up.url));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('FIRMS answered "Invalid MAP_KEY." instead of a VIIRS CSV');
    const snap = await h.store.snapshots.read(wildfireKeys.fireDetections);
    expect(snap.status).toBe('hit');
    if (snap.status !== 'hit') return;
    expect(snap.snapshot.meta.recordCount).toBe(14);
    await up.close();
    await h.close();
  });

  it('reports the bad-key answer with HTTP 400 without the key in health', async () => {
    const up = await startUpstream({ [N21_PATH]: { status: 400, body: BAD_KEY } });
    const h = harness({ now });
    const summary = await h.run(job(up.url));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('HTTP 400');
    expect(summary.error).toContain('/api/area/csv/[MAP_KEY]/VIIRS_NOAA21_NRT/');
    expect(summary.error).not.toContain(KEY);
    const health = await buildHealth(h.store, now());
    expect(JSON.stringify(health)).not.toContain(KEY);
    await up.close();
    await h.close();
  });

  it('is not_configured without FIRMS_MAP_KEY (and reads the reference names as aliases)', async () => {
    const h = harness({ now });
    const summary = await h.run(sourceJob(nasaFirmsSource, {}));
    expect(summary).toMatchObject({ state: 'not_configured', error: 'set FIRMS_MAP_KEY' });
    expect(sourceJob(nasaFirmsSource, { NASA_FIRMS_API_KEY: 'k' }).credentials.kind).toBe('configured');
    await h.close();
  });

  it('asks the default areas with all three VIIRS products every 30 minutes', async () => {
    const up = await startUpstream();
    const h = harness({ now });
    const summary = await h.run(sourceJob(nasaFirmsSource, { FIRMS_BASE_URL: up.url, FIRMS_MAP_KEY: KEY }));
    expect(summary.state).toBe('failed');
    // The run stops at the first refusal (the upstream knows no path): one request, Ukraine first.
    expect(up.requests[0]!.path).toBe(`/api/area/csv/${KEY}/VIIRS_SNPP_NRT/22,44,40,53/2`);
    expect(FIRMS_DEFAULT_AREAS_TEXT.split(';')).toHaveLength(10);
    expect(FIRMS_SCHEDULE.everyMs).toBe(30 * 60_000);
    await up.close();
    await h.close();
  });

  it('refuses malformed variables with a ConfigError naming them', () => {
    const bad = (env: Record<string, string>) => () => nasaFirmsSource.createJobs(env);
    expect(bad({ FIRMS_BASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(bad({ FIRMS_BASE_URL: 'not a url' })).toThrow(/FIRMS_BASE_URL/);
    expect(bad({ FIRMS_DAY_RANGE: 'abc' })).toThrow(/FIRMS_DAY_RANGE/);
    expect(bad({ FIRMS_DAY_RANGE: '6' })).toThrow(/FIRMS_DAY_RANGE/);
    expect(bad({ FIRMS_SOURCES: 'MODIS_NRT' })).toThrow(/FIRMS_SOURCES/);
    expect(bad({ FIRMS_AREAS: 'Iberia:-10,35,4' })).toThrow(/FIRMS_AREAS/);
    expect(bad({ FIRMS_AREAS: 'Iberia:4,35,-10,44' })).toThrow(/west < east/);
    expect(bad({ FIRMS_AREAS: 'A:1,1,2,2;A:3,3,4,4' })).toThrow(/listed twice/);
    expect(bad({ FIRMS_AREAS: ':1,1,2,2' })).toThrow(/FIRMS_AREAS/);
  });
});

describe('firms-fire-detections: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the bundle without a key and list-fire-detections answers with 2026-07-25T12:38Z', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([sourceJob(nasaFirmsSource, {})], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-07-25T12:38:00.000Z', records: 20 });
    const res = await t.app.inject({
      url: '/api/wildfire/v1/list-fire-detections?page_size=2',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-07-25T12:38:00.000Z');
    const body = res.json();
    expect(body).toMatchObject({ dataAvailable: true, fetchedAt: Date.UTC(2026, 6, 25, 12, 38) });
    expect(body.pagination.totalCount).toBe(20);
    // Bundle row 20: `38.91109,-6.94062,342.14,0.36,0.58,2026-07-25,1238,N21,VIIRS,n,2.0NRT,296.2,3.03,D`.
    expect(body.fireDetections[0]).toEqual({
      id: 'N21:2026-07-25T1238:38.91109,-6.94062',
      location: { latitude: 38.91109, longitude: -6.94062 },
      brightness: 342.14,
      frp: 3.03,
      confidence: 'FIRE_CONFIDENCE_NOMINAL',
      satellite: 'N21',
      detectedAt: Date.UTC(2026, 6, 25, 12, 38),
      region: 'Iberia',
      dayNight: 'D',
      source: 'firms',
    });
  });
});
