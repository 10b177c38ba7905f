/**
 * GET /api/market/v1/list-stablecoin-markets: stablecoins against the 1.00 USD peg. Peg status by
 * the absolute deviation of the price from 1.00: ON PEG ≤ 0.5 %, SLIGHT DEPEG ≤ 2 %, else DEPEGGED;
 * health WARNING when any is DEPEGGED, CAUTION when any is SLIGHT DEPEG, else HEALTHY.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { type ResolvedCoins, requestedIds, resolveCoins } from './coins';
import { listStablecoinMarkets, STABLECOINS_UNAVAILABLE } from './contract';
import { type CoinMarket, marketKeys } from './data';

/** Deviation limits of the peg statuses, percent. */
export const ON_PEG_MAX_PCT = 0.5;
export const SLIGHT_DEPEG_MAX_PCT = 2;

function stablecoinOf(c: CoinMarket) {
  const deviation = (c.price - 1) * 100;
  const abs = Math.abs(deviation);
  const pegStatus =
    abs <= ON_PEG_MAX_PCT ? 'ON PEG' : abs <= SLIGHT_DEPEG_MAX_PCT ? 'SLIGHT DEPEG' : 'DEPEGGED';
  return {
    id: c.id,
    symbol: c.symbol,
    name: c.name,
    price: Math.max(0, c.price),
    deviation: Math.round(deviation * 10_000) / 10_000,
    pegStatus,
    ...(c.marketCap === undefined ? {} : { marketCap: c.marketCap }),
    ...(c.volume24h === undefined ? {} : { volume24h: c.volume24h }),
    ...(c.change24h === undefined ? {} : { change24h: Math.round(c.change24h * 10_000) / 10_000 }),
    ...(c.change7d === undefined ? {} : { change7d: Math.round(c.change7d * 10_000) / 10_000 }),
    ...(c.image ? { image: c.image } : {}),
    ...(c.lastUpdated ? { lastUpdated: c.lastUpdated } : {}),
  };
}

function bodyOf(coins: CoinMarket[], unresolved: ResolvedCoins['unresolved'], timestamp: string) {
  const stablecoins = coins.map(stablecoinOf);
  const depegged = stablecoins.filter((s) => s.pegStatus === 'DEPEGGED').length;
  const slight = stablecoins.filter((s) => s.pegStatus === 'SLIGHT DEPEG').length;
  return {
    timestamp,
    summary: {
      totalMarketCap: stablecoins.reduce((s, c) => s + (c.marketCap ?? 0), 0),
      totalVolume24h: stablecoins.reduce((s, c) => s + (c.volume24h ?? 0), 0),
      coinCount: stablecoins.length,
      depeggedCount: depegged,
      healthStatus: depegged > 0 ? 'WARNING' : slight > 0 ? 'CAUTION' : 'HEALTHY',
    },
    stablecoins,
    dataStatus: stablecoins.length === 0 ? 'UNAVAILABLE' : unresolved.length > 0 ? 'PARTIAL' : 'OK',
    unresolved,
  } as const;
}

/** Handler of list-stablecoin-markets. */
export const listStablecoinMarketsHandler = defineHandler(listStablecoinMarkets, async (ctx, query) => {
  const ids = requestedIds(query.coins);
  if (ids.length === 0) {
    const read = await ctx.snapshots.read(marketKeys.coingeckoMarkets);
    if (read.status !== 'hit') return unavailable(STABLECOINS_UNAVAILABLE);
    const { data, meta } = read.snapshot;
    const ids = data.baskets.stablecoins;
    const coins = ids.flatMap((id) => data.coins.filter((c) => c.id === id));
    const unresolved = ids
      .filter((id) => !coins.some((c) => c.id === id))
      .map((id) => ({ id, reason: 'NOT_FOUND' as const }));
    return fromData(bodyOf(coins, unresolved, meta.fetchedAt), meta.fetchedAt);
  }
  const r = await resolveCoins(ctx, ids);
  const timestamp = r.fetchedAt ?? ctx.now().toISOString();
  const body = bodyOf(r.coins, r.unresolved, timestamp);
  return r.fetchedAt === undefined ? unavailable(body) : fromData(body, r.fetchedAt);
});
