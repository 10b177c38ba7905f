/**
 * `climate:disasters-eonet` ← NASA EONET v3 open events (keyless): wildfires, tropical storms,
 * floods, droughts and heat events with their latest position. EONET adds track points every few
 * hours: hourly, with up to 10 minutes of jitter.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import type { EONET_ENV } from './env';
import { parseEonetEvents } from './parser';

/** The events list. */
export const EONET_EVENTS_PATH = '/api/v3/events';
/** Open events with a track point in this many past days. */
export const EONET_DAYS = 30;
/** Hourly plus up to 10 minutes of jitter. */
export const EONET_SCHEDULE = { everyMs: 3_600_000, jitterMs: 10 * 60_000 } as const;

/** Creates the NASA EONET events job. */
export function createEonetEventsJob(settings: EnvValues<typeof EONET_ENV>): AnyIngestJob {
  const url = `${joinUrl(settings.EONET_BASE_URL, EONET_EVENTS_PATH)}?status=open&days=${EONET_DAYS}`;
  return defineJob({
    id: 'eonet-events',
    key: climateKeys.disastersEonet,
    source: `NASA EONET ${url}`,
    schedule: EONET_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    bundle: bundleBeside(import.meta.url, {
      name: 'eonet',
      files: { events: 'events_status-open_days-7.json' },
      capturedAt: '2026-07-20T14:18:49Z',
    }),
    async fetch({ http }) {
      return { events: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parseEonetEvents(payload.events ?? '');
    },
  });
}
