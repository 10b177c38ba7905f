/**
 * Which feed fills `aviation:aircraft-positions`: OpenSky (global, the default) or adsb.lol
 * (a regional circle), chosen by `AIRCRAFT_POSITIONS_SOURCE`. Exactly one job owns the key, so a
 * snapshot always holds one feed's poll under that feed's own name; the two are never mixed.
 */
import type { SourceEnv } from '../source-env';
import type { AnyIngestJob } from '../types';
import { createAdsbLolPositionsJob } from './adsb-lol-positions';
import { createOpenSkyPositionsJob } from './opensky-positions';

/** Values of `AIRCRAFT_POSITIONS_SOURCE`; the first is the default. */
export const AIRCRAFT_POSITION_FEEDS = ['opensky', 'adsb-lol'] as const;

/** Creates the position job of the configured feed (an unknown value keeps the default). */
export function createAircraftPositionsJob(env: SourceEnv): AnyIngestJob {
  const chosen = env.AIRCRAFT_POSITIONS_SOURCE?.trim().toLowerCase();
  return chosen === 'adsb-lol' || chosen === 'adsb.lol'
    ? createAdsbLolPositionsJob(env)
    : createOpenSkyPositionsJob(env);
}
