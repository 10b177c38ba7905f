import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseEnergySpotPrices, parseSpotPriceCsv, SPOT_PRICE_HISTORY_WEEKS } from './parser';

const wti = readFixture(import.meta.url, 'wti-weekly.csv');
const brent = readFixture(import.meta.url, 'brent-weekly.csv');

describe('datahub oil-price CSV parser', () => {
  it('reads the real WTI file newest first, with integer-looking prices kept as numbers', () => {
    const file = parseSpotPriceCsv(wti, 'wti');
    expect(file.points).toHaveLength(10);
    expect(file.points[0]).toEqual({ period: '2026-08-14', price: 84.05 });
    expect(file.points[1]).toEqual({ period: '2026-08-07', price: 78.94 });
    expect(file.points.at(-1)).toEqual({ period: '2026-06-12', price: 92.16 });
    expect(file.malformed).toBe(0);
    // Brent for 2026-06-19 is written `81` in the file.
    expect(parseSpotPriceCsv(brent, 'brent').points).toContainEqual({ period: '2026-06-19', price: 81 });
  });

  it('builds both series, dated by the newest common week', () => {
    const result = parseEnergySpotPrices({ wti, brent });
    expect(result.data.series.map((s) => s.commodity)).toEqual(['wti', 'brent']);
    expect(result.data.series[1]!.points[0]).toEqual({ period: '2026-08-14', price: 92.51 });
    expect(result.asOf).toBe('2026-08-14T00:00:00Z');
    expect(result.warnings).toEqual([]);
  });

  it('dates the data by the older of the two newest weeks when one file lags', () => {
    const lagging = brent.split('\n').slice(0, -2).join('\n');
    expect(parseEnergySpotPrices({ wti, brent: lagging }).asOf).toBe('2026-08-07T00:00:00Z');
  });

  // Synthetic inputs below: made-up prices, not market data.
  it('reads CRLF, a BOM, reordered columns and skips blank prices and unreadable lines', () => {
    const text =
      '\uFEFFPrice,Date\r\n10.5,2026-01-02\r\n,2026-01-09\r\nabc,2026-01-16\r\n11,2026-01-23\r\n12,2026-02-30\r\n\r\n';
    const file = parseSpotPriceCsv(text, 'synthetic');
    expect(file.points).toEqual([
      { period: '2026-01-23', price: 11 },
      { period: '2026-01-02', price: 10.5 },
    ]);
    expect(file.missing).toBe(1);
    expect(file.malformed).toBe(2);
  });

  it('keeps a negative price (WTI went below zero in 2020) and only the newest weeks', () => {
    const rows = ['Date,Price', '2020-04-20,-36.98'];
    for (let i = 0; i < SPOT_PRICE_HISTORY_WEEKS + 5; i++) {
      rows.push(`${new Date(Date.UTC(2021, 0, 1 + i * 7)).toISOString().slice(0, 10)},50`);
    }
    const text = rows.join('\n');
    expect(parseSpotPriceCsv(text, 'synthetic').points).toContainEqual({
      period: '2020-04-20',
      price: -36.98,
    });
    const built = parseEnergySpotPrices({ wti: text, brent: text });
    expect(built.data.series[0]!.points).toHaveLength(SPOT_PRICE_HISTORY_WEEKS);
  });

  it('refuses an HTML page, an empty body, a header alone and mostly unreadable lines', () => {
    expect(() => parseSpotPriceCsv('<!DOCTYPE html><html><body>404</body></html>', 'wti')).toThrow(
      PayloadError,
    );
    expect(() => parseSpotPriceCsv('', 'wti')).toThrow(/no Date,Price header/);
    expect(() => parseSpotPriceCsv('Date,Price\n', 'wti')).toThrow(/no price rows/);
    expect(() => parseSpotPriceCsv('Date,Price\n2026-01-02,1\nx,y\nz,w\n', 'wti')).toThrow(/unreadable/);
  });
});
