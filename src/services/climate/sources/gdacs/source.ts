/**
 * GDACS event list (keyless, hourly): current flood, tropical cyclone, drought and wildfire events
 * with their alert level. Bundled real capture in `bundle/`.
 *
 * `climate:disasters-gdacs` ← GDACS event list GeoJSON (keyless): current flood, tropical
 * cyclone, drought and wildfire events with their alert level. GDACS updates events as new
 * episodes arrive (cyclones every few hours): hourly, with up to 10 minutes of jitter.
 * @see https://www.gdacs.org/
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import { parseGdacsEventList } from './parser';

/** Default origin of the GDACS API. */
export const GDACS_DEFAULT_BASE_URL = 'https://www.gdacs.org';

/** Declared variables of the source. */
export const GDACS_ENV = {
  GDACS_BASE_URL: envVar.url({
    default: GDACS_DEFAULT_BASE_URL,
    description: 'GDACS origin.',
  }),
} as const;

/** The event list, one GeoJSON FeatureCollection of every current event. */
export const GDACS_EVENT_LIST_PATH = '/gdacsapi/api/events/geteventlist/MAP';
/** Hourly plus up to 10 minutes of jitter. */
export const GDACS_SCHEDULE = { everyMs: 3_600_000, jitterMs: 10 * 60_000 } as const;

/** The GDACS source. */
export const gdacsSource = defineSource({
  id: 'gdacs',
  title: 'GDACS event list',
  note: 'keyless; hourly',
  availability: KEYLESS,
  keys: [climateKeys.disastersGdacs],
  env: GDACS_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'gdacs-events',
      key: climateKeys.disastersGdacs,
      title: 'GDACS',
      url: joinUrl(settings.GDACS_BASE_URL, GDACS_EVENT_LIST_PATH),
      resource: 'events',
      accept: 'application/geo+json, application/json',
      schedule: GDACS_SCHEDULE,
      minRecords: 1,
      bundle: bundleBeside(import.meta.url, {
        name: 'gdacs',
        files: { events: 'geteventlist-MAP.json' },
        capturedAt: '2026-07-20T14:19:20Z',
      }),
      parse: parseGdacsEventList,
    }),
  ],
});
