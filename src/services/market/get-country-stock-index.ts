/**
 * GET /api/market/v1/get-country-stock-index: the primary index of a country (YAHOO_COUNTRY_INDICES)
 * from the country-index snapshot, its price at the exchange's quote time and its change over a
 * week (against the last adjusted close at least 7 days before the quote). A configured country
 * whose index the snapshot lacks is looked up at request time.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { COUNTRY_STOCK_INDEX_UNAVAILABLE, getCountryStockIndex } from './contract';
import { marketKeys, type YahooQuote } from './data';
import { changeOverDays, type Unavailable, unavailableOf } from './quotes';

/** Handler of get-country-stock-index. */
export const getCountryStockIndexHandler = defineHandler(getCountryStockIndex, async (ctx, query) => {
  const code = query.country_code;
  const read = await ctx.snapshots.read(marketKeys.yahooCountryIndices);
  if (read.status !== 'hit') return unavailable({ ...COUNTRY_STOCK_INDEX_UNAVAILABLE, code });
  const { data, meta } = read.snapshot;
  let quote: YahooQuote | undefined = data.quotes.find((q) => q.country === code);
  let fetchedAt = meta.fetchedAt;
  let missing: Unavailable | undefined;
  if (!quote) {
    const gap = data.missing.find((m) => m.country === code);
    if (!gap) return fromData({ available: false, code }, meta.fetchedAt);
    missing = unavailableOf(gap);
    const provider = ctx.providers.market?.quotes;
    if (provider && provider.maxPerRequest > 0) {
      const r = await provider.quote(gap.symbol);
      if (r.status === 'ok') {
        quote = { ...r.quote, ...(gap.label ? { label: gap.label } : {}), country: code };
        fetchedAt = ctx.now().toISOString();
      } else missing = unavailableOf({ symbol: gap.symbol, reason: r.reason });
    }
  }
  if (!quote) {
    return fromData(
      { available: false, code, symbol: missing!.symbol, unavailableReason: missing!.reason },
      meta.fetchedAt,
    );
  }
  const week = changeOverDays(quote, 7);
  return fromData(
    {
      available: true,
      code,
      symbol: quote.symbol,
      indexName: quote.label ?? quote.name ?? quote.symbol,
      price: quote.price,
      ...(week === undefined ? {} : { weekChangePercent: week }),
      ...(quote.currency ? { currency: quote.currency } : {}),
      fetchedAt: new Date(quote.quoteTime).toISOString(),
      quoteTime: quote.quoteTime,
    },
    fetchedAt,
  );
});
