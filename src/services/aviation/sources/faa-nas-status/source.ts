/**
 * FAA NAS airport status (keyless, every 5 minutes): delay programmes, ground stops and closures
 * at US airports. Bundled real capture: `bundle/airport-status-information.xml`.
 *
 * `aviation:airport-delays` ← FAA NAS airport status XML (keyless): ground stops, ground delay
 * programmes, arrival/departure delays and closures at US airports. The FAA refreshes the feed
 * every few minutes; the job runs every 5 minutes with up to a minute of jitter.
 * @see https://nasstatus.faa.gov/
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { aviationKeys } from '../../data';
import { resolveAirports } from './airports';
import { buildFaaAirportDelays } from './alerts';
import { parseFaaStatusXml } from './parser';

/** Default origin of the FAA NAS status service. */
export const FAA_NAS_DEFAULT_BASE_URL = 'https://nasstatus.faa.gov';

/** Declared variables of the source. */
export const FAA_NAS_ENV = {
  FAA_NAS_BASE_URL: envVar.url({
    default: FAA_NAS_DEFAULT_BASE_URL,
    description: 'FAA NAS airport status origin (path /api/airport-status-information).',
  }),
} as const;

/** Path of the airport status document. */
export const FAA_AIRPORT_STATUS_PATH = '/api/airport-status-information';
/** Every 5 minutes plus up to a minute of jitter. */
export const FAA_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 60_000 } as const;
/** Time box of one FAA run (one small document). */
export const FAA_RUN_TIMEOUT_MS = 60_000;

/** The real capture loaded at start while the dataset is empty. */
const BUNDLE = bundleBeside(import.meta.url, {
  name: 'faa-nas-status',
  files: { status: 'airport-status-information.xml' },
  capturedAt: '2026-07-29T14:41:01Z',
});

/** The FAA NAS status source. */
export const faaNasStatusSource = defineSource({
  id: 'faa-nas-status',
  title: 'FAA NAS airport status',
  note: 'keyless; every 5 min',
  availability: KEYLESS,
  keys: [aviationKeys.airportDelays],
  env: FAA_NAS_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'faa-airport-delays',
      key: aviationKeys.airportDelays,
      title: 'FAA NAS airport status',
      url: joinUrl(settings.FAA_NAS_BASE_URL, FAA_AIRPORT_STATUS_PATH),
      resource: 'status',
      accept: 'application/xml, text/xml',
      schedule: FAA_SCHEDULE,
      // No programme in force anywhere is a real (and good) state of the feed.
      minRecords: 0,
      timeoutMs: FAA_RUN_TIMEOUT_MS,
      bundle: BUNDLE,
      async parse(body) {
        const status = parseFaaStatusXml(body);
        const airports = await resolveAirports(status.items.map((i) => i.airport));
        return buildFaaAirportDelays(status, airports);
      },
    }),
  ],
});
