import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { loadBundles } from '../../../../ingest/bundled';
import { fredKeys } from '../../data-macro';
import { FRED_OBSERVATIONS_PATH, FRED_RELEASE_DATES_PATH, FRED_SERIES_PATH, fredSource } from './source';

const KEY = 'test-fred-key-0123456789';
const OBS = readFixture(import.meta.url, 'series-observations_GDP.json');
const SERIES = readFixture(import.meta.url, 'series_GDP.json');
const RELEASE_10 = readFixture(import.meta.url, 'release-dates_10.json');
const job = (url: string | undefined, id: string, key = KEY) =>
  sourceJob(
    fredSource,
    { ...(url ? { FRED_BASE_URL: url } : {}), ...(key ? { FRED_API_KEY: key } : {}) },
    id,
  );

describeJobScenarios({
  name: 'fred-gdp',
  job: (url) => job(url, 'fred-gdp'),
  payloads: { [FRED_OBSERVATIONS_PATH]: OBS, [FRED_SERIES_PATH]: SERIES },
  mainPath: FRED_OBSERVATIONS_PATH,
  records: 315,
  malformed: '{"observations":"none"}',
});

describeJobScenarios({
  name: 'fred-release-dates',
  job: (url) => job(url, 'fred-release-dates'),
  // Every release answers the CPI capture: the parser keeps the rows of the release it asked for.
  payloads: { [FRED_RELEASE_DATES_PATH]: RELEASE_10 },
  mainPath: FRED_RELEASE_DATES_PATH,
  records: 930,
  malformed: '{"release_dates":"none"}',
});

describe('fred jobs: requests and credentials', () => {
  it('asks for the series newest first with the key; the key never reaches meta.source', async () => {
    const up = await startUpstream({
      [FRED_OBSERVATIONS_PATH]: { body: OBS },
      [FRED_SERIES_PATH]: { body: SERIES },
    });
    const h = harness();
    const summary = await h.run(job(up.url, 'fred-gdp'));
    expect(summary).toMatchObject({ state: 'ok', records: 315, fetchedAt: '2024-12-19T13:55:01.000Z' });
    const obs = up.requests.find((r) => r.path.startsWith(FRED_OBSERVATIONS_PATH))!;
    const q = new URL(obs.path, 'http://x').searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      series_id: 'GDP',
      api_key: KEY,
      file_type: 'json',
      sort_order: 'desc',
    });
    const snap = await h.store.snapshots.read(fredKeys.GDP);
    expect(snap.status === 'hit' && snap.snapshot.meta.source).not.toContain(KEY);
    await up.close();
    await h.close();
  });

  it('is not_configured without FRED_API_KEY and never calls FRED', async () => {
    const up = await startUpstream({ [FRED_OBSERVATIONS_PATH]: { body: OBS } });
    const h = harness();
    const summary = await h.run(job(up.url, 'fred-gdp', ''));
    expect(summary.state).toBe('not_configured');
    expect(up.requests).toHaveLength(0);
    await up.close();
    await h.close();
  });

  it('refuses GDP data published into another series key (the key pins the id)', async () => {
    const up = await startUpstream({
      [FRED_OBSERVATIONS_PATH]: { body: OBS },
      [FRED_SERIES_PATH]: { body: SERIES },
    });
    const h = harness();
    expect((await h.run(job(up.url, 'fred-unrate'))).state).toBe('failed');
    await up.close();
    await h.close();
  });
});

describe('fred: bundled captures answer offline without a key', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('get-fred-series?series_id=GDP answers the bundled GDP with its own date; the calendar answers CPI dates', async () => {
    t = await buildTestApp();
    const jobs = fredSource.createJobs({}).filter((j) => j.bundle);
    const loaded = await loadBundles(jobs, { store: t.store });
    expect(loaded.map((l) => l.state)).toEqual(['loaded', 'loaded']);
    const headers = { 'x-service-key': await t.createKey() };
    const res = await t.app.inject({
      url: '/api/economic/v1/get-fred-series?series_id=GDP&limit=3',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-fetched-at']).toBe('2024-12-19T13:55:01.000Z');
    expect(res.json().series).toMatchObject({
      seriesId: 'GDP',
      units: 'Billions of Dollars',
      frequency: 'Quarterly',
      observations: [
        { date: '2024-01-01', value: 28624.069 },
        { date: '2024-04-01', value: 29016.714 },
        { date: '2024-07-01', value: 29374.914 },
      ],
    });
    const cal = await t.app.inject({
      url: '/api/economic/v1/get-economic-calendar?fromDate=2024-12-01&toDate=2025-01-31',
      headers,
    });
    expect(cal.json()).toEqual({
      events: [
        { event: 'Consumer Price Index', country: 'US', date: '2024-12-11', releaseId: 10 },
        { event: 'Consumer Price Index', country: 'US', date: '2025-01-15', releaseId: 10 },
      ],
      fromDate: '2024-12-01',
      toDate: '2025-01-31',
      total: 2,
      unavailable: false,
    });
    expect(cal.headers['x-data-fetched-at']).toBe('2025-01-20T14:56:02.000Z');
  });
});
