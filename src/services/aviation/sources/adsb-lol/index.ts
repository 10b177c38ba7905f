/**
 * adsb.lol v2 (keyless, every 5 minutes): every aircraft within a radius of one point, the
 * alternative position feed; its job exists only while `AIRCRAFT_POSITIONS_SOURCE` chooses it.
 * Bundled real capture: `bundle/lat-lon-dist.json`.
 * @see https://api.adsb.lol/docs
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { aviationKeys } from '../../data';
import { ADSB_LOL_ENV } from './env';
import { createAdsbLolPositionsJob } from './job';

/** The adsb.lol source. */
export const adsbLolSource = defineSource({
  id: 'adsb-lol',
  title: 'adsb.lol v2 aircraft within a radius',
  note: 'keyless; every 5 min; AIRCRAFT_POSITIONS_SOURCE=adsb-lol',
  availability: KEYLESS,
  keys: [aviationKeys.aircraftPositions],
  env: ADSB_LOL_ENV,
  jobs: (settings) =>
    settings.AIRCRAFT_POSITIONS_SOURCE === 'adsb-lol' ? [createAdsbLolPositionsJob(settings)] : [],
});
