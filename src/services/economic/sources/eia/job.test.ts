import { afterEach, describe, expect, it } from 'vitest';
import {
  type Harness,
  harness,
  readFixture,
  sourceJob,
} from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream, type Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError, type RawEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { EIA_SERIES, economicKeys } from '../../data';
import {
  EIA_GAS_STORAGE_ROUTE,
  EIA_REFINERY_ROUTE,
  EIA_STOCKS_ROUTE,
  EIA_WEEKS_REQUESTED,
  eiaSource,
} from './source';

const KEY = 'test-eia-key-0123456789';
const CRUDE = readFixture(import.meta.url, 'petroleum-stoc-wstk-data_WCESTUS1.json');
const HTML = '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head></html>';

/**
 * A synthetic body in the `/…/data/` route layout for series with no real capture (SPR, gas
 * storage, refinery inputs): three made-up weekly values, not EIA figures.
 */
function syntheticSeries(series: string, units: string): string {
  const data = [
    { period: '2026-07-31', series, value: '300', units },
    { period: '2026-07-24', series, value: '290.5', units },
    { period: '2026-07-17', series, value: null, units },
    { period: '2026-07-10', series, value: '280', units },
  ];
  return JSON.stringify({
    response: { total: '4', frequency: 'weekly', data },
    request: {},
    apiVersion: '2.1.7',
  });
}

const env = (url: string): RawEnv => ({ EIA_BASE_URL: url, EIA_API_KEY: KEY });
const job = (e: RawEnv, id: string) => sourceJob(eiaSource, e, id);

describeJobScenarios({
  name: 'eia-crude-stocks (real capture)',
  job: (url) => job(env(url), 'eia-crude-stocks'),
  payloads: { [EIA_STOCKS_ROUTE]: CRUDE },
  mainPath: EIA_STOCKS_ROUTE,
  records: 6,
  malformed: HTML,
});

const SYNTHETIC_JOBS: [string, string, { series: string; units: string }][] = [
  ['eia-spr-stocks', EIA_STOCKS_ROUTE, EIA_SERIES.sprStocks],
  ['eia-nat-gas-storage', EIA_GAS_STORAGE_ROUTE, EIA_SERIES.natGasStorage],
  ['eia-refinery-inputs', EIA_REFINERY_ROUTE, EIA_SERIES.refineryInputs],
];
for (const [name, route, spec] of SYNTHETIC_JOBS) {
  describeJobScenarios({
    name: `${name} (synthetic series)`,
    job: (url) => job(env(url), name),
    payloads: { [route]: syntheticSeries(spec.series, spec.units) },
    mainPath: route,
    records: 3,
    malformed: '{"response":{"data":"none"}}',
  });
}

describe('eia jobs: requests, credentials, dates', () => {
  let up: Upstream | undefined;
  let h: Harness | undefined;
  afterEach(async () => {
    await up?.close();
    await h?.close();
  });

  it('asks for the one series, newest first, with the key as api_key; the key never reaches the snapshot', async () => {
    up = await startUpstream({ [EIA_STOCKS_ROUTE]: { body: CRUDE } });
    h = harness();
    const summary = await h.run(job(env(up.url), 'eia-crude-stocks'));
    expect(summary).toMatchObject({ state: 'ok', records: 6, fetchedAt: '2024-10-04T00:00:00.000Z' });
    const query = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(query.get('api_key')).toBe(KEY);
    expect(query.get('facets[series][]')).toBe('WCESTUS1');
    expect(query.get('frequency')).toBe('weekly');
    expect(query.get('sort[0][direction]')).toBe('desc');
    expect(query.get('length')).toBe(String(EIA_WEEKS_REQUESTED));
    const snap = await h.store.snapshots.read(economicKeys.eiaCrudeStocks);
    expect(snap.status).toBe('hit');
    if (snap.status !== 'hit') return;
    expect(snap.snapshot.meta.source).not.toContain(KEY);
  });

  it('keeps the key out of the recorded error of a failed run', async () => {
    up = await startUpstream({ [EIA_STOCKS_ROUTE]: { status: 403, body: 'forbidden' } });
    h = harness();
    const summary = await h.run(job(env(up.url), 'eia-crude-stocks'));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('HTTP 403');
    expect(summary.error).not.toContain(KEY);
  });

  it('reports not_configured without EIA_API_KEY and never calls the upstream', async () => {
    up = await startUpstream({ [EIA_STOCKS_ROUTE]: { body: CRUDE } });
    h = harness();
    const summary = await h.run(job({ EIA_BASE_URL: up.url }, 'eia-crude-stocks'));
    expect(summary.state).toBe('not_configured');
    expect(summary.error).toContain('EIA_API_KEY');
    expect(up.requests).toHaveLength(0);
  });

  it('refuses a malformed EIA_BASE_URL with a ConfigError naming it', () => {
    expect(() => eiaSource.createJobs({ EIA_BASE_URL: 'not a url', EIA_API_KEY: KEY })).toThrow(ConfigError);
    expect(() => eiaSource.createJobs({ EIA_BASE_URL: 'not a url' })).toThrow(/EIA_BASE_URL/);
  });

  it('refuses a crude job pointed at the SPR series (the schema pins the series id)', async () => {
    up = await startUpstream({ [EIA_STOCKS_ROUTE]: { body: syntheticSeries('WCSSTUS1', 'MBBL') } });
    h = harness();
    const summary = await h.run(job(env(up.url), 'eia-crude-stocks'));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('no WCESTUS1 values');
  });
});

describe('eia-crude-stocks: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the bundle offline (no key) and get-oil-inventories answers from it with its true date', async () => {
    t = await buildTestApp();
    const jobs = [job({}, 'eia-crude-stocks'), job({}, 'eia-spr-stocks')];
    const loaded = await loadBundles(jobs, { store: t.store });
    expect(loaded.map((r) => r.state)).toEqual(['loaded', 'no_bundle']);
    expect(loaded[0]).toMatchObject({ fetchedAt: '2024-10-04T00:00:00.000Z', records: 10 });
    const res = await t.app.inject({
      url: '/api/economic/v1/get-oil-inventories',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2024-10-04T00:00:00.000Z');
    const body = res.json();
    expect(body.crudeWeeks).toHaveLength(8);
    // 422,741 and 416,931 thousand barrels (EIA, weeks ending 2024-10-04 and 2024-09-27).
    expect(body.crudeWeeks[0]).toEqual({ period: '2024-10-04', stocksMb: 422.741, weeklyChangeMb: 5.81 });
    expect(body.crudeWeeks[7]).toEqual({ period: '2024-08-16', stocksMb: 426.029, weeklyChangeMb: -4.649 });
    expect(body.spr).toBeUndefined();
    expect(body.natGasWeeks).toEqual([]);
  });
});
