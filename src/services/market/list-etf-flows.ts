/**
 * GET /api/market/v1/list-etf-flows: an estimate of spot-bitcoin ETF flows from daily price and
 * volume (README "ETF flow estimate"); ETFs publish their creations and redemptions only in their
 * own daily files, which this server does not read.
 *
 * Per ETF, from its adjusted daily bars: the latest bar's volume V and close C, the mean volume A
 * of the up to five bars before it, the day's price change P (percent, against the bar before).
 * estFlow = round(max(0, V − A) × C): the dollar value of the turnover above the average.
 * direction = inflow when estFlow > 0 and P > 0, outflow when estFlow > 0 and P < 0, else neutral.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { ETF_FLOWS_UNAVAILABLE, listEtfFlows } from './contract';
import type { YahooQuote } from './data';
import { marketKeys, pct, resolveQuotes } from './quotes';

/** Bars before the latest one whose volumes are averaged. */
export const ETF_AVERAGE_BARS = 5;

/** The flow estimate of one ETF, or undefined when its bars lack volume or a previous close. */
export function etfFlowOf(q: YahooQuote) {
  const bars = q.bars.filter((b) => b.volume !== undefined);
  const last = bars.at(-1);
  const prior = bars.slice(-1 - ETF_AVERAGE_BARS, -1);
  const prev = prior.at(-1);
  if (!last || !prev || last.volume === undefined) return undefined;
  const avg = prior.reduce((s, b) => s + (b.volume ?? 0), 0) / prior.length;
  const change = ((last.close - prev.close) / prev.close) * 100;
  const estFlow = Math.round(Math.max(0, last.volume - avg) * last.close);
  const direction = estFlow > 0 && change > 0 ? 'inflow' : estFlow > 0 && change < 0 ? 'outflow' : 'neutral';
  return {
    ticker: q.symbol,
    ...(q.issuer ? { issuer: q.issuer } : {}),
    price: last.close,
    priceChange: pct(change),
    volume: last.volume,
    avgVolume: Math.round(avg),
    ...(avg > 0 ? { volumeRatio: Math.round((last.volume / avg) * 1000) / 1000 } : {}),
    estFlow,
    direction,
    barTime: last.time,
  };
}

/** Handler of list-etf-flows. */
export const listEtfFlowsHandler = defineHandler(listEtfFlows, async (ctx) => {
  const r = await resolveQuotes(ctx, marketKeys.yahooEtfFlows, []);
  if (r.fetchedAt === undefined) return unavailable(ETF_FLOWS_UNAVAILABLE);
  const etfs = r.quotes.flatMap((q) => {
    const f = etfFlowOf(q);
    return f ? [f] : [];
  });
  const inflow = etfs.filter((e) => e.direction === 'inflow');
  const outflow = etfs.filter((e) => e.direction === 'outflow');
  const net = inflow.reduce((s, e) => s + e.estFlow, 0) - outflow.reduce((s, e) => s + e.estFlow, 0);
  return fromData(
    {
      etfs,
      summary: {
        etfCount: etfs.length,
        inflowCount: inflow.length,
        outflowCount: outflow.length,
        netDirection: net > 0 ? 'NET INFLOW' : net < 0 ? 'NET OUTFLOW' : 'NEUTRAL',
        totalEstFlow: net,
        totalVolume: etfs.reduce((s, e) => s + e.volume, 0),
      },
      timestamp: r.fetchedAt,
      rateLimited: r.rateLimited,
      unavailableSymbols: r.unavailable,
    },
    r.fetchedAt,
  );
});
