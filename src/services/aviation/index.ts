/** Handlers of the aviation service, in contract order. */
import type { BoundHandler } from '../handler';
import { getAirportOpsSummaryHandler } from './get-airport-ops-summary';
import { getCarrierOpsHandler } from './get-carrier-ops';
import { getFlightStatusHandler } from './get-flight-status';
import { getVideoLiveStreamInfoHandler } from './get-video-live-stream-info';
import { listAirportDelaysHandler } from './list-airport-delays';
import { listAirportFlightsHandler } from './list-airport-flights';
import { listAviationNewsHandler } from './list-aviation-news';
import { searchExtDatesHandler } from './search-ext-dates';
import { searchExtFlightsHandler } from './search-ext-flights';
import { searchFlightPricesHandler } from './search-flight-prices';
import { trackAircraftHandler } from './track-aircraft';

/** Every aviation handler. */
export const aviationHandlers: readonly BoundHandler[] = [
  listAirportDelaysHandler,
  getAirportOpsSummaryHandler,
  listAirportFlightsHandler,
  getCarrierOpsHandler,
  getFlightStatusHandler,
  trackAircraftHandler,
  getVideoLiveStreamInfoHandler,
  searchFlightPricesHandler,
  listAviationNewsHandler,
  searchExtFlightsHandler,
  searchExtDatesHandler,
];
