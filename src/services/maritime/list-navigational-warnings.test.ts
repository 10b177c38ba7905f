import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { MAX_AREA_FILTER_CHARS } from './contract';
import { maritimeKeys } from './data';
import { parseNavigationalWarnings } from './sources/nga-msi/parser';

const PATH = '/api/maritime/v1/list-navigational-warnings';
const LISTING = readFixture(new URL('./sources/nga-msi/job.ts', import.meta.url).href, 'broadcast-warn.json');
/** The 13 real warnings of the fixture, as the job stores them. */
const REAL = parseNavigationalWarnings(LISTING, 'broadcast-warn').data;
const FETCHED_AT = '2023-04-15T10:05:00.000Z';

type Warning = { id: string; issuedAt?: number };

describe('list-navigational-warnings', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  const ids = async (query: string) => ((await get(query)).json().warnings as Warning[]).map((w) => w.id);

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  const load = () =>
    t.store.snapshots.publish(maritimeKeys.navigationalWarnings, REAL, {
      fetchedAt: FETCHED_AT,
      source: 'test',
    });

  it('lists the warnings newest issue first, with title, area, first position and planned cancellation', async () => {
    await load();
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
    const body = res.json();
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 13 });
    const times = (body.warnings as Warning[]).map((w) => w.issuedAt ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const w418 = body.warnings.find((w: Warning) => w.id === '4-2023-418');
    expect(w418).toEqual({
      id: '4-2023-418',
      title: 'NAVAREA IV 418/23',
      text: REAL.warnings.find((w) => w.id === '4-2023-418')!.text,
      area: 'WESTERN NORTH ATLANTIC, FLORIDA',
      location: { latitude: 28.641167, longitude: -80.621833 },
      issuedAt: Date.UTC(2023, 3, 15, 4, 29),
      expiresAt: Date.UTC(2023, 3, 25, 15, 16),
      authority: 'EASTERN RANGE 0/23 141502Z APR 23.',
    });
    // No position and no heading: no location, the broadcast as area; no cancellation ordered.
    const w415 = body.warnings.find((w: Warning) => w.id === '4-2023-415');
    expect(w415).toMatchObject({ title: 'NAVAREA IV 415/23', area: 'NAVAREA IV' });
    expect(w415.location).toBeUndefined();
    expect(w415.expiresAt).toBeUndefined();
    expect(body.warnings.find((w: Warning) => w.id === 'A-2023-808').title).toBe('HYDROLANT 808/23');
  });

  it('filters by area: broadcast, heading or text, ignoring case and line breaks', async () => {
    await load();
    expect(await ids('?area=NAVAREA%20IV')).toEqual([
      '4-2023-418',
      '4-2023-417',
      '4-2023-415',
      '4-2021-967',
      '4-2021-277',
      '4-2021-144',
    ]);
    expect(await ids('?area=hydropac')).toEqual(['P-2023-1236']);
    expect(await ids('?area=Black%20Sea')).toEqual(['A-2022-838']);
    expect(await ids('?area=florida')).toEqual(['4-2023-418']);
    // "LIGHT\n   12-55.71S" in the text: the line break counts as one space.
    expect(await ids('?area=serrat%20light%2012-55.71S')).toEqual(['A-2023-808']);
    const none = await get('?area=Persian%20Gulf');
    expect(none.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(none.json()).toEqual({ warnings: [], pagination: { nextCursor: '', totalCount: 0 } });
    // An empty value means no filter.
    expect((await get('?area=')).json().pagination.totalCount).toBe(13);
  });

  it('walks every warning page by page with the cursor, without duplicates', async () => {
    await load();
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const body = (await get(`?page_size=4${cursor ? `&cursor=${cursor}` : ''}`)).json();
      expect(body.pagination.totalCount).toBe(13);
      seen.push(...(body.warnings as Warning[]).map((w) => w.id));
      cursor = body.pagination.nextCursor;
      pages++;
    } while (cursor !== '' && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(13);
    expect(seen).toEqual(await ids(''));
    // Paging inside a filter.
    const first = (await get('?area=NAVAREA%20IV&page_size=4')).json();
    const second = (await get(`?area=NAVAREA%20IV&page_size=4&cursor=${first.pagination.nextCursor}`)).json();
    expect([...first.warnings, ...second.warnings].map((w: Warning) => w.id)).toEqual(
      await ids('?area=NAVAREA%20IV'),
    );
    expect(second.pagination.nextCursor).toBe('');
  });

  it('refuses bad parameters with violations', async () => {
    await load();
    const cases: [string, string][] = [
      ['?page_size=0', 'page_size'],
      ['?page_size=abc', 'page_size'],
      [`?area=${'x'.repeat(MAX_AREA_FILTER_CHARS + 1)}`, 'area'],
      ['?cursor=bogus!', 'cursor'],
      ['?navArea=4', 'navArea'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().violations.map((v: { field: string }) => v.field),
        query,
      ).toContain(field);
    }
  });
});
