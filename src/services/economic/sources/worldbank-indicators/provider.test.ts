import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { parseIndicatorPage } from './parser';
import { createWorldBankIndicatorProviders } from './source';

const GDP = readFixture(import.meta.url, 'NY.GDP.MKTP.CD_geo-alb-mng_2005-2007.json');
const PATH = '/v2/country/all/indicator/NY.GDP.MKTP.CD';
const NOW = new Date('2026-08-10T12:00:00Z');

describe('parseIndicatorPage (GDP of Albania, Georgia, Mongolia, recorded 2025-09-13)', () => {
  it('reads the rows with country and indicator names', () => {
    const { header, rows } = parseIndicatorPage(GDP, 'World Bank');
    expect(header).toMatchObject({ page: 1, pages: 1, total: 9, lastUpdated: '2025-07-01' });
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({
      countryCode: 'AL',
      countryName: 'Albania',
      indicatorCode: 'NY.GDP.MKTP.CD',
      indicatorName: 'GDP (current US$)',
      year: 2007,
      value: 11116937869.8568,
    });
  });
});

describe('list-world-bank-indicators through the request-time lookup', () => {
  it('asks the World Bank once per query, pages the answer by year then country', async () => {
    const up = await startUpstream({
      [PATH]: { body: GDP },
      '/v2/country/mn/indicator/NY.GDP.MKTP.CD': { body: GDP },
    });
    const providers = createWorldBankIndicatorProviders(
      { WORLD_BANK_BASE_URL: up.url },
      { now: () => NOW, userAgent: 'test' },
    );
    const t = await buildTestApp({ deps: { now: () => NOW, providers } });
    const headers = { 'x-api-key': await t.createKey() };
    const url = '/api/economic/v1/list-world-bank-indicators?indicator_code=NY.GDP.MKTP.CD&page_size=4';
    const first = (await t.app.inject({ url, headers })).json();
    expect(first.data.map((r: { countryCode: string; year: number }) => `${r.year}${r.countryCode}`)).toEqual(
      ['2007AL', '2007GE', '2007MN', '2006AL'],
    );
    expect(first.pagination.totalCount).toBe(9);
    const second = (
      await t.app.inject({ url: `${url}&cursor=${first.pagination.nextCursor}`, headers })
    ).json();
    expect(second.data[0]).toMatchObject({ countryCode: 'GE', year: 2006, countryName: 'Georgia' });
    expect(up.requests).toHaveLength(1);
    const q = new URL(up.requests[0]!.path, 'http://x').searchParams;
    expect(q.get('mrnev')).toBe('1');
    expect(q.get('format')).toBe('json');
    // A filter the answer must honour even if the upstream ignored it.
    const byYear = (await t.app.inject({ url: `${url}&year=2005&country_code=MN`, headers })).json();
    expect(byYear.data).toEqual([
      expect.objectContaining({ countryCode: 'MN', year: 2005, value: 2523471601.10421 }),
    ]);
    expect(new URL(up.requests[1]!.path, 'http://x').pathname).toBe(
      '/v2/country/mn/indicator/NY.GDP.MKTP.CD',
    );
    await t.close();
    await up.close();
  });

  it('answers the empty page, unavailable, when the World Bank fails', async () => {
    const up = await startUpstream({ [PATH]: { status: 502, body: 'bad gateway' } });
    const providers = createWorldBankIndicatorProviders(
      { WORLD_BANK_BASE_URL: up.url },
      { now: () => NOW, userAgent: 'test' },
    );
    const t = await buildTestApp({ deps: { now: () => NOW, providers } });
    const res = await t.app.inject({
      url: '/api/economic/v1/list-world-bank-indicators?indicator_code=NY.GDP.MKTP.CD',
      headers: { 'x-api-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toEqual({ data: [], pagination: { nextCursor: '', totalCount: 0 } });
    await t.close();
    await up.close();
  });
});
