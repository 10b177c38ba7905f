/**
 * GET /api/market/v1/list-commodity-quotes: Yahoo chart quotes of the configured futures basket,
 * or of the named symbols (seed first, then a bounded request-time lookup).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { COMMODITY_QUOTES_UNAVAILABLE, listCommodityQuotes } from './contract';
import { marketKeys } from './data';
import { quoteBody, requestedSymbols } from './list-market-quotes';
import { resolveQuotes } from './quotes';

/** Handler of list-commodity-quotes. */
export const listCommodityQuotesHandler = defineHandler(listCommodityQuotes, async (ctx, query) => {
  const symbols = requestedSymbols(query.symbols);
  const r = await resolveQuotes(ctx, marketKeys.yahooCommodityQuotes, symbols);
  const body = { quotes: r.quotes.map(quoteBody), unavailableSymbols: r.unavailable };
  if (r.fetchedAt === undefined)
    return unavailable(symbols.length === 0 ? COMMODITY_QUOTES_UNAVAILABLE : body);
  return fromData(body, r.fetchedAt);
});
