/**
 * The chart parser on the recorded Yahoo answers (fixtures/SOURCE.md): exchange price and time,
 * daily bars scaled so that the 4:1 split and the dividend of the AAPL recording move nothing,
 * and the previous-close rule (read only when the bars reach the quote's session).
 */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { quoteChangePercent } from '../../data';
import { parseYahooChart, previousCloseOf } from './parser';

const quoteOf = (file: string, symbol: string) => {
  const out = parseYahooChart(readFixture(import.meta.url, file), symbol);
  if (out.kind !== 'quote') throw new Error('no quote');
  return out.quote;
};

describe('Yahoo chart parser', () => {
  it('reads the exchange price and time, currency and names (AAPL, 49 daily bars)', () => {
    const q = quoteOf('AAPL-1d-2020-08-31.json', 'aapl');
    expect(q).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      currency: 'USD',
      exchange: 'NasdaqGS',
      instrumentType: 'EQUITY',
      price: 244.87,
      quoteTime: 1_739_998_801_000,
    });
    expect(q.bars).toHaveLength(49);
    expect(q.bars[0]?.time).toBe(1_598_880_600_000);
    expect(q.bars.at(-1)).toEqual({ time: 1_604_673_000_000, close: 118.69000244140625, volume: 114457900 });
    // Quote of 2025, bars of 2020: the chart does not hold the quote's previous session.
    expect(q.previousClose).toBeUndefined();
    expect(quoteChangePercent(q)).toBeUndefined();
  });

  it('keeps the split (first bar) and the dividend (last bar) out of bar-to-bar moves', () => {
    const raw = JSON.parse(readFixture(import.meta.url, 'AAPL-1d-2020-08-31.json'));
    const r = raw.chart.result[0];
    const closes: number[] = r.indicators.quote[0].close;
    const adj: number[] = r.indicators.adjclose[0].adjclose;
    const q = quoteOf('AAPL-1d-2020-08-31.json', 'AAPL');
    // No step anywhere near the 4:1 split ratio.
    const steps = q.bars.slice(1).map((b, i) => b.close / q.bars[i]!.close);
    expect(Math.max(...steps)).toBeLessThan(1.2);
    expect(Math.min(...steps)).toBeGreaterThan(0.8);
    // Last-bar terms: the bar before the ex-dividend day is scaled by its adjclose ratio.
    const n = closes.length - 1;
    const expected = (closes[n - 1]! * (adj[n - 1]! / closes[n - 1]!)) / (adj[n]! / closes[n]!);
    expect(q.bars[n - 1]?.close).toBeCloseTo(expected, 9);
    expect(q.bars[n - 1]?.close).not.toBeCloseTo(closes[n - 1]!, 3);
  });

  it('reads futures, currency, crypto and ETF charts', () => {
    expect(quoteOf('GC=F-1d-2020-01-01.json', 'GC=F')).toMatchObject({
      price: 2952.5,
      quoteTime: 1_740_051_311_000,
      instrumentType: 'FUTURE',
      name: 'Gold Apr 25',
    });
    expect(quoteOf('EURUSD=X-1d-2020-01-01.json', 'EURUSD=X')).toMatchObject({
      price: 1.0436,
      instrumentType: 'CURRENCY',
    });
    expect(quoteOf('BTC-USD-1d-2020-01-01.json', 'BTC-USD').bars).toHaveLength(3);
    expect(quoteOf('QQQ-1d-2020-01-01.json', 'QQQ')).toMatchObject({ price: 539.52, instrumentType: 'ETF' });
  });

  it("reads a chart without bars (1-minute weekend window: no timestamp key) with Yahoo's own previous close", () => {
    const q = quoteOf('AAPL-1m-2025-02-01.json', 'AAPL');
    expect(q).toMatchObject({ price: 244.87, quoteTime: 1_739_998_801_000, bars: [], previousClose: 244.47 });
    // Not `chartPreviousClose` (236), which is the close before the chart's own window.
    expect(quoteChangePercent(q)).toBeCloseTo(((244.87 - 244.47) / 244.47) * 100, 9);
  });

  it('reads the previous close from the bars only when they reach the quote session', () => {
    const bars = [
      { timeS: 1_000_000, close: 10 },
      { timeS: 1_086_400, close: 11 },
    ];
    expect(previousCloseOf(bars, 1_086_400 + 6 * 3600)).toBe(10); // quote in the last bar's session
    expect(previousCloseOf(bars, 1_086_400 + 3 * 86_400)).toBe(11); // chart a session short (weekend)
    expect(previousCloseOf(bars, 1_086_400 + 30 * 86_400)).toBeUndefined(); // chart far older
    expect(previousCloseOf([], 1_000_000)).toBeUndefined();
    expect(previousCloseOf([], 1_000_000, 9)).toBe(9); // Yahoo's meta.previousClose when the bars say nothing
    expect(previousCloseOf(bars, 1_086_400 + 6 * 3600, 9)).toBe(10); // the adjusted bars first
  });

  it('turns the quote of the recorded chart moved into its last session into a day change on adjusted closes', () => {
    // The AAPL recording with its quote placed in the last bar's session (the ex-dividend day):
    // the change is against the dividend-adjusted close of the day before, not the raw one.
    const raw = JSON.parse(readFixture(import.meta.url, 'AAPL-1d-2020-08-31.json'));
    const r = raw.chart.result[0];
    const n = r.timestamp.length - 1;
    r.meta.regularMarketTime = r.timestamp[n] + 6 * 3600;
    r.meta.regularMarketPrice = r.indicators.quote[0].close[n];
    const out = parseYahooChart(JSON.stringify(raw), 'AAPL');
    if (out.kind !== 'quote') throw new Error('no quote');
    const adjPrev =
      r.indicators.adjclose[0].adjclose[n - 1] /
      (r.indicators.adjclose[0].adjclose[n] / r.indicators.quote[0].close[n]);
    expect(out.quote.previousClose).toBeCloseTo(adjPrev, 9);
    const rawChange = (r.indicators.quote[0].close[n] / r.indicators.quote[0].close[n - 1] - 1) * 100;
    expect(quoteChangePercent(out.quote)).toBeGreaterThan(rawChange);
  });

  it('reports an unknown symbol and refuses what is not a chart', () => {
    // Shape of Yahoo's answer for an unknown symbol (not a recording: no capture of one was found).
    const notFound =
      '{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found, symbol may be delisted"}}}';
    expect(parseYahooChart(notFound, 'NOPE')).toEqual({
      kind: 'not_found',
      description: 'No data found, symbol may be delisted',
    });
    expect(() => parseYahooChart('<html>', 'AAPL')).toThrow(PayloadError);
    expect(() => parseYahooChart('{"finance":{"error":{"code":"Unauthorized"}}}', 'AAPL')).toThrow(
      PayloadError,
    );
    expect(() => parseYahooChart('{"chart":{"result":[{"meta":{}}],"error":null}}', 'AAPL')).toThrow(
      /regularMarketPrice/,
    );
  });
});
