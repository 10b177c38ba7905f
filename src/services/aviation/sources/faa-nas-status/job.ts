/**
 * `aviation:airport-delays` ← FAA NAS airport status XML (keyless): ground stops, ground delay
 * programmes, arrival/departure delays and closures at US airports. The FAA refreshes the feed
 * every few minutes; the job runs every 5 minutes with up to a minute of jitter.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { aviationKeys } from '../../data';
import { resolveAirports } from './airports';
import { buildFaaAirportDelays } from './alerts';
import type { FAA_NAS_ENV } from './env';
import { parseFaaStatusXml } from './parser';

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

/** Creates the FAA NAS airport status job. */
export function createFaaAirportDelaysJob(settings: EnvValues<typeof FAA_NAS_ENV>): AnyIngestJob {
  const url = joinUrl(settings.FAA_NAS_BASE_URL, FAA_AIRPORT_STATUS_PATH);
  return defineJob({
    id: 'faa-airport-delays',
    key: aviationKeys.airportDelays,
    source: `FAA NAS airport status ${url}`,
    schedule: FAA_SCHEDULE,
    credentials: { kind: 'keyless' },
    // No programme in force anywhere is a real (and good) state of the feed.
    minRecords: 0,
    timeoutMs: FAA_RUN_TIMEOUT_MS,
    bundle: BUNDLE,
    async fetch({ http }) {
      return { status: await http.get(url, { accept: 'application/xml, text/xml' }) };
    },
    async parse(payload) {
      const status = parseFaaStatusXml(payload.status ?? '');
      const airports = await resolveAirports(status.items.map((i) => i.airport));
      return buildFaaAirportDelays(status, airports);
    },
  });
}
