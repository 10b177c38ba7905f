/**
 * Fare-search adapter over the Travelpayouts (Aviasales) Data API `GET /v2/prices/latest`: the
 * prices users' searches found recently, cached by Aviasales, hence indicative. One upstream call
 * per (route, departure month, one-way/return, class, currency, market) lists the month's fares;
 * the answer is cached whole, so every day of that month is served from one call, and the quotes
 * for the asked day (and return day) are picked from it. The call goes through the shared
 * provider client (time box, TTL + negative TTL, single flight, circuit breaker; DESIGN §1).
 * @see https://api.travelpayouts.com/documentation
 */
import type { FetchLike } from '../../../../ingest/http-client';
import { ProviderClient, type ProviderLimits } from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { joinUrl } from '../../../../ingest/urls';
import type { FlightPriceProvider, FlightPriceQuery, PriceQuote, ProviderAnswer } from '../../providers';
import {
  parseTravelpayoutsPrices,
  quotesForQuery,
  TRAVELPAYOUTS_PROVIDER_NAME,
  TRIP_CLASS_BY_CABIN,
  type TravelpayoutsPrices,
} from './parser';

/** Path of the recent-prices list. */
export const TRAVELPAYOUTS_LATEST_PATH = '/v2/prices/latest';
/** Fares asked per call (the API's largest page), so a whole month fits in one answer. */
export const TRAVELPAYOUTS_PAGE_LIMIT = 1000;
/** Currency asked when the query names none (the API would otherwise answer in roubles). */
export const TRAVELPAYOUTS_DEFAULT_CURRENCY = 'USD';
/** How long a month's price list is reused: the upstream cache itself changes slowly. */
export const TRAVELPAYOUTS_TTL_MS = 30 * 60_000;
/** How long an empty month or a failure is reused before asking again. */
export const TRAVELPAYOUTS_NEGATIVE_TTL_MS = 60_000;

export type { ProviderLimits };

/** What the adapter needs. */
export interface TravelpayoutsOptions {
  token: string;
  /** Origin of the API, no trailing slash. */
  baseUrl: string;
  /** Upstream calls allowed per UTC day (absent: no budget). */
  dailyCalls?: number;
  now: () => Date;
  fetch?: FetchLike;
  userAgent?: string;
  limits?: ProviderLimits;
}

/** The Travelpayouts fare search, implementing the `aviation.flightPrices` port. */
export class TravelpayoutsPriceProvider implements FlightPriceProvider {
  /** The shared-client instance of this provider (its circuit state is observable). */
  readonly client: ProviderClient;

  constructor(private readonly options: TravelpayoutsOptions) {
    this.client = new ProviderClient({
      name: TRAVELPAYOUTS_PROVIDER_NAME,
      ttlMs: TRAVELPAYOUTS_TTL_MS,
      negativeTtlMs: TRAVELPAYOUTS_NEGATIVE_TTL_MS,
      ...(options.dailyCalls === undefined ? {} : { dailyCalls: options.dailyCalls }),
      ...options.limits,
      now: () => options.now().getTime(),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
  }

  /** Quotes for the asked day; throws ProviderCallError when the API could not answer. */
  async searchPrices(
    query: FlightPriceQuery,
  ): Promise<ProviderAnswer & { provider: string; isIndicative: boolean; quotes: PriceQuote[] }> {
    const answer = (quotes: PriceQuote[], fetchedAt?: string) => ({
      provider: TRAVELPAYOUTS_PROVIDER_NAME,
      isIndicative: true,
      quotes,
      ...(fetchedAt ? { fetchedAt } : {}),
    });
    const tripClass = TRIP_CLASS_BY_CABIN[query.cabin ?? 'CABIN_CLASS_ECONOMY'];
    // The API knows no premium economy: nothing to ask, and no other class passed off as it.
    if (tripClass === undefined) return answer([]);
    const currency = (query.currency ?? TRAVELPAYOUTS_DEFAULT_CURRENCY).toUpperCase();
    const url = this.monthUrl(query, tripClass, currency);
    const result = await this.client.get(url, (signal) => this.load(url, signal));
    if (result.status === 'error')
      throw new ProviderCallError(
        TRAVELPAYOUTS_PROVIDER_NAME,
        result.reason,
        result.error,
        result.httpStatus,
      );
    if (result.status === 'empty') return answer([]);
    const quotes = quotesForQuery(result.value, query, {
      currency,
      answeredAt: Date.parse(result.fetchedAt),
    });
    return answer(quotes, result.fetchedAt);
  }

  /** The month's price list URL; it is also the cache key (the token travels in a header). */
  private monthUrl(query: FlightPriceQuery, tripClass: number, currency: string): string {
    const params = new URLSearchParams({
      origin: query.origin,
      destination: query.destination,
      currency: currency.toLowerCase(),
      period_type: 'month',
      beginning_of_period: `${query.departureDate.slice(0, 7)}-01`,
      one_way: query.returnDate ? 'false' : 'true',
      trip_class: String(tripClass),
      sorting: 'price',
      limit: String(TRAVELPAYOUTS_PAGE_LIMIT),
    });
    if (query.market) params.set('market', query.market.toLowerCase());
    return `${joinUrl(this.options.baseUrl, TRAVELPAYOUTS_LATEST_PATH)}?${params.toString()}`;
  }

  /** One upstream call; null (cached briefly) when the month has no fare at all. */
  private async load(url: string, signal: AbortSignal): Promise<TravelpayoutsPrices | null> {
    const body = await this.client.fetchText(url, {
      headers: { 'x-access-token': this.options.token, accept: 'application/json' },
      signal,
    });
    const prices = parseTravelpayoutsPrices(body);
    return prices.fares.length > 0 ? prices : null;
  }
}
