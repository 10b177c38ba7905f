/**
 * `aviation:aircraft-positions` ← adsb.lol v2 (keyless): every aircraft within a radius of one
 * point, the alternative to OpenSky for operators who prefer a community feed or a regional
 * picture. The point and radius come from `ADSB_LOL_LAT`, `ADSB_LOL_LON`, `ADSB_LOL_DIST_NM`
 * (default: 250 NM around New York JFK, the hub of the project's capture); a value out of range is
 * refused at start. Every 5 minutes plus up to a minute of jitter.
 * @see https://api.adsb.lol/docs
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { aviationKeys } from '../../data';
import type { ADSB_LOL_ENV } from './env';
import { parseAdsbLol } from './parser';

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

/** Creates the adsb.lol v2 job. */
export function createAdsbLolPositionsJob(settings: EnvValues<typeof ADSB_LOL_ENV>): AnyIngestJob {
  const url = adsbLolUrl(settings);
  return defineJob({
    id: 'adsb-lol-positions',
    key: aviationKeys.aircraftPositions,
    source: `adsb.lol v2 ${url}`,
    schedule: ADSB_LOL_SCHEDULE,
    credentials: { kind: 'keyless' },
    // A quiet region (a remote area at night) may truly have no aircraft in view.
    minRecords: 0,
    timeoutMs: ADSB_LOL_RUN_TIMEOUT_MS,
    bundle: BUNDLE,
    async fetch({ http }) {
      return { aircraft: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parseAdsbLol(payload.aircraft ?? '');
    },
  });
}
