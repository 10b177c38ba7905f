/**
 * What the Yahoo-quote operations share: names asked for (`symbols`, repeated or comma-joined),
 * the seed-first resolution (the operation's basket snapshot, then every other basket snapshot,
 * then a bounded request-time lookup), and the changes read from a quote's adjusted bars.
 */
import { ApiError } from '../../errors';
import type { HandlerContext } from '../handler';
import { MAX_REQUESTED_NAMES, type MarketQuoteUnavailableReason } from './contract';
import {
  type MissingQuote,
  marketKeys,
  type QuoteMissingReason,
  quoteChangePercent,
  YAHOO_QUOTE_KEYS,
  type YahooQuote,
  type YahooQuotesData,
  yahooQuoteOf,
} from './data';

/** Daily closes in a sparkline (about a month of sessions). */
export const SPARKLINE_BARS = 22;
/** Oldest bar a sparkline shows, in days before the quote (a chart far older than its quote shows none). */
export const SPARKLINE_MAX_AGE_DAYS = 45;
const DAY_MS = 86_400_000;

/** Names of a list parameter: comma-split, trimmed, de-duplicated (order kept), normalised by `norm`. */
export function requestedNames(values: readonly string[] | undefined, norm: (s: string) => string): string[] {
  if (!values) return [];
  const out: string[] = [];
  for (const v of values)
    for (const part of v.split(',')) {
      const name = norm(part.trim());
      if (name !== '' && !out.includes(name)) out.push(name);
    }
  return out;
}

/** A 400 naming a malformed list item (the strict check of a list parameter). */
export function badName(param: string, name: string, what: string): ApiError {
  return new ApiError('VALIDATION_FAILED', {
    violations: [{ field: param, description: `${JSON.stringify(name.slice(0, 40))} is not ${what}` }],
  });
}

const REASONS: Record<QuoteMissingReason, MarketQuoteUnavailableReason> = {
  not_found: 'MARKET_QUOTE_UNAVAILABLE_REASON_NOT_FOUND',
  rate_limited: 'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_RATE_LIMITED',
  upstream_error: 'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_ERROR',
  not_captured: 'MARKET_QUOTE_UNAVAILABLE_REASON_SEED_UNAVAILABLE',
};

/** A symbol without a quote, as the contract reports it. */
export interface Unavailable {
  symbol: string;
  reason: MarketQuoteUnavailableReason;
}

/** The contract's reason for a snapshot's missing entry. */
export function unavailableOf(m: MissingQuote): Unavailable {
  return { symbol: m.symbol, reason: REASONS[m.reason] };
}

/** Quotes resolved for one request. */
export interface Resolved {
  quotes: YahooQuote[];
  unavailable: Unavailable[];
  /** Oldest time among the data used (snapshot `fetchedAt`s and lookups); absent when nothing was found. */
  fetchedAt?: string;
  /** True when Yahoo refused something for rate. */
  rateLimited: boolean;
  /** Whether the basket's own snapshot was there. */
  basketHit: boolean;
}

/** The basket's quotes, or the named symbols seed-first, then looked up (bounded). */
export async function resolveQuotes(
  ctx: HandlerContext,
  key: (typeof YAHOO_QUOTE_KEYS)[number],
  symbols: readonly string[],
): Promise<Resolved> {
  const own = await ctx.snapshots.read(key);
  const basketHit = own.status === 'hit';
  const times: string[] = [];
  if (symbols.length === 0) {
    if (own.status !== 'hit') return { quotes: [], unavailable: [], rateLimited: false, basketHit };
    const { data, meta } = own.snapshot;
    return {
      quotes: data.quotes,
      unavailable: data.missing.map(unavailableOf),
      fetchedAt: meta.fetchedAt,
      rateLimited: data.missing.some((m) => m.reason === 'rate_limited'),
      basketHit,
    };
  }
  const served = symbols.slice(0, MAX_REQUESTED_NAMES);
  const unavailable: Unavailable[] = symbols
    .slice(MAX_REQUESTED_NAMES)
    .map((symbol) => ({ symbol, reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_REQUEST_LIMIT_EXCEEDED' }));
  // Seed first: the operation's basket, then the others (a symbol may live in any basket).
  const snapshots: { data: YahooQuotesData; fetchedAt: string }[] = [];
  if (own.status === 'hit')
    snapshots.push({ data: own.snapshot.data, fetchedAt: own.snapshot.meta.fetchedAt });
  for (const other of YAHOO_QUOTE_KEYS) {
    if (other === key) continue;
    const read = await ctx.snapshots.read(other);
    if (read.status === 'hit')
      snapshots.push({ data: read.snapshot.data, fetchedAt: read.snapshot.meta.fetchedAt });
  }
  const found = new Map<string, YahooQuote>();
  const gaps: string[] = [];
  for (const symbol of served) {
    const hit = snapshots.find((s) => yahooQuoteOf(s.data, symbol));
    const quote = hit && yahooQuoteOf(hit.data, symbol);
    if (hit && quote) {
      found.set(symbol, quote);
      times.push(hit.fetchedAt);
    } else gaps.push(symbol);
  }
  let rateLimited = false;
  const provider = ctx.providers.market?.quotes;
  const max = provider?.maxPerRequest ?? 0;
  const lookups = provider ? gaps.slice(0, max) : [];
  const results = await Promise.all(lookups.map((s) => provider!.quote(s)));
  const lookedUp = new Map(lookups.map((s, i) => [s, results[i]!] as const));
  for (const symbol of gaps) {
    const r = lookedUp.get(symbol);
    if (!provider)
      unavailable.push({ symbol, reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_NOT_CONFIGURED' });
    else if (!r)
      unavailable.push({ symbol, reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_REQUEST_LIMIT_EXCEEDED' });
    else if (r.status === 'ok') {
      found.set(symbol, r.quote);
      times.push(ctx.now().toISOString());
    } else {
      if (r.reason === 'rate_limited') rateLimited = true;
      unavailable.push({ symbol, reason: REASONS[r.reason] });
    }
  }
  const quotes = served.flatMap((s) => {
    const q = found.get(s);
    return q ? [q] : [];
  });
  const fetchedAt = times.sort()[0];
  return { quotes, unavailable, ...(fetchedAt ? { fetchedAt } : {}), rateLimited, basketHit };
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** Fields every quote body shares: price, percent and absolute change, sparkline, currency, time. */
export function quoteFields(q: YahooQuote) {
  const change = quoteChangePercent(q);
  return {
    price: q.price,
    ...(change === undefined ? {} : { change: round(change, 4) }),
    ...(q.previousClose === undefined
      ? {}
      : { previousClose: round(q.previousClose, 6), priceChange: round(q.price - q.previousClose, 6) }),
    sparkline: q.bars
      .filter((b) => b.time >= q.quoteTime - SPARKLINE_MAX_AGE_DAYS * DAY_MS)
      .slice(-SPARKLINE_BARS)
      .map((b) => round(b.close, 6)),
    ...(q.currency ? { currency: q.currency } : {}),
    quoteTime: q.quoteTime,
  };
}

/** How much older than the cutoff the base close of a period change may be (a long weekend). */
export const MAX_BASE_GAP_DAYS = 4;

/**
 * Percent change of the price against the last adjusted close at least `days` before the quote
 * (and at most MAX_BASE_GAP_DAYS before that); undefined when the bars do not cover that time.
 */
export function changeOverDays(q: YahooQuote, days: number): number | undefined {
  const cutoff = q.quoteTime - days * DAY_MS;
  let base: YahooQuote['bars'][number] | undefined;
  for (const b of q.bars) if (b.time <= cutoff) base = b;
  if (!base || base.close === 0 || cutoff - base.time > MAX_BASE_GAP_DAYS * DAY_MS) return undefined;
  return round(((q.price - base.close) / base.close) * 100, 4);
}

/** Rounds a percent for a body. */
export const pct = (n: number | undefined) => (n === undefined ? undefined : round(n, 4));

export { marketKeys };
