/**
 * Request-time quote lookups over the Yahoo chart endpoint, through the shared provider client:
 * a time box per call, answers cached for a TTL, unknown symbols and failures for a shorter one,
 * one call in flight per symbol, a circuit breaker (DESIGN §1). Used for symbols a request names
 * that the basket snapshots do not carry; at most `maxPerRequest` per request.
 */
import type { FetchLike } from '../../../../ingest/http-client';
import { ProviderClient, type ProviderLimits } from '../../../../ingest/provider-client';
import type { YahooQuote } from '../../data';
import type { QuoteLookup, QuoteLookupProvider } from '../../providers';
import { yahooChartUrl } from './job';
import { parseYahooChart } from './parser';

/** Name of the provider (logs, errors). */
export const YAHOO_PROVIDER_NAME = 'yahoo_chart';
/** How long a quote is reused. */
export const YAHOO_LOOKUP_TTL_MS = 5 * 60_000;
/** How long an unknown symbol or a failure is reused before asking again. */
export const YAHOO_LOOKUP_NEGATIVE_TTL_MS = 60_000;

export type { ProviderLimits };

/** What the adapter needs. */
export interface YahooLookupOptions {
  baseUrl: string;
  maxPerRequest: number;
  now: () => Date;
  fetch?: FetchLike;
  userAgent?: string;
  limits?: ProviderLimits;
}

/** The Yahoo chart quote lookup, implementing the `market.quotes` port. */
export class YahooQuoteLookup implements QuoteLookupProvider {
  readonly client: ProviderClient;
  readonly maxPerRequest: number;

  constructor(private readonly options: YahooLookupOptions) {
    this.maxPerRequest = options.maxPerRequest;
    this.client = new ProviderClient({
      name: YAHOO_PROVIDER_NAME,
      ttlMs: YAHOO_LOOKUP_TTL_MS,
      negativeTtlMs: YAHOO_LOOKUP_NEGATIVE_TTL_MS,
      ...options.limits,
      now: () => options.now().getTime(),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
  }

  /** One symbol's quote, or why there is none; never throws. */
  async quote(symbol: string): Promise<QuoteLookup> {
    const result = await this.client.get<YahooQuote>(symbol, async (signal) => {
      let text: string;
      try {
        text = await this.client.fetchText(yahooChartUrl(this.options.baseUrl, symbol), {
          headers: { accept: 'application/json' },
          signal,
        });
      } catch (err) {
        // An unknown symbol is an answer ("nothing"), not a failure of the provider.
        if ((err as { status?: number }).status === 404) return null;
        throw err;
      }
      const outcome = parseYahooChart(text, symbol);
      return outcome.kind === 'quote' ? outcome.quote : null;
    });
    if (result.status === 'ok') return { status: 'ok', quote: result.value };
    if (result.status === 'empty') return { status: 'missing', reason: 'not_found' };
    return { status: 'missing', reason: result.httpStatus === 429 ? 'rate_limited' : 'upstream_error' };
  }
}
