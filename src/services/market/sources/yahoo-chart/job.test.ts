/**
 * The Yahoo basket jobs against a local upstream serving the recorded charts: the job scenarios,
 * a basket with an unknown and a refused symbol, the bundles answering through the operations,
 * and the derived operations (ETF flow estimate, sector and country changes) on recorded bars.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import type { RawEnv } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { marketKeys } from '../../data';
import { YAHOO_CHART_PATH } from './job';
import { yahooChartSource } from './source';

const AAPL = readFixture(import.meta.url, 'AAPL-1d-2020-08-31.json');
const GOLD = readFixture(import.meta.url, 'GC=F-1d-2020-01-01.json');
const path = (symbol: string) => `${YAHOO_CHART_PATH}${encodeURIComponent(symbol)}`;
const job = (id: string, env: RawEnv) => sourceJob(yahooChartSource, env, id);

describeJobScenarios({
  name: 'yahoo-market-quotes (recorded AAPL chart)',
  job: (url) => job('yahoo-market-quotes', { YAHOO_CHART_BASE_URL: url, YAHOO_MARKET_SYMBOLS: 'AAPL|Apple' }),
  payloads: { [path('AAPL')]: AAPL },
  mainPath: path('AAPL'),
  records: 1,
  malformed: '{"finance":{"result":null,"error":{"code":"Unauthorized","description":"Invalid Crumb"}}}',
});

describe('Yahoo basket jobs', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('keeps every configured symbol: quoted, unknown (404) or refused (429), and says which', async () => {
    const up = await startUpstream({
      [path('GC=F')]: { body: GOLD },
      [path('NOPE')]: { status: 404, body: '{"chart":{"result":null,"error":{"code":"Not Found"}}}' },
      [path('SI=F')]: { status: 429, body: 'Too Many Requests' },
    });
    const h = harness();
    const summary = await h.run(
      job('yahoo-commodity-quotes', {
        YAHOO_CHART_BASE_URL: up.url,
        YAHOO_COMMODITY_SYMBOLS: 'GC=F|Gold,NOPE|Unknown,SI=F|Silver',
      }),
    );
    expect(summary).toMatchObject({ state: 'ok', records: 1, fetchedAt: '2025-02-20T11:35:11.000Z' });
    expect(up.requests[0]?.path).toContain('range=3mo&interval=1d');
    const snap = await h.store.snapshots.read(marketKeys.yahooCommodityQuotes);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    expect(snap.snapshot.data.quotes.map((q) => [q.symbol, q.label])).toEqual([['GC=F', 'Gold']]);
    expect(snap.snapshot.data.missing).toEqual([
      { symbol: 'NOPE', label: 'Unknown', reason: 'not_found' },
      { symbol: 'SI=F', label: 'Silver', reason: 'rate_limited' },
    ]);
    await up.close();
    await h.close();

    t = await buildTestApp();
    await t.store.snapshots.publish(marketKeys.yahooCommodityQuotes, snap.snapshot.data, snap.snapshot.meta);
    const res = await t.app.inject({
      url: '/api/market/v1/list-commodity-quotes',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unavailableSymbols).toEqual([
      { symbol: 'NOPE', reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_NOT_FOUND' },
      { symbol: 'SI=F', reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_RATE_LIMITED' },
    ]);
  });

  it('loads the bundles offline: market and commodity quotes answer the recorded charts', async () => {
    t = await buildTestApp();
    const results = await loadBundles(yahooChartSource.createJobs({}), { store: t.store });
    expect(results.map((r) => [r.job, r.state, r.records])).toEqual([
      ['yahoo-market-quotes', 'loaded', 2],
      ['yahoo-commodity-quotes', 'loaded', 1],
      ['yahoo-gulf-quotes', 'no_bundle', undefined],
      ['yahoo-sector-etfs', 'no_bundle', undefined],
      ['yahoo-etf-flows', 'no_bundle', undefined],
      ['yahoo-country-indices', 'no_bundle', undefined],
      ['yahoo-extra-quotes', 'no_bundle', undefined],
    ]);
    const key = await t.createKey();
    const market = await t.app.inject({
      url: '/api/market/v1/list-market-quotes',
      headers: { 'x-service-key': key },
    });
    expect(market.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    const body = market.json();
    expect(body.quotes).toEqual([
      expect.objectContaining({
        symbol: 'QQQ',
        display: 'Invesco QQQ',
        price: 539.52,
        quoteTime: 1_739_998_800_000,
      }),
      expect.objectContaining({ symbol: 'AAPL', display: 'Apple', price: 244.87, currency: 'USD' }),
    ]);
    // 2020 bars behind a 2025 quote: no change and no sparkline are made up from them.
    expect(body.quotes[1].change).toBeUndefined();
    expect(body.quotes[1].sparkline).toEqual([]);
    expect(body.unavailableSymbols).toContainEqual({
      symbol: '^GSPC',
      reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_SEED_UNAVAILABLE',
    });
    const gold = await t.app.inject({
      url: '/api/market/v1/list-commodity-quotes',
      headers: { 'x-service-key': key },
    });
    expect(gold.json().quotes).toEqual([
      expect.objectContaining({ symbol: 'GC=F', display: 'Gold', price: 2952.5 }),
    ]);
  });

  it('estimates ETF flows and period changes from the recorded daily bars', async () => {
    const up = await startUpstream({ [path('AAPL')]: { body: AAPL } });
    const h = harness();
    const env = { YAHOO_CHART_BASE_URL: up.url };
    await h.run(job('yahoo-etf-flows', { ...env, YAHOO_ETF_FLOW_SYMBOLS: 'AAPL|Test issuer' }));
    await h.run(job('yahoo-sector-etfs', { ...env, YAHOO_SECTOR_SYMBOLS: 'AAPL|Test sector' }));
    const etf = await h.store.snapshots.read(marketKeys.yahooEtfFlows);
    const sector = await h.store.snapshots.read(marketKeys.yahooSectorEtfs);
    if (etf.status !== 'hit' || sector.status !== 'hit') throw new Error('no snapshot');
    await up.close();
    await h.close();

    t = await buildTestApp();
    await t.store.snapshots.publish(marketKeys.yahooEtfFlows, etf.snapshot.data, etf.snapshot.meta);
    // The quote placed in its chart's last session, so that period changes have their bars.
    const q = sector.snapshot.data.quotes[0]!;
    const last = q.bars.at(-1)!;
    const moved = {
      ...q,
      quoteTime: last.time + 6 * 3_600_000,
      price: last.close,
      previousClose: q.bars.at(-2)!.close,
    };
    await t.store.snapshots.publish(
      marketKeys.yahooSectorEtfs,
      { ...sector.snapshot.data, quotes: [moved] },
      sector.snapshot.meta,
    );
    const key = await t.createKey();

    const raw = JSON.parse(AAPL).chart.result[0];
    const vol: number[] = raw.indicators.quote[0].volume;
    const close: number[] = raw.indicators.quote[0].close;
    const adj: number[] = raw.indicators.adjclose[0].adjclose;
    const n = vol.length - 1;
    const avg = vol.slice(n - 5, n).reduce((a, b) => a + b, 0) / 5;
    const adjPrev = (close[n - 1]! * (adj[n - 1]! / close[n - 1]!)) / (adj[n]! / close[n]!);
    const flows = (
      await t.app.inject({ url: '/api/market/v1/list-etf-flows', headers: { 'x-service-key': key } })
    ).json();
    expect(flows.etfs[0]).toMatchObject({
      ticker: 'AAPL',
      issuer: 'Test issuer',
      price: close[n],
      volume: vol[n],
      avgVolume: Math.round(avg),
      estFlow: Math.round(Math.max(0, vol[n]! - avg) * close[n]!),
      barTime: raw.timestamp[n] * 1000,
    });
    expect(flows.etfs[0].priceChange).toBeCloseTo((close[n]! / adjPrev - 1) * 100, 3);
    expect(flows.summary).toMatchObject({ etfCount: 1, totalVolume: vol[n] });

    const week = (
      await t.app.inject({
        url: '/api/market/v1/get-sector-summary?period=1w',
        headers: { 'x-service-key': key },
      })
    ).json();
    const cutoff = moved.quoteTime - 7 * 86_400_000;
    const base = q.bars.filter((b) => b.time <= cutoff).at(-1)!;
    expect(week.period).toBe('1w');
    expect(week.sectors[0].change).toBeCloseTo((moved.price / base.close - 1) * 100, 3);
    const month = (
      await t.app.inject({
        url: '/api/market/v1/get-sector-summary?period=1m',
        headers: { 'x-service-key': key },
      })
    ).json();
    expect(month.sectors[0].change).toBeDefined();
    const bad = await t.app.inject({
      url: '/api/market/v1/get-sector-summary?period=2y',
      headers: { 'x-service-key': key },
    });
    expect(bad.statusCode).toBe(400);
  });
});
