/**
 * OpenSky Network state vectors (keyless, or an OAuth2 API client for a faster cadence): one
 * global poll of the latest aircraft positions. The default position feed: its job exists only
 * while `AIRCRAFT_POSITIONS_SOURCE` chooses it. Bundled real capture: `bundle/states-all.json`.
 * @see https://openskynetwork.github.io/opensky-api/rest.html
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { aviationKeys } from '../../data';
import { AIRCRAFT_POSITIONS_ENV } from '../aircraft-positions';
import { createOpenSkyPositionsJob } from './job';

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

/** The OpenSky source. */
export const openSkySource = defineSource({
  id: 'opensky',
  title: 'OpenSky Network state vectors',
  note: 'keyless, optional API client; every 15 min (5 min with a client); AIRCRAFT_POSITIONS_SOURCE=opensky (default)',
  availability: KEYLESS,
  keys: [aviationKeys.aircraftPositions],
  env: OPENSKY_ENV,
  jobs: (settings) =>
    settings.AIRCRAFT_POSITIONS_SOURCE === 'opensky' ? [createOpenSkyPositionsJob(settings)] : [],
});
