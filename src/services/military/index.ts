/**
 * The military service: military flights seen by ADS-B (adsb.lol), the theater posture derived
 * from them, World Bank defence indicators and the Wingbits aircraft lookups.
 */
import { defineService } from '../service';
import { militaryOperations } from './contract';
import { militaryKeys } from './data';
import { getAircraftDetailsHandler } from './get-aircraft-details';
import { getAircraftDetailsBatchHandler } from './get-aircraft-details-batch';
import { getDefenseIndustrialBaseHandler } from './get-defense-industrial-base';
import { getTheaterPostureHandler } from './get-theater-posture';
import { getWingbitsLiveFlightHandler } from './get-wingbits-live-flight';
import { getWingbitsStatusHandler } from './get-wingbits-status';
import { listMilitaryFlightsHandler } from './list-military-flights';
import { adsbLolMilSource } from './sources/adsb-lol-mil/source';
import { wingbitsSource } from './sources/wingbits/source';
import { worldBankMilitarySource } from './sources/worldbank-military/source';

/** The military service. */
export const militaryService = defineService({
  name: 'military',
  operations: militaryOperations,
  handlers: [
    getAircraftDetailsHandler,
    getDefenseIndustrialBaseHandler,
    getTheaterPostureHandler,
    getWingbitsLiveFlightHandler,
    getWingbitsStatusHandler,
    listMilitaryFlightsHandler,
  ],
  postHandlers: [getAircraftDetailsBatchHandler],
  keys: militaryKeys,
  sources: [adsbLolMilSource, worldBankMilitarySource, wingbitsSource],
});
