import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { checkSchema } from '../../schema-check';
import { listPredictionMarkets } from './contract';
import { kalshiSource } from './sources/kalshi/source';
import { polymarketSource } from './sources/polymarket/source';

const PATH = '/api/prediction/v1/list-prediction-markets';
/** The older of the two bundled snapshots: Kalshi's. */
const KALSHI_DATE = '2026-06-29T19:47:00.786Z';

interface Market {
  id: string;
  source: string;
  title: string;
  yesPrice?: number;
  volume?: number;
  url: string;
  closesAt: number;
  category?: string;
}
interface Body {
  markets: Market[];
  pagination: { nextCursor: string; totalCount: number };
  fetchedAt: number;
  dataAvailable: boolean;
}

const UNAVAILABLE = {
  markets: [],
  pagination: { nextCursor: '', totalCount: 0 },
  fetchedAt: 0,
  dataAvailable: false,
};

async function app(sources: Parameters<typeof sourceJob>[0][]) {
  const t = await buildTestApp();
  const key = await t.createKey();
  if (sources.length > 0)
    await loadBundles(
      sources.map((s) => sourceJob(s)),
      { store: t.store },
    );
  const get = async (query = '') => {
    const res = await t.app.inject({
      url: query ? `${PATH}?${query}` : PATH,
      headers: { 'x-service-key': key },
    });
    return { res, body: res.json() as Body };
  };
  return { t, get };
}

describe('list-prediction-markets without data', () => {
  let t: TestApp;
  let get: Awaited<ReturnType<typeof app>>['get'];
  beforeAll(async () => {
    ({ t, get } = await app([]));
  });
  afterAll(() => t.close());

  it('answers the degraded body, marked unavailable, whatever the filters', async () => {
    for (const q of ['', 'category=crypto&query=kraken&page_size=5']) {
      const { res, body } = await get(q);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toBe('unavailable');
      expect(body).toEqual(UNAVAILABLE);
    }
  });
});

describe('list-prediction-markets with only the Kalshi snapshot', () => {
  let t: TestApp;
  let get: Awaited<ReturnType<typeof app>>['get'];
  beforeAll(async () => {
    ({ t, get } = await app([kalshiSource]));
  });
  afterAll(() => t.close());

  it("answers that venue's markets, dated by its snapshot", async () => {
    const { res, body } = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(body.pagination.totalCount).toBe(7);
    expect(new Set(body.markets.map((m) => m.source))).toEqual(new Set(['MARKET_SOURCE_KALSHI']));
    expect(body.fetchedAt).toBe(Date.parse(KALSHI_DATE));
  });
});

describe('list-prediction-markets on the bundled captures (2 Polymarket + 7 Kalshi open markets)', () => {
  let t: TestApp;
  let get: Awaited<ReturnType<typeof app>>['get'];
  const ids = (body: Body) => body.markets.map((m) => m.id);
  beforeAll(async () => {
    ({ t, get } = await app([polymarketSource, kalshiSource]));
  });
  afterAll(() => t.close());

  it('answers both venues, most traded first, in the contract shape, dated by the older snapshot', async () => {
    const { res, body } = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(KALSHI_DATE);
    expect(checkSchema(listPredictionMarkets.response, structuredClone(body)).ok).toBe(true);
    expect(body.dataAvailable).toBe(true);
    expect(body.fetchedAt).toBe(Date.parse(KALSHI_DATE));
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 9 });
    expect(ids(body)).toEqual([
      'kraken-ipo-by-december-31-2026-513',
      'KXELONMARS-99',
      'macron-out-by-july-31-2026-20260626155530286',
      'KXNEXTNATOSECGEN-99-KKAL',
      'KXNEXTNATOSECGEN-99-ULEY',
      'KXNEXTNATOSECGEN-99-MFRE',
      'KXNEXTNATOSECGEN-99-BWAL',
      'KXNEXTNATOSECGEN-99-PPAV',
      'KXNEXTNATOSECGEN-99-KIOH',
    ]);
  });

  it("keeps each venue's identifiers and links back to the market", async () => {
    const { body } = await get();
    expect(body.markets[0]).toEqual({
      id: 'kraken-ipo-by-december-31-2026-513',
      title: 'Kraken IPO by December 31, 2026?',
      yesPrice: 0.265,
      volume: 549126.4347080018,
      url: 'https://polymarket.com/event/kraken-ipo-in-2025/kraken-ipo-by-december-31-2026-513',
      closesAt: Date.parse('2027-01-01T05:00:00Z'),
      category: 'Crypto',
      source: 'MARKET_SOURCE_POLYMARKET',
    });
    expect(body.markets[1]).toEqual({
      id: 'KXELONMARS-99',
      title: 'Will Elon Musk visit Mars before Aug 1, 2099?',
      yesPrice: 0.12,
      volume: 114461.59,
      url: 'https://kalshi.com/markets/kxelonmars',
      closesAt: Date.parse('2099-08-01T04:59:00Z'),
      category: 'World',
      source: 'MARKET_SOURCE_KALSHI',
    });
    for (const m of body.markets) {
      expect(m.yesPrice).toBeGreaterThanOrEqual(0);
      expect(m.yesPrice).toBeLessThanOrEqual(1);
    }
  });

  it('filters by topic with the README term rule', async () => {
    expect(ids((await get('category=crypto')).body)).toEqual(['kraken-ipo-by-december-31-2026-513']);
    // The Kraken event carries Polymarket's Finance tag.
    expect(ids((await get('category=economy')).body)).toEqual(['kraken-ipo-by-december-31-2026-513']);
    for (const c of ['ai', 'tariffs', 'fed', 'debt-ceiling']) {
      const { res, body } = await get(`category=${c}`);
      expect(res.headers['x-data-status'], c).toMatch(/^(ok|stale)$/);
      expect(body.markets, c).toEqual([]);
      expect(body.dataAvailable, c).toBe(true);
    }
  });

  it('searches the words of query in the question and event title, ignoring case and accents', async () => {
    expect((await get('query=NATO')).body.pagination.totalCount).toBe(6);
    expect(ids((await get('query=kaja%20kallas')).body)).toEqual(['KXNEXTNATOSECGEN-99-KKAL']);
    expect(ids((await get('query=M%C3%A2rs')).body)).toEqual(['KXELONMARS-99']);
    expect(ids((await get('query=macron')).body)).toEqual(['macron-out-by-july-31-2026-20260626155530286']);
    // Every word must be there; word starts only ("ai" is not inside "Kallas").
    expect((await get('query=nato%20kraken')).body.markets).toEqual([]);
    expect((await get('query=ai')).body.markets).toEqual([]);
    // Both filters combine.
    expect((await get('category=crypto&query=macron')).body.markets).toEqual([]);
    expect(ids((await get('category=crypto&query=ipo')).body)).toEqual([
      'kraken-ipo-by-december-31-2026-513',
    ]);
  });

  it('walks every market through the cursor, with no duplicates', async () => {
    const seen: string[] = [];
    let cursor = '';
    let pages = 0;
    do {
      const { body } = await get(`page_size=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.pagination.totalCount).toBe(9);
      seen.push(...body.markets.map((m) => `${m.source}:${m.id}`));
      cursor = body.pagination.nextCursor;
      pages++;
    } while (cursor !== '');
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(9);
    expect(seen).toEqual((await get()).body.markets.map((m) => `${m.source}:${m.id}`));
    const first = await get('query=nato&page_size=5');
    const rest = await get(`query=nato&page_size=5&cursor=${first.body.pagination.nextCursor}`);
    expect(ids(rest.body)).toEqual(['KXNEXTNATOSECGEN-99-KIOH']);
    expect(rest.body.pagination.nextCursor).toBe('');
  });

  it('projects with jmespath', async () => {
    const { res, body } = await get('category=crypto&jmespath=markets[].url');
    expect(res.statusCode).toBe(200);
    expect(body).toEqual([
      'https://polymarket.com/event/kraken-ipo-in-2025/kraken-ipo-by-december-31-2026-513',
    ]);
  });

  it('refuses bad parameters with every violation named as sent', async () => {
    const { res, body } = await get(`category=politics&page_size=0&query=${'a'.repeat(201)}&source=kalshi`);
    expect(res.statusCode).toBe(400);
    const fields = (body as unknown as { violations: { field: string }[] }).violations.map((v) => v.field);
    expect(fields.sort()).toEqual(['category', 'page_size', 'query', 'source']);
    expect((await get('page_size=101')).res.statusCode).toBe(400);
    // An empty query is no filter.
    expect((await get('query=')).body.pagination.totalCount).toBe(9);
    expect((await get('cursor=bm90LWEtY3Vyc29y')).res.statusCode).toBe(400);
  });
});
