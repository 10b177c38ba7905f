/**
 * GET /api/aviation/v1/search-flight-prices: fare quotes from the price provider, cheapest first.
 * Without a provider, on failure or with no quote, `degraded` is true and `error` says why;
 * `isDemoMode` is always false (DESIGN §4: no demo data).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  DEFAULT_PASSENGERS,
  FLIGHT_PRICES_DEFAULT_MAX_RESULTS,
  flightPricesDegraded,
  NO_RESULTS,
  PROVIDER_NOT_CONFIGURED,
  searchFlightPrices,
} from './contract-request-time';
import { answeredAt, callProvider } from './providers';
import { dateOrder, rejectIfAny } from './query-checks';

/** Handler of search-flight-prices. */
export const searchFlightPricesHandler = defineHandler(searchFlightPrices, async (ctx, query) => {
  rejectIfAny(dateOrder('departure_date', query.departure_date, 'return_date', query.return_date));
  const degraded = (error: string) => unavailable(flightPricesDegraded(error));
  const provider = ctx.providers.aviation?.fares;
  if (!provider) return degraded(PROVIDER_NOT_CONFIGURED);
  const maxResults = query.max_results ?? FLIGHT_PRICES_DEFAULT_MAX_RESULTS;
  const nonstopOnly = query.nonstop_only ?? false;
  const call = await callProvider(() =>
    provider.searchPrices({
      origin: query.origin,
      destination: query.destination,
      departureDate: query.departure_date,
      ...(query.return_date === undefined ? {} : { returnDate: query.return_date }),
      adults: query.adults ?? DEFAULT_PASSENGERS,
      ...(query.cabin === undefined ? {} : { cabin: query.cabin }),
      nonstopOnly,
      maxResults,
      ...(query.currency === undefined ? {} : { currency: query.currency.toUpperCase() }),
      ...(query.market === undefined ? {} : { market: query.market.toLowerCase() }),
    }),
  );
  if (!call.ok) return degraded(call.error);
  const answer = call.value;
  // The provider is asked for these limits; they are enforced here too so the contract holds.
  const quotes = answer.quotes
    .filter((q) => !nonstopOnly || q.stops === 0)
    .sort((a, b) => a.priceAmount - b.priceAmount)
    .slice(0, maxResults);
  const fetchedAt = answeredAt(answer, ctx.now());
  return fromData(
    {
      quotes,
      provider: answer.provider,
      isDemoMode: false,
      isIndicative: answer.isIndicative,
      degraded: quotes.length === 0,
      error: quotes.length === 0 ? NO_RESULTS : '',
      updatedAt: Date.parse(fetchedAt),
    },
    fetchedAt,
  );
});
