import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { NEWS_DEFAULT_MAX_ITEMS, NEWS_MAX_ENTITIES } from './contract';
import { type AviationNewsRecord, aviationKeys } from './data';

const PATH = '/api/aviation/v1/list-aviation-news';
const NOW = new Date('2026-08-01T12:00:00.000Z');
const FETCHED_AT = '2026-08-01T11:30:00.000Z';
const HOUR = 3_600_000;

/** A synthetic article published `hoursAgo` before NOW (titles invented for the test). */
function article(id: string, hoursAgo: number, title: string, snippet = ''): AviationNewsRecord {
  return {
    id,
    title,
    url: `https://news.example/${id}`,
    sourceName: 'Example Wire',
    publishedAt: NOW.getTime() - hoursAgo * HOUR,
    snippet,
  };
}

const ITEMS: AviationNewsRecord[] = [
  article('a', 1, 'Test Air adds a route to IST'),
  article('b', 3, 'Runway works at a hub', 'Flights of test air are delayed.'),
  article('c', 30, 'Older item about Test Air'),
  article('d', 200, 'Very old item'),
  article('e', 2, 'Unrelated headline', 'Nothing to match.'),
];
for (let i = 0; i < NEWS_DEFAULT_MAX_ITEMS + 5; i++)
  ITEMS.push(article(`bulk-${i}`, 5 + i / 10, 'Bulk item'));

describe('list-aviation-news', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const get = (query: string) => t.app.inject({ url: `${PATH}${query}`, headers });

  beforeAll(async () => {
    t = await buildTestApp({ deps: { now: () => NOW } });
    headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
  });
  afterAll(() => t.close());

  it('answers the degraded body while no snapshot exists', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toEqual({ items: [], source: 'unavailable' });
  });

  it('names every bad parameter', async () => {
    const tooMany = Array.from({ length: NEWS_MAX_ENTITIES + 1 }, (_, i) => `entities=e${i}`).join('&');
    const res = await get(`?${tooMany}&window_hours=169&max_items=0`);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['entities', 'max_items', 'window_hours']);
    const nonInt = await get('?window_hours=1.5');
    expect(nonInt.json()).toEqual({
      violations: [{ field: 'window_hours', description: 'must be an integer' }],
    });
  });

  describe('with a published news snapshot', () => {
    beforeAll(async () => {
      await t.store.snapshots.publish(
        aviationKeys.news,
        { items: ITEMS },
        { fetchedAt: FETCHED_AT, source: 'test' },
      );
    });

    it('keeps the last 24 hours by default, newest first, capped at 20', async () => {
      const res = await get('');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toBe('ok');
      const body = res.json();
      expect(body.source).toBe('rss');
      expect(body.updatedAt).toBe(Date.parse(FETCHED_AT));
      expect(body.items).toHaveLength(NEWS_DEFAULT_MAX_ITEMS);
      expect(body.items.slice(0, 3).map((i: AviationNewsRecord) => i.id)).toEqual(['a', 'e', 'b']);
      expect(body.items[0]).toEqual({ ...ITEMS[0], matchedEntities: [] });
    });

    it('applies window_hours and max_items', async () => {
      const res = await get('?window_hours=48&max_items=50');
      const ids = res.json().items.map((i: AviationNewsRecord) => i.id);
      expect(ids).toContain('c');
      expect(ids).not.toContain('d');
      expect(ids).toHaveLength(ITEMS.length - 1);
      const two = await get('?max_items=2');
      expect(two.json().items.map((i: AviationNewsRecord) => i.id)).toEqual(['a', 'e']);
    });

    it('keeps only articles mentioning an entity and says which', async () => {
      const res = await get('?entities=TEST%20AIR&entities=IST&entities=nowhere');
      const items = res.json().items;
      expect(items.map((i: AviationNewsRecord) => i.id)).toEqual(['a', 'b']);
      expect(items[0].matchedEntities).toEqual(['TEST AIR', 'IST']);
      expect(items[1].matchedEntities).toEqual(['TEST AIR']);
      const wider = await get('?entities=test%20air&window_hours=168');
      expect(wider.json().items.map((i: AviationNewsRecord) => i.id)).toEqual(['a', 'b', 'c']);
    });
  });

  it('refuses a request without a key', async () => {
    expect((await t.app.inject({ url: PATH })).statusCode).toBe(401);
  });
});
