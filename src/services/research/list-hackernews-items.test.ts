import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { researchKeys } from './data';
import { hackernewsSource } from './sources/hackernews/source';

const PATH = '/api/research/v1/list-hackernews-items';
/** The 11 captured top stories, newest first. */
const BUNDLED = [
  40432688, 40053774, 39828686, 39483482, 38835419, 36940871, 36940323, 36937713, 36935843, 36933603,
  36929499,
];

describe('list-hackernews-items', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') =>
    t.app.inject({ url: query ? `${PATH}?${query}` : PATH, headers: { 'x-service-key': key } });
  const ids = async (query: string) => (await get(query)).json().items.map((i: { id: number }) => i.id);
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('validates feed_type, page_size and cursor', async () => {
    const bad = await get('feed_type=hot&page_size=500');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['feed_type', 'page_size']);
    expect((await get(`cursor=${Buffer.from('o:1').toString('base64url')}`)).statusCode).toBe(400);
  });

  describe('with the bundled capture', () => {
    beforeAll(async () => {
      await loadBundles([sourceJob(hackernewsSource)], { store: t.store });
    });

    it('answers the top feed by default, with real times and canonical URLs', async () => {
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
      expect(res.headers['x-data-fetched-at']).toBe('2024-05-22T00:42:36.000Z');
      const body = res.json();
      expect(body.items.map((i: { id: number }) => i.id)).toEqual(BUNDLED);
      expect(await ids('feed_type=top')).toEqual(BUNDLED);
      const lk99 = body.items.find((i: { id: number }) => i.id === 36940323);
      // The capture's link ends with `#sbtable`: the fragment is not part of the canonical URL.
      expect(lk99.url).toBe('https://eirifu.wordpress.com/2023/07/30/lk-99-superconductor-summary/');
      expect(lk99.submittedAt).toBe(1690795457000);
      const pypy = body.items.find((i: { id: number }) => i.id === 36940871);
      expect(pypy.url).toBe('https://news.ycombinator.com/item?id=36940871');
    });

    it('answers a feed the snapshot does not hold as unavailable, not as empty', async () => {
      const res = await get('feed_type=ask');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], pagination: { nextCursor: '', totalCount: 0 } });
      expect(res.headers['x-data-status']).toBe('unavailable');
    });

    it('walks the feed with the cursor in rank order, once each', async () => {
      const seen: number[] = [];
      let query = 'page_size=4';
      for (let i = 0; i < 10; i++) {
        const body = (await get(query)).json();
        seen.push(...body.items.map((it: { id: number }) => it.id));
        expect(body.pagination.totalCount).toBe(BUNDLED.length);
        if (body.pagination.nextCursor === '') break;
        query = `page_size=4&cursor=${body.pagination.nextCursor}`;
      }
      expect(seen).toEqual(BUNDLED);
    });
  });

  it('keeps one item per canonical URL, the better-ranked one', async () => {
    const story = (id: number, url: string) => ({
      id,
      title: `Synthetic story ${id}`,
      url,
      textPost: false,
      submittedAt: 1_700_000_000_000 + id,
    });
    await t.store.snapshots.publish(
      researchKeys.hackernewsItems,
      {
        feeds: [{ feed: 'new', ids: [3, 1, 2] }],
        items: [
          story(1, 'https://example.org/a'),
          story(2, 'https://example.org/b'),
          story(3, 'https://example.org/b'),
        ],
      },
      { fetchedAt: '2026-08-01T00:00:00.000Z', source: 'test' },
    );
    expect(await ids('feed_type=new')).toEqual([3, 1]);
  });
});
