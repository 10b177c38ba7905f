/**
 * What search-ext-flights and search-ext-dates share: turning the validated query into the
 * provider's filter object.
 */
import { DEFAULT_PASSENGERS } from './contract-request-time';
import type { ExtSearchFilters } from './providers';

/** The query fields both external searches take. */
export interface ExtFilterParams {
  cabin_class?: string;
  max_stops?: string;
  departure_window?: string;
  airlines?: string[];
  passengers?: number;
}

/** The provider filters of a validated query (absent optional filters stay absent). */
export function extFilters(q: ExtFilterParams, origin: string, destination: string): ExtSearchFilters {
  return {
    origin,
    destination,
    ...(q.cabin_class === undefined ? {} : { cabinClass: q.cabin_class }),
    ...(q.max_stops === undefined ? {} : { maxStops: q.max_stops }),
    ...(q.departure_window === undefined ? {} : { departureWindow: q.departure_window }),
    airlines: q.airlines ?? [],
    passengers: q.passengers ?? DEFAULT_PASSENGERS,
  };
}
