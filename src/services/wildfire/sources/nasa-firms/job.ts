/**
 * `wildfire:fire-detections` ← NASA FIRMS area API (free `FIRMS_MAP_KEY`): one CSV per configured
 * area and VIIRS NRT product, asked one after the other (FIRMS counts transactions per key and asks
 * clients not to send bulk parallel requests). Every answer must be readable, so a run never
 * publishes a set with an area silently missing. The key travels in the URL path, where the
 * shared redaction does not look: it is removed from every error this job raises. VIIRS NRT data
 * arrive within about three hours of an overpass; a run every 30 minutes follows them closely at
 * about 1,500 requests a day with the defaults, far below FIRMS' 5,000 transactions per 10 minutes.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob, type RunHttp } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { wildfireKeys } from '../../data';
import { firmsResource, parseFireDetections } from './parser';
import type { FirmsArea, NASA_FIRMS_ENV } from './source';

/** Every 30 minutes plus up to 5 minutes of jitter. */
export const FIRMS_SCHEDULE = { everyMs: 30 * 60_000, jitterMs: 5 * 60_000 } as const;
/** Time box of one run: up to 30 areas × 3 products, one request at a time. */
export const FIRMS_RUN_TIMEOUT_MS = 10 * 60_000;
/** What replaces the key in errors and in the recorded source. */
const KEY_PLACEHOLDER = '[MAP_KEY]';

/** Path of one area request: `/api/area/csv/<key>/<product>/<west,south,east,north>/<days>`. */
export function firmsAreaPath(key: string, product: string, area: FirmsArea, dayRange: number): string {
  const box = [area.west, area.south, area.east, area.north].join(',');
  return `/api/area/csv/${encodeURIComponent(key)}/${product}/${box}/${dayRange}`;
}

/** Bundled real capture: the NOAA-21 answer for south-western Iberia of 2026-07-25. */
export const NASA_FIRMS_BUNDLE = bundleBeside(import.meta.url, {
  name: 'nasa-firms',
  files: { [firmsResource('VIIRS_NOAA21_NRT', 'Iberia')]: 'area-csv_VIIRS_NOAA21_NRT_iberia.csv' },
  capturedAt: '2026-07-25T00:00:00Z',
});

/** Removes the key from an error's message (the error keeps its class, so retry rules still apply). */
function withoutKey(err: unknown, key: string): unknown {
  if (err instanceof Error && key !== '') {
    err.message = err.message
      .split(key)
      .join(KEY_PLACEHOLDER)
      .split(encodeURIComponent(key))
      .join(KEY_PLACEHOLDER);
  }
  return err;
}

async function getArea(http: RunHttp, url: string, key: string): Promise<string> {
  try {
    return await http.get(url, { accept: 'text/csv, text/plain' });
  } catch (err) {
    throw withoutKey(err, key);
  }
}

/** Creates the FIRMS fire detection job. */
export function createFirmsFireDetectionsJob(settings: EnvValues<typeof NASA_FIRMS_ENV>): AnyIngestJob {
  const base = settings.FIRMS_BASE_URL;
  const key = settings.FIRMS_MAP_KEY ?? '';
  const areas = settings.FIRMS_AREAS;
  const products = settings.FIRMS_SOURCES;
  const days = settings.FIRMS_DAY_RANGE;
  const example = joinUrl(base, `/api/area/csv/${KEY_PLACEHOLDER}/<product>/<west,south,east,north>/${days}`);
  return defineJob({
    id: 'firms-fire-detections',
    key: wildfireKeys.fireDetections,
    source: `NASA FIRMS area API ${example} (${products.join(', ')}; ${areas.map((a) => a.name).join(', ')})`,
    schedule: FIRMS_SCHEDULE,
    credentials: settings.FIRMS_MAP_KEY
      ? { kind: 'configured' }
      : { kind: 'missing', hint: 'set FIRMS_MAP_KEY' },
    // A header-only answer is FIRMS saying "no fire here": zero detections is a true state.
    minRecords: 0,
    timeoutMs: FIRMS_RUN_TIMEOUT_MS,
    bundle: NASA_FIRMS_BUNDLE,
    async fetch({ http }) {
      const payload: Record<string, string> = {};
      for (const area of areas) {
        for (const product of products) {
          const url = joinUrl(base, firmsAreaPath(key, product, area, days));
          payload[firmsResource(product, area.name)] = await getArea(http, url, key);
        }
      }
      return payload;
    },
    async parse(payload) {
      try {
        return parseFireDetections(payload);
      } catch (err) {
        throw withoutKey(err, key);
      }
    },
  });
}
