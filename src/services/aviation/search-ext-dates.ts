/**
 * GET /api/aviation/v1/search-ext-dates: the lowest fare per departure date over a date range,
 * from the external flight-search provider. `trip_duration` is required for round trips (SPEC
 * §4.2); the other search fields are optional in the contract, and without them `degraded` is true.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  EXT_DATES_MISSING,
  extDatesDegraded,
  NO_RESULTS,
  PROVIDER_NOT_CONFIGURED,
  searchExtDates,
} from './contract-request-time';
import { extFilters } from './ext-search';
import { answeredAt, callProvider } from './providers';
import { dateOrder, departureWindowOrder, rejectIfAny } from './query-checks';

/** Handler of search-ext-dates. */
export const searchExtDatesHandler = defineHandler(searchExtDates, async (ctx, query) => {
  const roundTrip = query.is_round_trip ?? false;
  rejectIfAny([
    ...dateOrder('start_date', query.start_date, 'end_date', query.end_date),
    ...departureWindowOrder('departure_window', query.departure_window),
    ...(roundTrip && query.trip_duration === undefined
      ? [{ field: 'trip_duration', description: 'is required when is_round_trip is true' }]
      : []),
  ]);
  const degraded = (error: string) => unavailable(extDatesDegraded(error));
  const { origin, destination, start_date: startDate, end_date: endDate } = query;
  if (origin === undefined || destination === undefined || startDate === undefined || endDate === undefined) {
    return degraded(EXT_DATES_MISSING);
  }
  const provider = ctx.providers.aviation?.flightSearch;
  if (!provider) return degraded(PROVIDER_NOT_CONFIGURED);
  const call = await callProvider(() =>
    provider.searchDates({
      ...extFilters(query, origin, destination),
      startDate,
      endDate,
      roundTrip,
      ...(roundTrip && query.trip_duration !== undefined ? { tripDuration: query.trip_duration } : {}),
    }),
  );
  if (!call.ok) return degraded(call.error);
  const byPrice = query.sort_by_price ?? false;
  const dates = call.value.dates
    .map((d) => ({ date: d.date, price: d.price, returnDate: d.returnDate ?? '' }))
    .sort((a, b) => (byPrice ? a.price - b.price : 0) || a.date.localeCompare(b.date));
  return fromData(
    { dates, degraded: dates.length === 0, error: dates.length === 0 ? NO_RESULTS : '' },
    answeredAt(call.value, ctx.now()),
  );
});
