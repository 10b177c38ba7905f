import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError, parseEnv, type RawEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { ARXIV_QUERY_PATH, ARXIV_REQUEST_INTERVAL_MS, createArxivPapersJob, type Sleep } from './job';
import { ARXIV_ENV, arxivSource } from './source';

const CS_RO = readFixture(import.meta.url, 'api-query_cat-cs.RO_max2.atom.xml');
const noSleep: Sleep = async () => {};
const job = (env: RawEnv, sleep: Sleep = noSleep) => createArxivPapersJob(parseEnv(ARXIV_ENV, env), sleep);

describeJobScenarios({
  name: 'arxiv-papers',
  job: (url) => job({ ARXIV_BASE_URL: url, ARXIV_CATEGORIES: 'cs.RO', ARXIV_QUERIES: 'none' }),
  payloads: { [ARXIV_QUERY_PATH]: CS_RO },
  mainPath: ARXIV_QUERY_PATH,
  records: 2,
  malformed: '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head></html>',
});

describe('arxiv-papers: searches, pauses and dates', () => {
  it('asks each category and phrase in turn, newest first, pausing 3 s between calls', async () => {
    const up = await startUpstream({ [ARXIV_QUERY_PATH]: { body: CS_RO } });
    const pauses: number[] = [];
    const sleep: Sleep = async (ms) => {
      pauses.push(ms);
    };
    const h = harness();
    const env = {
      ARXIV_BASE_URL: up.url,
      ARXIV_CATEGORIES: 'cs.RO,cs.AI',
      ARXIV_QUERIES: 'supply chain risk',
    };
    const summary = await h.run(job(env, sleep));
    // The same two papers come back for each search: kept once.
    expect(summary).toMatchObject({ state: 'ok', records: 2, fetchedAt: '2025-10-16T17:59:37.000Z' });
    const queries = up.requests.map((r) => new URL(r.path, 'http://x').searchParams);
    expect(queries.map((q) => q.get('search_query'))).toEqual([
      'cat:cs.RO',
      'cat:cs.AI',
      'ti:"supply chain risk" OR abs:"supply chain risk"',
    ]);
    expect(queries[0]?.get('sortBy')).toBe('submittedDate');
    expect(queries[0]?.get('sortOrder')).toBe('descending');
    expect(queries[0]?.get('max_results')).toBe('50');
    expect(pauses).toEqual([ARXIV_REQUEST_INTERVAL_MS, ARXIV_REQUEST_INTERVAL_MS]);
    await up.close();
    await h.close();
  });

  it('publishes what answered when one search fails, and says which failed', async () => {
    const up = await startUpstream();
    up.route(ARXIV_QUERY_PATH, (req) =>
      req.path.includes('cs.AI') ? { status: 500, body: 'oops' } : { body: CS_RO },
    );
    const h = harness();
    const summary = await h.run(
      job({ ARXIV_BASE_URL: up.url, ARXIV_CATEGORIES: 'cs.RO,cs.AI', ARXIV_QUERIES: 'none' }),
    );
    expect(summary).toMatchObject({ state: 'ok', records: 2 });
    expect(summary.warnings.join(' ')).toContain('cat:cs.AI');
    await up.close();
    await h.close();
  });

  it('refuses bad settings with a ConfigError naming the variable', () => {
    expect(() => arxivSource.createJobs({ ARXIV_BASE_URL: 'ftp://x' })).toThrow(/ARXIV_BASE_URL/);
    expect(() => arxivSource.createJobs({ ARXIV_CATEGORIES: 'cs.AI,not a category' })).toThrow(ConfigError);
    expect(() => arxivSource.createJobs({ ARXIV_QUERIES: 'x"); DROP' })).toThrow(/ARXIV_QUERIES/);
    expect(() => arxivSource.createJobs({ ARXIV_MAX_RESULTS: '500' })).toThrow(/ARXIV_MAX_RESULTS/);
    expect(arxivSource.createJobs({})).toHaveLength(1);
  });
});

describe('arxiv-papers: bundled capture to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('loads the bundle dated by its newest paper, and list-arxiv-papers answers with it', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job({})], { store: t.store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2025-10-16T17:59:37.000Z', records: 2 });
    const res = await t.app.inject({
      url: '/api/research/v1/list-arxiv-papers',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json().papers.map((p: { id: string }) => p.id)).toEqual(['2510.14968', '2510.14827']);
  });
});
