/**
 * GET /api/market/v1/list-market-quotes: Yahoo chart quotes of the
 * configured basket, or of the named symbols (seed first, then a bounded request-time lookup).
 * Every named symbol ends as a quote or in `unavailableSymbols` with its reason.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { listMarketQuotes, MARKET_QUOTES_UNAVAILABLE } from './contract';
import { marketKeys, type YahooQuote } from './data';
import { badName, quoteFields, requestedNames, resolveQuotes } from './quotes';
import { YAHOO_SYMBOL_PATTERN } from './sources/yahoo-chart/baskets';

/** The `symbols` of a request, upper-cased; a malformed one is a 400. */
export function requestedSymbols(values: readonly string[] | undefined): string[] {
  const symbols = requestedNames(values, (s) => s.toUpperCase());
  const bad = symbols.find((s) => !YAHOO_SYMBOL_PATTERN.test(s));
  if (bad !== undefined) throw badName('symbols', bad, 'a ticker symbol');
  return symbols;
}

/** A quote as the contract's MarketQuote / CommodityQuote. */
export function quoteBody(q: YahooQuote) {
  return {
    symbol: q.symbol,
    ...(q.name ? { name: q.name } : {}),
    display: q.label ?? q.symbol,
    ...quoteFields(q),
  };
}

/** Handler of list-market-quotes. */
export const listMarketQuotesHandler = defineHandler(listMarketQuotes, async (ctx, query) => {
  const symbols = requestedSymbols(query.symbols);
  const r = await resolveQuotes(ctx, marketKeys.yahooMarketQuotes, symbols);
  const body = {
    quotes: r.quotes.map(quoteBody),
    finnhubSkipped: false,
    rateLimited: r.rateLimited,
    unavailableSymbols: r.unavailable,
  };
  if (r.fetchedAt === undefined) return unavailable(symbols.length === 0 ? MARKET_QUOTES_UNAVAILABLE : body);
  return fromData(body, r.fetchedAt);
});
