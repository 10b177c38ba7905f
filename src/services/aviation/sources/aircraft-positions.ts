/**
 * Which feed fills `aviation:aircraft-positions`: OpenSky (global, the default) or adsb.lol
 * (a regional circle), chosen by `AIRCRAFT_POSITIONS_SOURCE`. Both sources declare the one
 * variable below and only the chosen one yields its job, so a snapshot always holds one feed's
 * poll under that feed's own name; the two are never mixed.
 */
import { envVar } from '../../../env-vars';

/** Values of `AIRCRAFT_POSITIONS_SOURCE`; the first is the default. */
export const AIRCRAFT_POSITION_FEEDS = ['opensky', 'adsb-lol'] as const;
/** One of the position feeds. */
export type AircraftPositionFeed = (typeof AIRCRAFT_POSITION_FEEDS)[number];

/** The chooser, declared once and spread into both sources' variables. */
export const AIRCRAFT_POSITIONS_ENV = {
  AIRCRAFT_POSITIONS_SOURCE: envVar.oneOf({
    values: AIRCRAFT_POSITION_FEEDS,
    default: 'opensky',
    synonyms: { 'adsb.lol': 'adsb-lol' },
    description: 'Which feed fills aircraft positions: opensky or adsb-lol (adsb.lol accepted).',
  }),
} as const;
