/**
 * NASA EONET v3 (keyless, hourly): open wildfire, tropical storm, flood, drought and heat events
 * with their latest position. Bundled real capture in `bundle/`.
 *
 * `climate:disasters-eonet` ← NASA EONET v3 open events (keyless): wildfires, tropical storms,
 * floods, droughts and heat events with their latest position. EONET adds track points every few
 * hours: hourly, with up to 10 minutes of jitter.
 * @see https://eonet.gsfc.nasa.gov/docs/v3
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import { parseEonetEvents } from './parser';

/** Default origin of the EONET API. */
export const EONET_DEFAULT_BASE_URL = 'https://eonet.gsfc.nasa.gov';

/** Declared variables of the source. */
export const EONET_ENV = {
  EONET_BASE_URL: envVar.url({
    default: EONET_DEFAULT_BASE_URL,
    description: 'NASA EONET origin.',
  }),
} as const;

/** The events list. */
export const EONET_EVENTS_PATH = '/api/v3/events';
/** Open events with a track point in this many past days. */
export const EONET_DAYS = 30;
/** Hourly plus up to 10 minutes of jitter. */
export const EONET_SCHEDULE = { everyMs: 3_600_000, jitterMs: 10 * 60_000 } as const;

/** The NASA EONET source. */
export const eonetSource = defineSource({
  id: 'eonet',
  title: 'NASA EONET v3 events',
  note: 'keyless; hourly',
  availability: KEYLESS,
  keys: [climateKeys.disastersEonet],
  env: EONET_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'eonet-events',
      key: climateKeys.disastersEonet,
      title: 'NASA EONET',
      url: `${joinUrl(settings.EONET_BASE_URL, EONET_EVENTS_PATH)}?status=open&days=${EONET_DAYS}`,
      resource: 'events',
      accept: 'application/json',
      schedule: EONET_SCHEDULE,
      minRecords: 1,
      bundle: bundleBeside(import.meta.url, {
        name: 'eonet',
        files: { events: 'events_status-open_days-7.json' },
        capturedAt: '2026-07-20T14:18:49Z',
      }),
      parse: parseEonetEvents,
    }),
  ],
});
