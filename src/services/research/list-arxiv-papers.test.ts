import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { parseEnv } from '../../env-vars';
import { loadBundles } from '../../ingest/bundled';
import { ARXIV_QUERY_MAX_LENGTH } from './contract';
import { createArxivPapersJob } from './sources/arxiv/job';
import { ARXIV_ENV } from './sources/arxiv/source';

const PATH = '/api/research/v1/list-arxiv-papers';
const RDD = '2510.14968';
const FLOW = '2510.14827';

describe('list-arxiv-papers', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') =>
    t.app.inject({ url: query ? `${PATH}?${query}` : PATH, headers: { 'x-service-key': key } });
  const ids = async (query: string) => (await get(query)).json().papers.map((p: { id: string }) => p.id);
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('validates every parameter, naming each as sent', async () => {
    const bad = await get(`page_size=0&category=${encodeURIComponent('cs AI')}`);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['category', 'page_size']);
    expect((await get(`query=${'a'.repeat(ARXIV_QUERY_MAX_LENGTH + 1)}`)).json().violations[0].field).toBe(
      'query',
    );
    expect((await get('cursor=nope')).json()).toEqual({
      violations: [{ field: 'cursor', description: 'must be a cursor returned in pagination.nextCursor' }],
    });
    expect((await get('page_size=101')).statusCode).toBe(400);
    expect((await get('sort=new')).statusCode).toBe(400);
  });

  describe('with the bundled capture', () => {
    beforeAll(async () => {
      await loadBundles([createArxivPapersJob(parseEnv(ARXIV_ENV, {}))], { store: t.store });
    });

    it('answers the real papers newest first, dated by the newest paper', async () => {
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
      expect(res.headers['x-data-fetched-at']).toBe('2025-10-16T17:59:37.000Z');
      const body = res.json();
      expect(body.pagination).toEqual({ nextCursor: '', totalCount: 2 });
      expect(body.papers[0]).toMatchObject({
        id: RDD,
        title: 'RDD: Retrieval-Based Demonstration Decomposer for Planner Alignment in Long-Horizon Tasks',
        publishedAt: Date.parse('2025-10-16T17:59:37Z'),
        url: `https://arxiv.org/abs/${RDD}`,
        categories: ['cs.RO', 'cs.AI', 'cs.CV', 'cs.LG', 'cs.SY', 'eess.SY'],
      });
      expect(body.papers[0].authors).toHaveLength(4);
    });

    it('filters by category, cross-lists included', async () => {
      expect(await ids('category=cs.RO')).toEqual([RDD, FLOW]);
      expect(await ids('category=cs.AI')).toEqual([RDD]);
      expect(await ids('category=eess.SY')).toEqual([RDD]);
      const none = await get('category=math.OC');
      expect(none.json()).toEqual({ papers: [], pagination: { nextCursor: '', totalCount: 0 } });
      expect(none.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    });

    it('filters by every word of query in the title or abstract, case-insensitively', async () => {
      expect(await ids('query=Implicit%20NEURAL')).toEqual([FLOW]);
      expect(await ids('query=visuomotor')).toEqual([RDD]);
      expect(await ids('query=robot')).toEqual([FLOW]);
      expect(await ids('query=visuomotor%20gaussian')).toEqual([]);
      expect(await ids('category=cs.AI&query=neural')).toEqual([]);
    });

    it('walks every paper with the cursor, once each', async () => {
      const seen: string[] = [];
      let query = 'page_size=1';
      for (let i = 0; i < 5; i++) {
        const body = (await get(query)).json();
        seen.push(...body.papers.map((p: { id: string }) => p.id));
        expect(body.pagination.totalCount).toBe(2);
        if (body.pagination.nextCursor === '') break;
        query = `page_size=1&cursor=${body.pagination.nextCursor}`;
      }
      expect(seen).toEqual([RDD, FLOW]);
    });

    it('applies jmespath to the answer', async () => {
      const res = await get('jmespath=papers[].id');
      expect(res.json()).toEqual([RDD, FLOW]);
    });
  });
});
