/** The aviation service: airport delays, flight boards, aircraft positions, news and fare searches (SPEC §4.2). */
import { defineService } from '../service';
import { aviationOperations } from './contract';
import { aviationKeys } from './data';
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
import { adsbLolSource } from './sources/adsb-lol/source';
import { aviationstackSource } from './sources/aviationstack/source';
import { faaNasStatusSource } from './sources/faa-nas-status/source';
import { newsFeedsSource } from './sources/news-feeds/source';
import { openSkySource } from './sources/opensky/source';
import { serpapiSource } from './sources/serpapi/source';
import { travelpayoutsSource } from './sources/travelpayouts/source';
import { youtubeSource } from './sources/youtube/source';
import { trackAircraftHandler } from './track-aircraft';

/** The aviation service. */
export const aviationService = defineService({
  name: 'aviation',
  operations: aviationOperations,
  handlers: [
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
  ],
  keys: aviationKeys,
  sources: [
    faaNasStatusSource,
    newsFeedsSource,
    openSkySource,
    adsbLolSource,
    travelpayoutsSource,
    aviationstackSource,
    youtubeSource,
    serpapiSource,
  ],
});
