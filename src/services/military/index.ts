/**
 * The military service: military flights seen by ADS-B (adsb.lol), the theater posture derived
 * from them, World Bank defence indicators and the Wingbits aircraft lookups.
 */
import { defineService } from '../service';
import { militaryOperations } from './contract';
import { militaryKeys } from './data';
import { getDefenseIndustrialBaseHandler } from './get-defense-industrial-base';
import { getTheaterPostureHandler } from './get-theater-posture';
import { listMilitaryFlightsHandler } from './list-military-flights';
import { adsbLolMilSource } from './sources/adsb-lol-mil/source';
import { worldBankMilitarySource } from './sources/worldbank-military/source';

/** The military service. */
export const militaryService = defineService({
  name: 'military',
  operations: militaryOperations,
  handlers: [getDefenseIndustrialBaseHandler, getTheaterPostureHandler, listMilitaryFlightsHandler],
  keys: militaryKeys,
  sources: [adsbLolMilSource, worldBankMilitarySource],
});
