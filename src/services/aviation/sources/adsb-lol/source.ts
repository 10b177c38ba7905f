/**
 * adsb.lol v2 (keyless, every 5 minutes): every aircraft within a radius of one point, the
 * alternative position feed; its job exists only while `AIRCRAFT_POSITIONS_SOURCE` chooses it.
 * Bundled real capture: `bundle/lat-lon-dist.json`.
 *
 * `aviation:aircraft-positions` ← adsb.lol v2 (keyless): every aircraft within a radius of one
 * point, the alternative to OpenSky for operators who prefer a community feed or a regional
 * picture. The point and radius come from `ADSB_LOL_LAT`, `ADSB_LOL_LON`, `ADSB_LOL_DIST_NM`
 * (default: 250 NM around New York JFK, the hub of the project's capture); a value out of range is
 * refused at start. Every 5 minutes plus up to a minute of jitter.
 * @see https://api.adsb.lol/docs
 * @see https://api.adsb.lol/docs
 */

import { KEYLESS } from '../../../../contract/availability';
import { type EnvValues, envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { aviationKeys } from '../../data';
import { AIRCRAFT_POSITIONS_ENV } from '../aircraft-positions';
import { parseAdsbLol } from './parser';

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

/** Every 5 minutes plus up to a minute of jitter. */
export const ADSB_LOL_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 60_000 } as const;
/** Time box of one run (one regional document). */
export const ADSB_LOL_RUN_TIMEOUT_MS = 60_000;

/** The real capture loaded at start while the dataset is empty. */
const BUNDLE = bundleBeside(import.meta.url, {
  name: 'adsb-lol',
  files: { aircraft: 'lat-lon-dist.json' },
  capturedAt: '2026-07-29T14:40:58Z',
});

/** The polled URL: the circle around the configured centre. */
export function adsbLolUrl(settings: EnvValues<typeof ADSB_LOL_ENV>): string {
  const { ADSB_LOL_LAT: lat, ADSB_LOL_LON: lon, ADSB_LOL_DIST_NM: distNm } = settings;
  return joinUrl(settings.ADSB_LOL_BASE_URL, `/v2/lat/${lat}/lon/${lon}/dist/${distNm}`);
}

/** The adsb.lol source. */
export const adsbLolSource = defineSource({
  id: 'adsb-lol',
  title: 'adsb.lol v2 aircraft within a radius',
  note: 'keyless; every 5 min; AIRCRAFT_POSITIONS_SOURCE=adsb-lol',
  availability: KEYLESS,
  keys: [aviationKeys.aircraftPositions],
  env: ADSB_LOL_ENV,
  jobs: (settings) =>
    settings.AIRCRAFT_POSITIONS_SOURCE === 'adsb-lol'
      ? [
          singleGetJob({
            id: 'adsb-lol-positions',
            key: aviationKeys.aircraftPositions,
            title: 'adsb.lol v2',
            url: adsbLolUrl(settings),
            resource: 'aircraft',
            accept: 'application/json',
            schedule: ADSB_LOL_SCHEDULE,
            // A quiet region (a remote area at night) may truly have no aircraft in view.
            minRecords: 0,
            timeoutMs: ADSB_LOL_RUN_TIMEOUT_MS,
            bundle: BUNDLE,
            parse: parseAdsbLol,
          }),
        ]
      : [],
});
