/**
 * GET /api/market/v1/list-crypto-quotes: CoinGecko quotes of the configured crypto basket, or of
 * the named ids (snapshot first, one request-time lookup for the rest); every named id ends as a
 * quote or in `unresolvedIds`.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { basketCoins, cryptoQuoteOf, requestedIds, resolveCoins } from './coins';
import { CRYPTO_QUOTES_UNAVAILABLE, listCryptoQuotes } from './contract';
import { marketKeys } from './data';

/** Handler of list-crypto-quotes. */
export const listCryptoQuotesHandler = defineHandler(listCryptoQuotes, async (ctx, query) => {
  const ids = requestedIds(query.ids);
  if (ids.length === 0) {
    const read = await ctx.snapshots.read(marketKeys.coingeckoMarkets);
    if (read.status !== 'hit') return unavailable(CRYPTO_QUOTES_UNAVAILABLE);
    const { data, meta } = read.snapshot;
    const basket = data.baskets.crypto;
    const { missing } = basketCoins(data, basket);
    const quotes = basket.flatMap((id) => data.coins.filter((c) => c.id === id)).map(cryptoQuoteOf);
    return fromData({ quotes, provider: 'seed', unresolvedIds: missing }, meta.fetchedAt);
  }
  const r = await resolveCoins(ctx, ids);
  const body = {
    quotes: r.coins.map(cryptoQuoteOf),
    provider: r.provider,
    unresolvedIds: r.unresolved.map((u) => u.id),
  };
  return r.fetchedAt === undefined ? unavailable(body) : fromData(body, r.fetchedAt);
});
