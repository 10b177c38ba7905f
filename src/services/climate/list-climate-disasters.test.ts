import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { checkSchema } from '../../schema-check';
import { listClimateDisasters } from './contract';
import { climateKeys } from './data';
import { encodeOffsetCursor } from './offset-cursor';
import { eonetSource } from './sources/eonet/source';
import { gdacsSource } from './sources/gdacs/source';
import { reliefwebSource } from './sources/reliefweb/source';

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
      climateKeys.disastersGdacs,
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

describe('list-climate-disasters: merging the per-source snapshots', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') =>
    t.app.inject({ url: query ? `${PATH}?${query}` : PATH, headers: { 'x-service-key': key } });
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('answers from one source alone, dated by it', async () => {
    await t.store.snapshots.publish(
      climateKeys.disastersGdacs,
      { disasters: [{ ...disaster(10), id: 'gdacs-FL-1', glide: 'FL-2026-000001-TL' }, disaster(4)] },
      { fetchedAt: '2026-08-02T00:00:00.000Z', source: 'test' },
    );
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-08-02T00:00:00.000Z');
    expect(res.json().disasters.map((d: { id: string }) => d.id)).toEqual(['gdacs-FL-1', 'test-4']);
    // The GLIDE number is used for merging only; the contract does not carry it.
    expect(res.json().disasters[0]).not.toHaveProperty('glide');
  });

  it('merges a second source newest first, drops the record whose GLIDE another source has, and takes the oldest date', async () => {
    const relief = (day: number, glide?: string) => ({
      ...disaster(day),
      id: `reliefweb-${day}`,
      source: 'ReliefWeb',
      ...(glide ? { glide } : {}),
    });
    await t.store.snapshots.publish(
      climateKeys.disastersReliefweb,
      // Same event as gdacs-FL-1 (GLIDE differs only in case); day 6 is its own.
      { disasters: [relief(9, 'fl-2026-000001-tl'), relief(6)] },
      { fetchedAt: '2026-07-30T06:00:00.000Z', source: 'test' },
    );
    const res = await get('page_size=2');
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-07-30T06:00:00.000Z');
    const body = res.json();
    expect(checkSchema(listClimateDisasters.response, structuredClone(body)).ok).toBe(true);
    expect(body.pagination.totalCount).toBe(3);
    expect(body.disasters.map((d: { id: string }) => d.id)).toEqual(['gdacs-FL-1', 'reliefweb-6']);
    const next = await get(`page_size=2&cursor=${body.pagination.nextCursor}`);
    expect(next.json()).toMatchObject({
      disasters: [{ id: 'test-4' }],
      pagination: { nextCursor: '', totalCount: 3 },
    });
  });
});

describe('list-climate-disasters: from the bundled captures', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it("answers from the GDACS and EONET bundles with their payloads' dates; ReliefWeb has none", async () => {
    const jobs = [sourceJob(reliefwebSource), sourceJob(gdacsSource), sourceJob(eonetSource)];
    const loaded = await loadBundles(jobs, { store: t.store });
    expect(loaded.map((r) => r.state)).toEqual(['no_bundle', 'loaded', 'loaded']);
    const res = await t.app.inject({ url: PATH, headers: { 'x-service-key': key } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    // EONET's newest track point is 06:00, GDACS's newest update 13:21:13: the answer is as old as
    // the older one.
    expect(res.headers['x-data-fetched-at']).toBe('2026-07-20T06:00:00.000Z');
    const body = res.json();
    expect(checkSchema(listClimateDisasters.response, structuredClone(body)).ok).toBe(true);
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 16 });
    expect(body.disasters[0]).toMatchObject({
      id: 'eonet-EONET_21399',
      name: 'Tropical Storm Fausto',
      startedAt: Date.UTC(2026, 6, 19, 18),
      source: 'NASA EONET',
    });
    expect(body.disasters[1]).toMatchObject({
      id: 'gdacs-TC-1001290',
      severity: 'green',
      countryCode: 'US',
      lat: 28.5,
    });
    expect(body.disasters.at(-1)).toMatchObject({
      id: 'gdacs-FL-1103888',
      startedAt: Date.UTC(2026, 4, 19, 1),
    });
  });
});
