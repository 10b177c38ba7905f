/** The aviation service (transitional: its pieces still live in the layer folders). */
import { aviationOperations } from '../../contract/aviation';
import { defineLegacySource } from '../../ingest/legacy-source';
import { createAircraftPositionsJob } from '../../ingest/jobs/aircraft-positions';
import { createAviationNewsJob } from '../../ingest/jobs/aviation-news';
import { createFaaAirportDelaysJob } from '../../ingest/jobs/faa-airport-delays';
import { aviationKeys } from '../../store/schemas/aviation';
import { defineService } from '../service';
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

/** The aviation service. */
export const aviationService = defineService({
  name: 'aviation',
  operations: aviationOperations,
  handlers: [listAirportDelaysHandler,
  getAirportOpsSummaryHandler,
  listAirportFlightsHandler,
  getCarrierOpsHandler,
  getFlightStatusHandler,
  trackAircraftHandler,
  getVideoLiveStreamInfoHandler,
  searchFlightPricesHandler,
  listAviationNewsHandler,
  searchExtFlightsHandler,
  searchExtDatesHandler],
  keys: aviationKeys,
  sources: [
    defineLegacySource('faa-nas-status', 'FAA NAS status', 'keyless, every 5 min', (env) => [createFaaAirportDelaysJob(env)]),
    defineLegacySource('news-feeds', 'Aviation news feeds', 'keyless, every 15 min', (env) => [createAviationNewsJob(env)]),
    defineLegacySource('aircraft-positions', 'OpenSky / adsb.lol', 'keyless', (env) => [createAircraftPositionsJob(env)]),
  ],
});
