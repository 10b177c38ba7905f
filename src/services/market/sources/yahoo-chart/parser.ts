/**
 * The one parser of the Yahoo Finance chart answer (`/v8/finance/chart/{symbol}`): `chart.result[0]`
 * with `meta`, `timestamp[]`, `indicators.quote[0]` (open, high, low, close, volume),
 * `indicators.adjclose[0].adjclose` and `events` (dividends, splits). Pure: text in, quote out.
 *
 * Rules (README "Yahoo quotes"):
 * - price and time are the exchange's: `meta.regularMarketPrice` at `meta.regularMarketTime`
 *   (epoch seconds, kept as epoch ms);
 * - bars are daily only (`meta.dataGranularity` `1d`); each close is scaled to the last bar's terms
 *   by the `adjclose / close` ratio, so neither a split (Yahoo's `close` is split-adjusted already)
 *   nor a dividend shows as a move between two bars;
 * - the previous close is the adjusted close of the session before the quote's, read from the bars
 *   only when they reach the quote's session; otherwise it is left out (never guessed).
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objectOf, str } from '../../../../ingest/parse/json-values';
import type { YahooBar, YahooQuote } from '../../data';

const DAY_S = 86_400;
/** Longest gap between the last bar and the quote for the last bar to be the previous session. */
const MAX_SESSION_GAP_S = 4 * DAY_S;

/** What a chart answer says about one symbol. */
export type ChartOutcome =
  | { kind: 'quote'; quote: YahooQuote; warnings: string[] }
  | { kind: 'not_found'; description: string };

/** Parses one chart answer for `symbol`; throws PayloadError when it is not a chart document. */
export function parseYahooChart(text: string, symbol: string): ChartOutcome {
  const doc = jsonObject(text, `Yahoo chart ${symbol}`);
  const chart = objectOf(doc.chart);
  if (!chart) throw new PayloadError(`Yahoo chart ${symbol}: no chart object`);
  const error = objectOf(chart.error);
  const result = Array.isArray(chart.result) ? objectOf(chart.result[0]) : undefined;
  if (!result) {
    const code = str(error?.code);
    if (/not\s*found/i.test(code)) return { kind: 'not_found', description: str(error?.description) || code };
    throw new PayloadError(`Yahoo chart ${symbol}: no result${code ? ` (${code})` : ''}`);
  }
  const meta = objectOf(result.meta);
  if (!meta) throw new PayloadError(`Yahoo chart ${symbol}: result without meta`);
  const price = num(meta.regularMarketPrice);
  const timeS = num(meta.regularMarketTime);
  if (price === undefined || timeS === undefined || timeS <= 0)
    throw new PayloadError(`Yahoo chart ${symbol}: no regularMarketPrice/regularMarketTime`);

  const warnings: string[] = [];
  const granularity = str(meta.dataGranularity);
  const bars = granularity === '' || granularity === '1d' ? dailyBars(result) : [];
  if (bars.length === 0 && granularity !== '' && granularity !== '1d' && Array.isArray(result.timestamp))
    warnings.push(`Yahoo chart ${symbol}: ${granularity} bars ignored (daily bars only)`);

  const previousClose = previousCloseOf(
    bars.map((b) => ({ timeS: b.time / 1000, close: b.close })),
    timeS,
    metaPreviousClose(meta, result.events, timeS),
  );
  const name = str(meta.shortName) || str(meta.longName);
  const currency = str(meta.currency);
  const exchange = str(meta.fullExchangeName) || str(meta.exchangeName);
  const instrumentType = str(meta.instrumentType);
  const quote: YahooQuote = {
    symbol: symbol.toUpperCase(),
    ...(name ? { name } : {}),
    ...(currency ? { currency } : {}),
    ...(exchange ? { exchange } : {}),
    ...(instrumentType ? { instrumentType } : {}),
    price,
    quoteTime: Math.round(timeS * 1000),
    ...(previousClose === undefined ? {} : { previousClose }),
    bars,
  };
  return { kind: 'quote', quote, warnings };
}

/** Daily bars with a close, oldest first, closes in the last bar's terms. */
function dailyBars(result: Record<string, unknown>): YahooBar[] {
  const stamps = Array.isArray(result.timestamp) ? result.timestamp : [];
  const indicators = objectOf(result.indicators);
  const quote = Array.isArray(indicators?.quote) ? objectOf(indicators.quote[0]) : undefined;
  const closes = Array.isArray(quote?.close) ? quote.close : [];
  const volumes = Array.isArray(quote?.volume) ? quote.volume : [];
  const adjBlock = Array.isArray(indicators?.adjclose) ? objectOf(indicators.adjclose[0]) : undefined;
  const adj = Array.isArray(adjBlock?.adjclose) ? adjBlock.adjclose : undefined;

  const raw: { time: number; close: number; factor: number; volume?: number }[] = [];
  stamps.forEach((stamp, i) => {
    const t = num(stamp);
    const close = num(closes[i]);
    if (t === undefined || close === undefined || close <= 0) return;
    const a = adj ? num(adj[i]) : undefined;
    const factor = a !== undefined && a > 0 ? a / close : 1;
    const v = num(volumes[i]);
    raw.push({
      time: Math.round(t * 1000),
      close,
      factor,
      ...(v !== undefined && v >= 0 ? { volume: Math.round(v) } : {}),
    });
  });
  raw.sort((a, b) => a.time - b.time);
  const last = raw.at(-1)?.factor ?? 1;
  return raw.map(({ time, close, factor, volume }) => ({
    time,
    close: (close * factor) / last,
    ...(volume === undefined ? {} : { volume }),
  }));
}

/**
 * The close of the session before the quote's: the bar before the last when the last bar is the
 * quote's own session (the quote is less than a day after it); else Yahoo's own `meta.previousClose`
 * (the close before `regularMarketPrice`'s session, present in intraday charts) less a dividend that
 * went ex in the quote's session; else the last bar when the chart stops a session short of the
 * quote (at most four days before it, a weekend); else unknown.
 */
export function previousCloseOf(
  bars: readonly { timeS: number; close: number }[],
  quoteTimeS: number,
  metaPrevious?: number,
): number | undefined {
  const last = bars.at(-1);
  const gap = last ? quoteTimeS - last.timeS : Number.NaN;
  if (gap >= 0 && gap < DAY_S && bars.length >= 2) return bars.at(-2)?.close;
  if (metaPrevious !== undefined) return metaPrevious;
  if (last && gap >= DAY_S && gap <= MAX_SESSION_GAP_S) return last.close;
  return undefined;
}

/** `meta.previousClose`, less the amount of a dividend that went ex within the day before the quote. */
function metaPreviousClose(
  meta: Record<string, unknown>,
  events: unknown,
  quoteTimeS: number,
): number | undefined {
  const previous = num(meta.previousClose);
  if (previous === undefined || previous <= 0) return undefined;
  const dividends = objectOf(objectOf(events)?.dividends) ?? {};
  let amount = 0;
  for (const d of Object.values(dividends)) {
    const o = objectOf(d);
    const date = num(o?.date);
    const value = num(o?.amount);
    if (date !== undefined && value !== undefined && date <= quoteTimeS && quoteTimeS - date < DAY_S)
      amount += value;
  }
  return amount > 0 && amount < previous ? previous - amount : previous;
}
