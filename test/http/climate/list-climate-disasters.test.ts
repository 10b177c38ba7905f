import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClimateDisasters } from '../../../src/contract/climate';
import { checkSchema } from '../../../src/schema-check';
import { encodeOffsetCursor } from '../../../src/services/climate/offset-cursor';
import { keys } from '../../../src/store/keys';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

const PATH = '/api/climate/v1/list-climate-disasters';
const FETCHED_AT = '2026-08-01T12:00:00.000Z';

/** Synthetic disasters, one per day of July 2026 given; ids say which day. */
function disaster(day: number) {
  return {
    id: `test-${day}`,
    type: 'flood',
    name: `Synthetic flood ${day}`,
    country: 'Testland',
    countryCode: 'TL',
    lat: 1,
    lng: 2,
    severity: 'orange',
    startedAt: Date.UTC(2026, 6, day),
    status: 'ongoing',
    source: 'GDACS',
  };
}

describe('list-climate-disasters', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') =>
    t.app.inject({ url: query ? `${PATH}?${query}` : PATH, headers: { 'x-service-key': key } });
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('answers an empty page marked unavailable when no snapshot exists', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disasters: [], pagination: { nextCursor: '', totalCount: 0 } });
    expect(res.headers['x-data-status']).toBe('unavailable');
  });

  it('refuses a request without a key', async () => {
    expect((await t.app.inject({ url: PATH })).statusCode).toBe(401);
  });

  it('validates page_size and cursor, naming each as sent', async () => {
    const res = await get('page_size=101&cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(res.json().violations).toContainEqual({ field: 'page_size', description: 'must be at most 100' });
    const cursor = await get('cursor=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toEqual({
      violations: [{ field: 'cursor', description: 'must be a cursor returned in pagination.nextCursor' }],
    });
    // Well-formed base64url that does not carry an offset is refused too.
    const forged = Buffer.from('offset=3').toString('base64url');
    expect((await get(`cursor=${forged}`)).statusCode).toBe(400);
    expect((await get('page_size=0')).json()).toEqual({
      violations: [{ field: 'page_size', description: 'must be at least 1' }],
    });
  });

  it('pages through the disasters newest first, with an empty nextCursor on the last page', async () => {
    await t.store.snapshots.publish(
      keys.climateDisasters,
      { disasters: [3, 7, 1, 5, 9].map(disaster) },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
    const seen: string[] = [];
    let query = 'page_size=2';
    const pages: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await get(query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
      const body = res.json();
      expect(checkSchema(listClimateDisasters.response, structuredClone(body)).ok).toBe(true);
      expect(body.pagination.totalCount).toBe(5);
      pages.push(body.disasters.length);
      seen.push(...body.disasters.map((d: { id: string }) => d.id));
      if (body.pagination.nextCursor === '') break;
      query = `page_size=2&cursor=${body.pagination.nextCursor}`;
    }
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual(['test-9', 'test-7', 'test-5', 'test-3', 'test-1']);
  });

  it('answers 100 records per page by default and serves every field', async () => {
    const res = await get();
    const body = res.json();
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 5 });
    expect(body.disasters[0]).toEqual({ ...disaster(9) });
  });

  it('answers an empty last page for a cursor past the end', async () => {
    const res = await get(`cursor=${encodeOffsetCursor(50)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disasters: [], pagination: { nextCursor: '', totalCount: 5 } });
  });
});
