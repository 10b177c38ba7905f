/**
 * GET /api/market/v1/list-crypto-sectors: per configured sector basket, the unweighted mean of the
 * 24 h percent changes of its coins that have one (README "Crypto sectors"); a sector none of whose
 * coins has a change is listed without `change`.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { CRYPTO_SECTORS_UNAVAILABLE, listCryptoSectors } from './contract';
import { marketKeys } from './data';

/** Handler of list-crypto-sectors. */
export const listCryptoSectorsHandler = defineHandler(listCryptoSectors, async (ctx) => {
  const read = await ctx.snapshots.read(marketKeys.coingeckoMarkets);
  if (read.status !== 'hit') return unavailable(CRYPTO_SECTORS_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const sectors = data.baskets.sectors.map((s) => {
    const changes: number[] = [];
    const missingIds: string[] = [];
    for (const id of s.ids) {
      const c = data.coins.find((x) => x.id === id)?.change24h;
      if (c === undefined) missingIds.push(id);
      else changes.push(c);
    }
    const mean = changes.length > 0 ? changes.reduce((a, b) => a + b, 0) / changes.length : undefined;
    return {
      id: s.id,
      name: s.name,
      ...(mean === undefined ? {} : { change: Math.round(mean * 10_000) / 10_000 }),
      tokenCount: changes.length,
      missingIds,
    };
  });
  return fromData({ sectors }, meta.fetchedAt);
});
