/**
 * Ports of the request-time market lookups (DESIGN §1): quotes of symbols and coins the snapshots
 * do not carry, asked for by name (`symbols`, `ids`, `coins`). They are the typed `market` field of
 * the providers, filled by the Yahoo chart and CoinGecko sources; tests pass their own through
 * `deps.providers`. Without one, a name the snapshot lacks is reported, never dropped.
 */
import type { CoinMarket, QuoteMissingReason, YahooQuote } from './data';

/** The request-time providers of the market service. */
export interface MarketProviders {
  quotes?: QuoteLookupProvider;
  coins?: CoinLookupProvider;
}

declare module '../../ingest/source' {
  interface Providers {
    market?: MarketProviders;
  }
}

/** What a quote lookup found for one symbol. */
export type QuoteLookup =
  | { status: 'ok'; quote: YahooQuote }
  | { status: 'missing'; reason: QuoteMissingReason };

/** Quotes of single symbols from the Yahoo chart, at request time. */
export interface QuoteLookupProvider {
  /** Most symbols one request may look up (the rest are reported as over the limit). */
  readonly maxPerRequest: number;
  quote(symbol: string): Promise<QuoteLookup>;
}

/** What a coin lookup found: the coins the provider knows, or that it could not answer. */
export type CoinLookup = { status: 'ok'; coins: CoinMarket[] } | { status: 'error'; rateLimited: boolean };

/** CoinGecko markets of named coin ids, at request time (one call for all of them). */
export interface CoinLookupProvider {
  markets(ids: readonly string[]): Promise<CoinLookup>;
}
