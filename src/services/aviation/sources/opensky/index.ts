/**
 * OpenSky Network state vectors (keyless, or an OAuth2 API client for a faster cadence): one
 * global poll of the latest aircraft positions. The default position feed: its job exists only
 * while `AIRCRAFT_POSITIONS_SOURCE` chooses it. Bundled real capture: `bundle/states-all.json`.
 * @see https://openskynetwork.github.io/opensky-api/rest.html
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { aviationKeys } from '../../data';
import { OPENSKY_ENV } from './env';
import { createOpenSkyPositionsJob } from './job';

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
