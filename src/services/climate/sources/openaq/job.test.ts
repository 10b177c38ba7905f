import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { createSqliteStore } from '../../../../store/sqlite';
import { climateKeys } from '../../data';
import { OPENAQ_LOCATIONS_PATH, OPENAQ_MAX_PAGES, OPENAQ_PAGE_LIMIT, OPENAQ_PM25_LATEST_PATH } from './job';
import { openaqSource } from './source';

const LOCATIONS = readFixture(import.meta.url, 'locations.json');
const LATEST = readFixture(import.meta.url, 'latest.json');
const KEY = 'test-openaq-key';
/** Shortly after the captured readings (2026-08-06T12:00Z), so they are fresh. */
const NOW = new Date('2026-08-06T13:00:00.000Z');
const env = (url: string) => ({ OPENAQ_BASE_URL: url, OPENAQ_API_KEY: KEY });

describeJobScenarios({
  name: 'openaq-air-quality',
  job: (url) => sourceJob(openaqSource, env(url)),
  payloads: { [OPENAQ_LOCATIONS_PATH]: LOCATIONS, [OPENAQ_PM25_LATEST_PATH]: LATEST },
  mainPath: OPENAQ_PM25_LATEST_PATH,
  records: 1,
  malformed: '{"detail":"synthetic: not a listing"}',
  now: NOW,
});

describe('openaq-air-quality: credentials and requests', () => {
  it('is not_configured without the key, and sends nothing', async () => {
    const up = await startUpstream();
    const h = harness({ now: () => NOW });
    const job = sourceJob(openaqSource, { OPENAQ_BASE_URL: up.url, OPENAQ_API_KEY: '  ' });
    expect(job.credentials).toEqual({ kind: 'missing', hint: 'set OPENAQ_API_KEY' });
    const summary = await h.run(job);
    expect(summary.state).toBe('not_configured');
    expect(up.requests).toHaveLength(0);
    const status = (await h.store.ingestStatus.list()).find((r) => r.job === climateKeys.airQuality.name);
    expect(status?.state).toBe('not_configured');
    await up.close();
    await h.close();
  });

  it('sends the key as X-API-Key and asks for PM2.5 locations and latest values by page', async () => {
    const up = await startUpstream({
      [OPENAQ_LOCATIONS_PATH]: { body: LOCATIONS },
      [OPENAQ_PM25_LATEST_PATH]: { body: LATEST },
    });
    const h = harness({ now: () => NOW });
    const summary = await h.run(sourceJob(openaqSource, env(up.url)));
    expect(summary).toMatchObject({ state: 'ok', records: 1, fetchedAt: '2026-08-06T12:00:00.000Z' });
    expect(up.requests.every((r) => r.headers['x-api-key'] === KEY)).toBe(true);
    const paths = up.requests.map((r) => r.path).sort();
    expect(paths).toEqual([
      `${OPENAQ_LOCATIONS_PATH}?parameters_id=2&limit=${OPENAQ_PAGE_LIMIT}&page=1`,
      `${OPENAQ_PM25_LATEST_PATH}?limit=${OPENAQ_PAGE_LIMIT}&page=1`,
    ]);
    await up.close();
    await h.close();
  });

  it('reads further pages while they come back full, up to the page cap', async () => {
    const latestRows = (JSON.parse(LATEST) as { results: unknown[] }).results;
    // Synthetic paging: every latest page claims a limit of 3 and is full, so only the cap stops it.
    const full = JSON.stringify({
      meta: { name: 'openaq-api', page: 1, limit: 3, found: '>1000' },
      results: latestRows,
    });
    const up = await startUpstream({
      [OPENAQ_LOCATIONS_PATH]: { body: LOCATIONS },
      [OPENAQ_PM25_LATEST_PATH]: { body: full },
    });
    const h = harness({ now: () => NOW });
    const summary = await h.run(sourceJob(openaqSource, env(up.url)));
    expect(summary.state).toBe('ok');
    const latestCalls = up.requests.filter((r) => r.path.startsWith(OPENAQ_PM25_LATEST_PATH));
    expect(latestCalls).toHaveLength(OPENAQ_MAX_PAGES);
    expect(latestCalls.at(-1)?.path).toContain(`page=${OPENAQ_MAX_PAGES}`);
    await up.close();
    await h.close();
  });
});

describe('openaq-air-quality: bundled capture', () => {
  it('loads offline without a key and the operation answers from it with the reading time', async () => {
    const store = createSqliteStore(':memory:');
    const [loaded] = await loadBundles([sourceJob(openaqSource)], { store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-08-06T12:00:00.000Z', records: 1 });
    const t = await buildTestApp({ store });
    const res = await t.app.inject({
      url: '/api/climate/v1/list-air-quality-data',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-08-06T12:00:00.000Z');
    const body = res.json();
    expect(body.fetchedAt).toBe(Date.UTC(2026, 7, 6, 12));
    expect(body.stations).toEqual([
      expect.objectContaining({
        city: 'Rio de Janeiro',
        countryCode: 'BR',
        lat: -22.9084,
        lng: -43.1795,
        pm25: 8.21,
        pollutant: 'pm25',
        measuredAt: Date.UTC(2026, 7, 6, 12),
        source: 'OpenAQ',
      }),
    ]);
    await t.close();
  });
});

describe('openaq: configuration', () => {
  it('refuses a malformed OPENAQ_BASE_URL with a ConfigError naming it', () => {
    const build = () => openaqSource.createJobs({ OPENAQ_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('OPENAQ_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
