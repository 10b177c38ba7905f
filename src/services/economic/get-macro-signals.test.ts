/**
 * get-macro-signals on the real bundled inputs (the Yahoo chart bundles of the market service and
 * the alternative.me bundle): only Fear & Greed is evaluable from them, every other input is named
 * as missing. The window arithmetic on real closes (the recorded AAPL chart).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { parseYahooChart } from '../market/sources/yahoo-chart/parser';
import { yahooChartSource } from '../market/sources/yahoo-chart/source';
import { roc, sma } from './get-macro-signals';
import { alternativeMeFngSource } from './sources/alternative-me-fng/source';

describe('get-macro-signals', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('evaluates Fear & Greed from the bundle and names every missing input', async () => {
    t = await buildTestApp();
    await loadBundles([...yahooChartSource.createJobs({}), ...alternativeMeFngSource.createJobs({})], {
      store: t.store,
    });
    const res = await t.app.inject({
      url: '/api/economic/v1/get-macro-signals',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.signals.fearGreed).toEqual({
      status: 'Fear',
      value: 26,
      history: [
        { date: '2026-07-10', value: 23 },
        { date: '2026-07-11', value: 26 },
      ],
    });
    // One signal evaluated (26 is not above 50): CASH.
    expect(body).toMatchObject({ verdict: 'CASH', bullishCount: 0, totalCount: 1, unavailable: false });
    expect(body.signals.macroRegime.status).toBe('UNKNOWN');
    expect(body.signals.hashRate.status).toBe('UNKNOWN');
    expect(body.missingInputs).toContain('Yahoo JPY=X: 31 daily closes for liquidity (no quote held)');
    expect(body.missingInputs).toContain('Yahoo XLP: 21 daily closes for macro regime (no quote held)');
    expect(body.missingInputs).toContain('mempool.space Bitcoin hash rate (not ingested)');
    expect(body.missingInputs.some((m: string) => m.startsWith('Yahoo QQQ: 21 daily closes'))).toBe(true);
  });

  it('computes rates of change and averages over the last closes', () => {
    const out = parseYahooChart(
      readFixture(
        new URL('../market/sources/yahoo-chart/parser.ts', import.meta.url).href,
        'AAPL-1d-2020-08-31.json',
      ),
      'AAPL',
    );
    if (out.kind !== 'quote') throw new Error('no quote');
    const closes = out.quote.bars.map((b) => b.close);
    expect(closes).toHaveLength(49);
    const last = closes.at(-1)!;
    expect(roc(closes, 20)).toBe(Math.round((last / closes.at(-21)! - 1) * 10000) / 100);
    expect(roc(closes, 49)).toBeUndefined();
    expect(sma(closes, 49)).toBe(Math.round((closes.reduce((a, b) => a + b, 0) / 49) * 100) / 100);
    expect(sma(closes, 200)).toBeUndefined();
  });
});
