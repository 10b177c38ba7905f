import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { GEM_PIPELINE_FILES, gemPipelinesSource } from './source';

const GAS = readFixture(import.meta.url, 'pipelines-gas.json');
const OIL = readFixture(import.meta.url, 'pipelines-oil.json');

/** The registry job of one commodity, at `url` or at the default address. */
const registryJob = (commodity: 'gas' | 'oil', url?: string) =>
  sourceJob(
    gemPipelinesSource,
    url === undefined ? {} : { GEM_PIPELINES_BASE_URL: url },
    `gem-pipelines-${commodity}`,
  );
const gasJob = (url?: string) => registryJob('gas', url);
const oilJob = (url?: string) => registryJob('oil', url);

describeJobScenarios({
  name: 'gem-pipelines-gas',
  job: (url) => gasJob(url),
  payloads: { [GEM_PIPELINE_FILES.gas]: GAS },
  mainPath: GEM_PIPELINE_FILES.gas,
  records: 6,
  malformed: '{"message":"Not Found"}',
});

describeJobScenarios({
  name: 'gem-pipelines-oil',
  job: (url) => oilJob(url),
  payloads: { [GEM_PIPELINE_FILES.oil]: OIL },
  mainPath: GEM_PIPELINE_FILES.oil,
  records: 5,
  malformed: '<!DOCTYPE html><html><body>404: Not Found</body></html>',
});

describe('gem-pipelines: dates and wrong files', () => {
  it('dates the snapshot by the newest evidence update and refuses an oil file at the gas address', async () => {
    const up = await startUpstream({ [GEM_PIPELINE_FILES.gas]: { body: GAS } });
    const h = harness();
    expect(await h.run(gasJob(up.url))).toMatchObject({
      state: 'ok',
      fetchedAt: '2026-04-22T00:00:00.000Z',
    });
    up.route(GEM_PIPELINE_FILES.gas, { body: OIL });
    h.http.clearConditionalCache();
    const wrong = await h.run(gasJob(up.url));
    expect(wrong.state).toBe('failed');
    expect(wrong.error).toContain('unreadable records');
    await up.close();
    await h.close();
  });
});

describe('gem-pipelines: configuration', () => {
  it('builds the gas and oil jobs, and refuses a base URL that is not a URL, naming the variable', () => {
    expect(gemPipelinesSource.createJobs({}).map((j) => j.id)).toEqual([
      'gem-pipelines-gas',
      'gem-pipelines-oil',
    ]);
    const build = () => gemPipelinesSource.createJobs({ GEM_PIPELINES_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow(/GEM_PIPELINES_BASE_URL/);
  });
});

describe('gem-pipelines: bundled registries to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads both bundles and list-pipelines answers from them with their true date', async () => {
    t = await buildTestApp({ deps: { now: () => new Date('2026-05-01T00:00:00Z') } });
    const loaded = await loadBundles(gemPipelinesSource.createJobs({}), {
      store: t.store,
    });
    expect(loaded.map((r) => [r.state, r.records, r.fetchedAt])).toEqual([
      ['loaded', 30, '2026-04-22T00:00:00.000Z'],
      ['loaded', 30, '2026-04-22T00:00:00.000Z'],
    ]);
    const key = await t.createKey();
    const res = await t.app.inject({
      url: '/api/supply-chain/v1/list-pipelines',
      headers: { 'x-service-key': key },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-04-22T00:00:00.000Z');
    const body = res.json();
    expect(body).toMatchObject({
      fetchedAt: '2026-04-22T00:00:00.000Z',
      classifierVersion: 'v1',
      upstreamUnavailable: false,
    });
    expect(body.pipelines).toHaveLength(60);
    const ns1 = body.pipelines.find((p: { id: string }) => p.id === 'nord-stream-1');
    // Offline, corroborated by sanctions and an operator statement, evidence 9 days old.
    expect(ns1).toMatchObject({ capacityBcmYr: 55, lengthKm: 1224, publicBadge: 'offline' });
    const oilOnly = await t.app.inject({
      url: '/api/supply-chain/v1/list-pipelines?commodity_type=oil',
      headers: { 'x-service-key': key },
    });
    expect(
      oilOnly
        .json()
        .pipelines.map((p: { id: string }) => p.id)
        .slice(0, 3),
    ).toEqual(['druzhba-north', 'druzhba-south', 'cpc']);
  });
});
