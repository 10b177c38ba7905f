import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { checkSchema } from '../../schema-check';
import { listClimateNews } from './contract';
import { climateKeys } from './data';

const PATH = '/api/climate/v1/list-climate-news';
const FETCHED_AT = '2026-08-06T08:30:00.000Z';

/** A synthetic headline. */
function item(id: string, publishedAt: number) {
  return {
    id,
    title: `Synthetic headline ${id}`,
    url: `https://news.example/${id}`,
    summary: 'Synthetic summary for a test.',
    sourceName: 'Example News',
    publishedAt,
  };
}

describe('list-climate-news', () => {
  let t: TestApp;
  let key: string;
  const get = () => t.app.inject({ url: PATH, headers: { 'x-service-key': key } });
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('serves the headlines newest first with the snapshot time in epoch ms', async () => {
    await t.store.snapshots.publish(
      climateKeys.news,
      {
        items: [
          item('a', Date.UTC(2026, 7, 5)),
          item('b', Date.UTC(2026, 7, 6)),
          item('c', Date.UTC(2026, 7, 4)),
        ],
      },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('ok');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const body = res.json();
    expect(checkSchema(listClimateNews.response, structuredClone(body)).ok).toBe(true);
    expect(body.dataAvailable).toBe(true);
    expect(body.fetchedAt).toBe(Date.parse(FETCHED_AT));
    expect(body.items.map((i: { id: string }) => i.id)).toEqual(['b', 'a', 'c']);
    expect(body.items[0]).toEqual(item('b', Date.UTC(2026, 7, 6)));
  });
});
