import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { seismologyKeys } from '../../data';
import { USGS_EARTHQUAKES_SCHEDULE, USGS_FEEDS, usgsEarthquakesSource, usgsFeedPath } from './source';

const DAY_25 = readFixture(import.meta.url, 'summary_2.5_day.geojson');
const ALL_DAY = readFixture(import.meta.url, 'summary_all_day.geojson');
const DEFAULT_PATH = '/earthquakes/feed/v1.0/summary/2.5_week.geojson';
const job = (url?: string, feed?: string) =>
  sourceJob(usgsEarthquakesSource, {
    ...(url === undefined ? {} : { USGS_EARTHQUAKE_BASE_URL: url }),
    ...(feed === undefined ? {} : { USGS_EARTHQUAKE_FEED: feed }),
  });

describeJobScenarios({
  name: 'usgs-earthquakes',
  job: (url) => job(url),
  payloads: { [DEFAULT_PATH]: DAY_25 },
  mainPath: DEFAULT_PATH,
  records: 17,
  malformed: '{"type":"FeatureCollection","metadata":{"status":500},"error":"feed unavailable"}',
});

describe('usgs-earthquakes: request, feed choice and date', () => {
  it('reads the M2.5+ past-week feed by default and dates the snapshot by metadata.generated', async () => {
    const up = await startUpstream({ [DEFAULT_PATH]: { body: DAY_25 } });
    const h = harness();
    const summary = await h.run(job(`${up.url}/`));
    expect(summary).toMatchObject({ state: 'ok', records: 17, fetchedAt: '2026-07-21T03:19:30.000Z' });
    expect(up.requests[0]?.path).toBe(DEFAULT_PATH);
    const read = await h.store.snapshots.read(seismologyKeys.earthquakes);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.meta.source).toBe(`USGS earthquake summary feed ${up.url}${DEFAULT_PATH}`);
    await up.close();
    await h.close();
  });

  it('reads the feed named by USGS_EARTHQUAKE_FEED', async () => {
    const path = usgsFeedPath('all_day');
    const up = await startUpstream({ [path]: { body: ALL_DAY } });
    const h = harness();
    const summary = await h.run(job(up.url, 'all_day'));
    expect(summary).toMatchObject({ state: 'ok', records: 7, fetchedAt: '2026-07-20T14:17:37.000Z' });
    expect(up.requests[0]?.path).toBe('/earthquakes/feed/v1.0/summary/all_day.geojson');
    await up.close();
    await h.close();
  });

  it('offers the twenty summary feeds and runs every 5 minutes', () => {
    expect(USGS_FEEDS).toHaveLength(20);
    expect(USGS_FEEDS).toContain('significant_month');
    expect(USGS_EARTHQUAKES_SCHEDULE.everyMs).toBe(300_000);
    expect(job().credentials).toEqual({ kind: 'keyless' });
  });

  it('refuses a malformed base URL or an unknown feed with a ConfigError naming the variable', () => {
    const badUrl = () => usgsEarthquakesSource.createJobs({ USGS_EARTHQUAKE_BASE_URL: 'not a url' });
    expect(badUrl).toThrow(ConfigError);
    expect(badUrl).toThrow(/USGS_EARTHQUAKE_BASE_URL/);
    const badFeed = () => usgsEarthquakesSource.createJobs({ USGS_EARTHQUAKE_FEED: '3.0_week' });
    expect(badFeed).toThrow(ConfigError);
    expect(badFeed).toThrow(/USGS_EARTHQUAKE_FEED/);
  });
});

describe('usgs-earthquakes: bundled capture to operation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('loads the bundle with its own date and list-earthquakes answers from it, newest first', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', records: 30, fetchedAt: '2026-07-21T03:19:30.000Z' });
    const res = await t.app.inject({ url: '/api/seismology/v1/list-earthquakes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-07-21T03:19:30.000Z');
    const body = res.json() as { earthquakes: { id: string }[]; pagination: unknown };
    expect(body.earthquakes).toHaveLength(30);
    expect(body.earthquakes[0]?.id).toBe('hv75005267');
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 30 });
  });
});
