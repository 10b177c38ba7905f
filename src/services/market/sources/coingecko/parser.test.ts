import { readFileSync } from 'node:fs';
/** The CoinGecko markets parser on the recorded top-20 answer (fixtures/SOURCE.md). */
import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../../ingest/errors';
import { parseCoinMarkets } from './parser';

const RECORDED = readFileSync(new URL('./bundle/coins-markets_top20_24h-7d.json', import.meta.url), 'utf8');

describe('CoinGecko coins/markets parser', () => {
  it('reads the 20 recorded coins with price, cap, volume and both changes', () => {
    const { coins, asOf, warnings } = parseCoinMarkets(RECORDED);
    expect(coins).toHaveLength(20);
    expect(warnings).toEqual([]);
    expect(asOf).toBe('2026-07-11T09:45:03.227Z');
    expect(coins[0]).toEqual({
      id: 'bitcoin',
      symbol: 'BTC',
      name: 'Bitcoin',
      image: 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png?1696501400',
      price: 64159,
      marketCap: 1286778466527,
      volume24h: 20607363549,
      change24h: -0.3340532403140054,
      change7d: 2.601981785563743,
      lastUpdated: '2026-07-11T09:45:01.651Z',
    });
    expect(coins.find((c) => c.id === 'tether')).toMatchObject({ symbol: 'USDT', price: 0.999078 });
  });

  it('skips a coin without a price, reads a sparkline, and refuses an error object', () => {
    const [btc] = JSON.parse(RECORDED);
    const withSpark = { ...btc, sparkline_in_7d: { price: [1, 2, null, 3] } };
    const noPrice = { ...btc, id: 'nothing', current_price: null };
    const out = parseCoinMarkets(JSON.stringify([withSpark, noPrice]));
    expect(out.coins.map((c) => [c.id, c.sparkline])).toEqual([['bitcoin', [1, 2, 3]]]);
    expect(out.warnings).toEqual(['CoinGecko coins/markets: coin nothing without a price skipped']);
    expect(() => parseCoinMarkets('{"status":{"error_code":429,"error_message":"rate limit"}}')).toThrow(
      /rate limit/,
    );
    expect(() => parseCoinMarkets('not json')).toThrow(PayloadError);
  });
});
