/** GET /api/market/v1/list-gulf-quotes: the configured Gulf basket of Yahoo chart quotes. */
import { defineHandler, fromData, unavailable } from '../handler';
import { GULF_QUOTES_UNAVAILABLE, listGulfQuotes } from './contract';
import { marketKeys } from './data';
import { quoteFields, resolveQuotes } from './quotes';

/** The flag emoji of an ISO alpha-2 code (regional indicator symbols). */
export function flagOf(country: string): string {
  return [...country.toUpperCase()]
    .map((ch) => String.fromCodePoint(0x1f1e6 + ch.charCodeAt(0) - 65))
    .join('');
}

/** Handler of list-gulf-quotes. */
export const listGulfQuotesHandler = defineHandler(listGulfQuotes, async (ctx) => {
  const r = await resolveQuotes(ctx, marketKeys.yahooGulfQuotes, []);
  if (r.fetchedAt === undefined) return unavailable(GULF_QUOTES_UNAVAILABLE);
  const quotes = r.quotes.map((q) => ({
    symbol: q.symbol,
    name: q.label ?? q.name ?? q.symbol,
    ...(q.country ? { country: q.country, flag: flagOf(q.country) } : {}),
    ...(q.kind ? { type: q.kind } : {}),
    ...quoteFields(q),
  }));
  return fromData({ quotes, rateLimited: r.rateLimited, unavailableSymbols: r.unavailable }, r.fetchedAt);
});
