/** The variables the OpenSky source reads (and the position-feed chooser it shares with adsb.lol). */
import { envVar } from '../../../../env-vars';
import { AIRCRAFT_POSITIONS_ENV } from '../aircraft-positions';

/** Default origin of the OpenSky REST API. */
export const OPENSKY_DEFAULT_BASE_URL = 'https://opensky-network.org';
/** Default origin of OpenSky's OAuth2 server. */
export const OPENSKY_AUTH_DEFAULT_BASE_URL = 'https://auth.opensky-network.org';

/** Declared variables of the source. */
export const OPENSKY_ENV = {
  ...AIRCRAFT_POSITIONS_ENV,
  OPENSKY_BASE_URL: envVar.url({
    default: OPENSKY_DEFAULT_BASE_URL,
    description: 'OpenSky Network API origin.',
  }),
  OPENSKY_AUTH_BASE_URL: envVar.url({
    default: OPENSKY_AUTH_DEFAULT_BASE_URL,
    description: 'OpenSky OAuth2 token origin.',
  }),
  OPENSKY_CLIENT_ID: envVar.optionalText({
    description: 'OpenSky API client id (optional; with the secret, polls every 5 min instead of 15).',
  }),
  OPENSKY_CLIENT_SECRET: envVar.secret({
    description: 'OpenSky API client secret (set both or neither).',
  }),
} as const;
