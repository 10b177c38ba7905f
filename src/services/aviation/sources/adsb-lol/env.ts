/** The variables the adsb.lol source reads (and the position-feed chooser it shares with OpenSky). */
import { envVar } from '../../../../env-vars';
import { AIRCRAFT_POSITIONS_ENV } from '../aircraft-positions';

/** Default origin of the adsb.lol API. */
export const ADSB_LOL_DEFAULT_BASE_URL = 'https://api.adsb.lol';
/** Default centre of the polled circle: New York JFK. */
export const ADSB_LOL_DEFAULT_CENTER = { lat: 40.6398, lon: -73.7789 } as const;
/** Largest radius the v2 API accepts, in nautical miles (also the default). */
export const ADSB_LOL_MAX_DIST_NM = 250;

/** Declared variables of the source. */
export const ADSB_LOL_ENV = {
  ...AIRCRAFT_POSITIONS_ENV,
  ADSB_LOL_BASE_URL: envVar.url({
    default: ADSB_LOL_DEFAULT_BASE_URL,
    description: 'adsb.lol API origin.',
  }),
  ADSB_LOL_LAT: envVar.number({
    default: ADSB_LOL_DEFAULT_CENTER.lat,
    min: -90,
    max: 90,
    description: 'Centre latitude of the adsb.lol circle, degrees.',
  }),
  ADSB_LOL_LON: envVar.number({
    default: ADSB_LOL_DEFAULT_CENTER.lon,
    min: -180,
    max: 180,
    description: 'Centre longitude of the adsb.lol circle, degrees.',
  }),
  ADSB_LOL_DIST_NM: envVar.number({
    default: ADSB_LOL_MAX_DIST_NM,
    min: 1,
    max: ADSB_LOL_MAX_DIST_NM,
    description: `Radius of the adsb.lol circle in nautical miles, 1-${ADSB_LOL_MAX_DIST_NM}.`,
  }),
} as const;
