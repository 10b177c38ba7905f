/**
 * `aviation:aircraft-positions` ← adsb.lol v2 (keyless): every aircraft within a radius of one
 * point, the alternative to OpenSky for operators who prefer a community feed or a regional
 * picture. The point and radius come from `ADSB_LOL_LAT`, `ADSB_LOL_LON`, `ADSB_LOL_DIST_NM`
 * (default: 250 NM around New York JFK, the hub of the project's capture). Every 5 minutes plus
 * up to a minute of jitter.
 * @see https://api.adsb.lol/docs
 */
import { keys } from '../../store/keys';
import { parseAdsbLol } from '../parsers/adsb-lol';
import { baseUrl, joinUrl, type SourceEnv } from '../source-env';
import { type AnyIngestJob, type CredentialState, defineJob } from '../types';

/** Default origin of the adsb.lol API (`ADSB_LOL_BASE_URL` overrides it). */
export const ADSB_LOL_DEFAULT_BASE_URL = 'https://api.adsb.lol';
/** Default centre of the polled circle: New York JFK. */
export const ADSB_LOL_DEFAULT_CENTER = { lat: 40.6398, lon: -73.7789 } as const;
/** Largest radius the v2 API accepts, in nautical miles (also the default). */
export const ADSB_LOL_MAX_DIST_NM = 250;
/** Every 5 minutes plus up to a minute of jitter. */
export const ADSB_LOL_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 60_000 } as const;
/** Time box of one run (one regional document). */
export const ADSB_LOL_RUN_TIMEOUT_MS = 60_000;

/** The polled circle, or the reason the environment does not describe one. */
export type AdsbLolArea = { lat: number; lon: number; distNm: number } | { problem: string };

/** Reads the circle from the environment; unset values take the defaults. */
export function adsbLolArea(env: SourceEnv): AdsbLolArea {
  const read = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
  };
  const lat = read('ADSB_LOL_LAT', ADSB_LOL_DEFAULT_CENTER.lat, -90, 90);
  const lon = read('ADSB_LOL_LON', ADSB_LOL_DEFAULT_CENTER.lon, -180, 180);
  const distNm = read('ADSB_LOL_DIST_NM', ADSB_LOL_MAX_DIST_NM, 1, ADSB_LOL_MAX_DIST_NM);
  if (lat === undefined || lon === undefined || distNm === undefined) {
    return {
      problem: `set ADSB_LOL_LAT (-90..90), ADSB_LOL_LON (-180..180) and ADSB_LOL_DIST_NM (1..${ADSB_LOL_MAX_DIST_NM}) to numbers`,
    };
  }
  return { lat, lon, distNm };
}

/** Creates the adsb.lol v2 job. */
export function createAdsbLolPositionsJob(env: SourceEnv): AnyIngestJob {
  const area = adsbLolArea(env);
  const base = baseUrl(env, 'ADSB_LOL', ADSB_LOL_DEFAULT_BASE_URL);
  const url =
    'problem' in area
      ? joinUrl(base, '/v2')
      : joinUrl(base, `/v2/lat/${area.lat}/lon/${area.lon}/dist/${area.distNm}`);
  // A bad circle is a configuration problem: the job reports it instead of polling somewhere else.
  const credentials: CredentialState =
    'problem' in area ? { kind: 'missing', hint: area.problem } : { kind: 'keyless' };
  return defineJob({
    id: 'adsb-lol-positions',
    key: keys.aviationAircraftPositions,
    source: `adsb.lol v2 ${url}`,
    schedule: ADSB_LOL_SCHEDULE,
    credentials,
    // A quiet region (a remote area at night) may truly have no aircraft in view.
    minRecords: 0,
    timeoutMs: ADSB_LOL_RUN_TIMEOUT_MS,
    bundle: { dir: 'adsb-lol', files: { aircraft: 'lat-lon-dist.json' }, capturedAt: '2026-07-29T14:40:58Z' },
    async fetch({ http }) {
      return { aircraft: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parseAdsbLol(payload.aircraft ?? '');
    },
  });
}
