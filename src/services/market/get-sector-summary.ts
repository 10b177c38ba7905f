/**
 * GET /api/market/v1/get-sector-summary: the sector ETFs' change over `period` — 1d against the
 * previous close, 1w and 1m against the last adjusted close at least 7 or 30 days before the quote.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { getSectorSummary, SECTOR_SUMMARY_UNAVAILABLE } from './contract';
import { marketKeys, quoteChangePercent } from './data';
import { changeOverDays, pct, resolveQuotes } from './quotes';

const PERIOD_DAYS = { '1w': 7, '1m': 30 } as const;

/** Handler of get-sector-summary. */
export const getSectorSummaryHandler = defineHandler(getSectorSummary, async (ctx, query) => {
  const period = query.period ?? '1d';
  const r = await resolveQuotes(ctx, marketKeys.yahooSectorEtfs, []);
  if (r.fetchedAt === undefined) return unavailable(SECTOR_SUMMARY_UNAVAILABLE);
  const sectors = r.quotes.map((q) => {
    const change = period === '1d' ? pct(quoteChangePercent(q)) : changeOverDays(q, PERIOD_DAYS[period]);
    return {
      symbol: q.symbol,
      name: q.label ?? q.name ?? q.symbol,
      ...(change === undefined ? {} : { change }),
      price: q.price,
      quoteTime: q.quoteTime,
    };
  });
  return fromData({ sectors, period, unavailableSymbols: r.unavailable }, r.fetchedAt);
});
