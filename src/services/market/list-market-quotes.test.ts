/**
 * list-market-quotes with `symbols` (and get-country-stock-index): seed first from any basket,
 * the rest looked up through the Yahoo provider (bounded), every symbol quoted or reported.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFixture, TEST_USER_AGENT } from '../../../test/helpers/ingest/ingest-harness';
import { startUpstream, type Upstream } from '../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { parseEnv } from '../../env-vars';
import { loadBundles } from '../../ingest/bundled';
import { marketKeys } from './data';
import { YAHOO_CHART_PATH } from './sources/yahoo-chart/job';
import { createYahooProviders, YAHOO_CHART_ENV, yahooChartSource } from './sources/yahoo-chart/source';

const fixture = (f: string) => readFixture(new URL('./sources/yahoo-chart/x', import.meta.url).href, f);
const path = (s: string) => `${YAHOO_CHART_PATH}${encodeURIComponent(s)}`;

describe('market quotes by symbol', () => {
  let t: TestApp | undefined;
  let up: Upstream | undefined;
  afterEach(async () => {
    await t?.close();
    await up?.close();
  });

  const start = async (env: Record<string, string> = {}) => {
    up = await startUpstream({
      [path('BTC-USD')]: { body: fixture('BTC-USD-1d-2020-01-01.json') },
      [path('EURUSD=X')]: { body: fixture('EURUSD=X-1d-2020-01-01.json') },
      // A recorded chart standing in for the index (only the lookup path is under test).
      [path('^GSPC')]: { body: fixture('QQQ-1d-2020-01-01.json') },
      [path('LIMIT')]: { status: 429, body: 'Too Many Requests' },
    });
    const providers = createYahooProviders(
      parseEnv(YAHOO_CHART_ENV, { YAHOO_CHART_BASE_URL: up.url, ...env }),
      { now: () => new Date('2025-02-20T12:00:00Z'), userAgent: TEST_USER_AGENT },
      { timeoutMs: 5_000 },
    );
    t = await buildTestApp({ deps: { providers } });
    await loadBundles(yahooChartSource.createJobs({}), { store: t.store });
    return { key: await t.createKey(), app: t.app };
  };

  it('answers seed hits from any basket, looks the rest up, and reports unknown and refused symbols', async () => {
    const { key, app } = await start();
    const res = await app.inject({
      url: '/api/market/v1/list-market-quotes?symbols=aapl,GC=F&symbols=BTC-USD&symbols=NOPE,LIMIT',
      headers: { 'x-service-key': key },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.quotes.map((q: { symbol: string }) => q.symbol)).toEqual(['AAPL', 'GC=F', 'BTC-USD']);
    expect(body.quotes[2]).toMatchObject({
      price: 97208.17,
      quoteTime: 1_740_051_840_000,
      display: 'BTC-USD',
    });
    expect(body.unavailableSymbols).toEqual([
      { symbol: 'NOPE', reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_NOT_FOUND' },
      { symbol: 'LIMIT', reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_RATE_LIMITED' },
    ]);
    expect(body.rateLimited).toBe(true);
    // Only the gaps went upstream (AAPL and GC=F came from the bundled baskets).
    expect(up!.requests.map((r) => decodeURIComponent(r.path.split('?')[0]!))).toEqual(
      expect.arrayContaining([`${YAHOO_CHART_PATH}BTC-USD`, `${YAHOO_CHART_PATH}NOPE`]),
    );
    expect(up!.requests.some((r) => r.path.includes('AAPL'))).toBe(false);
  });

  it('bounds the lookups per request and refuses a malformed symbol', async () => {
    const { key, app } = await start({ YAHOO_LOOKUP_MAX: '1' });
    const body = (
      await app.inject({
        url: '/api/market/v1/list-commodity-quotes?symbols=BTC-USD,EURUSD=X',
        headers: { 'x-service-key': key },
      })
    ).json();
    expect(body.quotes.map((q: { symbol: string }) => q.symbol)).toEqual(['BTC-USD']);
    expect(body.unavailableSymbols).toEqual([
      { symbol: 'EURUSD=X', reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_REQUEST_LIMIT_EXCEEDED' },
    ]);
    const bad = await app.inject({
      url: '/api/market/v1/list-market-quotes?symbols=AAPL,%3Cscript%3E',
      headers: { 'x-service-key': key },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('get-country-stock-index looks up a configured index the snapshot lacks', async () => {
    const { key, app } = await start();
    await t!.store.snapshots.publish(
      marketKeys.yahooCountryIndices,
      { quotes: [], missing: [{ symbol: '^GSPC', label: 'S&P 500', country: 'US', reason: 'rate_limited' }] },
      { fetchedAt: '2025-02-20T11:00:00.000Z', source: 'test' },
    );
    const us = (
      await app.inject({
        url: '/api/market/v1/get-country-stock-index?countryCode=US',
        headers: { 'x-service-key': key },
      })
    ).json();
    expect(us).toMatchObject({
      available: true,
      code: 'US',
      symbol: '^GSPC',
      indexName: 'S&P 500',
      price: 539.52,
    });
    expect(us.weekChangePercent).toBeUndefined();
    const jp = (
      await app.inject({
        url: '/api/market/v1/get-country-stock-index?country_code=JP',
        headers: { 'x-service-key': key },
      })
    ).json();
    expect(jp).toEqual({ available: false, code: 'JP' });
  });
});
