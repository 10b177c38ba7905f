/**
 * `climate:air-quality` ← OpenAQ v3 (key `OPENAQ_API_KEY`, sent as `X-API-Key`): the locations that
 * measure PM2.5 and the latest PM2.5 value of every sensor, both paged. The latest rows name only
 * their sensor and location, so the parser joins them on the locations' sensors. Readings are
 * hourly; the job runs hourly. Without the key the job is `not_configured` and the bundled capture
 * still loads.
 * @see SPEC §2.2 (ListAirQualityDataResponse)
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob, type RunHttp } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import { buildAirQuality, parseOpenAqPage } from './parser';
import type { OPENAQ_ENV } from './source';

/** Locations measuring PM2.5 (parameter 2). */
export const OPENAQ_LOCATIONS_PATH = '/v3/locations';
/** Latest value of every PM2.5 sensor. */
export const OPENAQ_PM25_LATEST_PATH = '/v3/parameters/2/latest';
/** OpenAQ's id of PM2.5. */
export const OPENAQ_PM25_PARAMETER_ID = 2;
/** Rows per page (OpenAQ's maximum). */
export const OPENAQ_PAGE_LIMIT = 1000;
/** Pages read per listing and run (OpenAQ's free tier allows 60 requests a minute). */
export const OPENAQ_MAX_PAGES = 20;
/** Every hour, plus up to 5 minutes of jitter. */
export const OPENAQ_SCHEDULE = { everyMs: 3_600_000, jitterMs: 5 * 60_000 } as const;

/** Reads a listing page by page until a short page, the `found` count or the page cap. */
async function readPages(http: RunHttp, url: (page: number) => string, name: string, key: string) {
  const bodies: Record<string, string> = {};
  let rows = 0;
  for (let page = 1; page <= OPENAQ_MAX_PAGES; page++) {
    const resource = `${name}-${page}`;
    const body = await http.get(url(page), { accept: 'application/json', headers: { 'X-API-Key': key } });
    bodies[resource] = body;
    const parsed = parseOpenAqPage(body, resource);
    rows += parsed.results.length;
    if (parsed.results.length < (parsed.limit ?? OPENAQ_PAGE_LIMIT)) break;
    if (parsed.found !== undefined && rows >= parsed.found) break;
  }
  return bodies;
}

/** Creates the OpenAQ air quality job. */
export function createOpenAqAirQualityJob(settings: EnvValues<typeof OPENAQ_ENV>): AnyIngestJob {
  const base = settings.OPENAQ_BASE_URL;
  const key = settings.OPENAQ_API_KEY ?? '';
  const query = (page: number, extra: Record<string, string> = {}) =>
    new URLSearchParams({ ...extra, limit: String(OPENAQ_PAGE_LIMIT), page: String(page) }).toString();
  const locationsUrl = (page: number) =>
    `${joinUrl(base, OPENAQ_LOCATIONS_PATH)}?${query(page, { parameters_id: String(OPENAQ_PM25_PARAMETER_ID) })}`;
  const latestUrl = (page: number) => `${joinUrl(base, OPENAQ_PM25_LATEST_PATH)}?${query(page)}`;
  return defineJob({
    id: 'openaq-air-quality',
    key: climateKeys.airQuality,
    source: `OpenAQ v3 ${joinUrl(base, OPENAQ_LOCATIONS_PATH)} ${joinUrl(base, OPENAQ_PM25_LATEST_PATH)}`,
    schedule: OPENAQ_SCHEDULE,
    credentials: settings.OPENAQ_API_KEY
      ? { kind: 'configured' }
      : { kind: 'missing', hint: 'set OPENAQ_API_KEY' },
    minRecords: 1,
    bundle: bundleBeside(import.meta.url, {
      name: 'openaq',
      files: { 'locations-1': 'locations.json', 'latest-1': 'latest.json' },
      capturedAt: '2026-08-06T13:20:19Z',
    }),
    async fetch({ http }) {
      const [locations, latest] = await Promise.all([
        readPages(http, locationsUrl, 'locations', key),
        readPages(http, latestUrl, 'latest', key),
      ]);
      return { ...locations, ...latest };
    },
    async parse(payload, { now }) {
      return buildAirQuality(payload, now());
    },
  });
}
