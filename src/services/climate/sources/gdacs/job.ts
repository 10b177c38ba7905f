/**
 * `climate:disasters-gdacs` ← GDACS event list GeoJSON (keyless): current flood, tropical
 * cyclone, drought and wildfire events with their alert level. GDACS updates events as new
 * episodes arrive (cyclones every few hours): hourly, with up to 10 minutes of jitter.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import type { GDACS_ENV } from './env';
import { parseGdacsEventList } from './parser';

/** The event list, one GeoJSON FeatureCollection of every current event. */
export const GDACS_EVENT_LIST_PATH = '/gdacsapi/api/events/geteventlist/MAP';
/** Hourly plus up to 10 minutes of jitter. */
export const GDACS_SCHEDULE = { everyMs: 3_600_000, jitterMs: 10 * 60_000 } as const;

/** Creates the GDACS events job. */
export function createGdacsEventsJob(settings: EnvValues<typeof GDACS_ENV>): AnyIngestJob {
  const url = joinUrl(settings.GDACS_BASE_URL, GDACS_EVENT_LIST_PATH);
  return defineJob({
    id: 'gdacs-events',
    key: climateKeys.disastersGdacs,
    source: `GDACS ${url}`,
    schedule: GDACS_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    bundle: bundleBeside(import.meta.url, {
      name: 'gdacs',
      files: { events: 'geteventlist-MAP.json' },
      capturedAt: '2026-07-20T14:19:20Z',
    }),
    async fetch({ http }) {
      return { events: await http.get(url, { accept: 'application/geo+json, application/json' }) };
    },
    async parse(payload) {
      return parseGdacsEventList(payload.events ?? '');
    },
  });
}
