/**
 * GET /api/aviation/v1/search-ext-flights: itineraries from the external flight-search provider.
 * The search needs `origin`, `destination` and `departure_date` (optional in the contract, SPEC
 * §4.2): without them, and without a provider, `degraded` is true and `error` says why.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  EXT_FLIGHTS_MISSING,
  extFlightsDegraded,
  NO_RESULTS,
  PROVIDER_NOT_CONFIGURED,
  searchExtFlights,
} from './contract-request-time';
import { extFilters } from './ext-search';
import { answeredAt, callProvider } from './providers';
import { dateOrder, departureWindowOrder, rejectIfAny } from './query-checks';

/** Handler of search-ext-flights. */
export const searchExtFlightsHandler = defineHandler(searchExtFlights, async (ctx, query) => {
  rejectIfAny([
    ...dateOrder('departure_date', query.departure_date, 'return_date', query.return_date),
    ...departureWindowOrder('departure_window', query.departure_window),
  ]);
  const degraded = (error: string) => unavailable(extFlightsDegraded(error));
  const { origin, destination, departure_date: departureDate } = query;
  if (origin === undefined || destination === undefined || departureDate === undefined) {
    return degraded(EXT_FLIGHTS_MISSING);
  }
  const provider = ctx.providers.aviation?.flightSearch;
  if (!provider) return degraded(PROVIDER_NOT_CONFIGURED);
  const call = await callProvider(() =>
    provider.searchFlights({
      ...extFilters(query, origin, destination),
      departureDate,
      ...(query.return_date === undefined ? {} : { returnDate: query.return_date }),
      ...(query.sort_by === undefined ? {} : { sortBy: query.sort_by }),
    }),
  );
  if (!call.ok) return degraded(call.error);
  const { flights } = call.value;
  return fromData(
    { flights, degraded: flights.length === 0, error: flights.length === 0 ? NO_RESULTS : '' },
    answeredAt(call.value, ctx.now()),
  );
});
