/**
 * IMF PortWatch (keyless ArcGIS feature services): the chokepoint database (ids, names,
 * positions; weekly) and the daily transit calls and capacity per chokepoint (every 6 hours).
 * @see https://portwatch.imf.org/
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { PayloadError } from '../../../../ingest/errors';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { chokepointKeys } from '../../chokepoint-data';
import { pageResource, parseChokepointRegistry, parseChokepointTransits, readFeaturePage } from './parser';

/** Default ArcGIS origin of PortWatch's feature services. */
export const PORTWATCH_DEFAULT_BASE_URL = 'https://services9.arcgis.com';

/** Declared variables of the source. */
export const PORTWATCH_ENV = {
  IMF_PORTWATCH_BASE_URL: envVar.url({
    default: PORTWATCH_DEFAULT_BASE_URL,
    description:
      'ArcGIS origin of the IMF PortWatch feature services (chokepoint database and daily transits).',
  }),
} as const;

/** Path of the chokepoint database layer's query. */
export const PORTWATCH_CHOKEPOINTS_DB_PATH =
  '/weJ1QsnbMYJlCHdG/arcgis/rest/services/PortWatch_chokepoints_database/FeatureServer/0/query';
/** Its query: every chokepoint, the fields the registry keeps. */
export const PORTWATCH_CHOKEPOINTS_DB_QUERY =
  'where=1%3D1&outFields=portid%2Cportname%2Clat%2Clon&returnGeometry=false&f=json';
/** Weekly plus up to an hour of jitter (PortWatch adds a chokepoint rarely). */
export const PORTWATCH_REGISTRY_SCHEDULE = { everyMs: 7 * 86_400_000, jitterMs: 3_600_000 } as const;

/** Bundled real capture: the portal's CSV export of the chokepoint database (28 chokepoints). */
export const PORTWATCH_REGISTRY_BUNDLE = bundleBeside(import.meta.url, {
  name: 'imf-portwatch',
  files: { chokepoints: 'chokepoints-database.csv' },
  capturedAt: '2026-06-08T00:00:00Z',
});

/** The IMF PortWatch source. */
export const imfPortwatchSource = defineSource({
  id: 'imf-portwatch',
  title: 'IMF PortWatch (chokepoint database and daily chokepoint transits)',
  note: 'keyless; transits every 6 hours, chokepoint database weekly',
  availability: KEYLESS,
  keys: [chokepointKeys.chokepointRegistry, chokepointKeys.chokepointTransits],
  env: PORTWATCH_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'portwatch-chokepoint-registry',
      key: chokepointKeys.chokepointRegistry,
      title: 'IMF PortWatch PortWatch_chokepoints_database',
      url: `${joinUrl(settings.IMF_PORTWATCH_BASE_URL, PORTWATCH_CHOKEPOINTS_DB_PATH)}?${PORTWATCH_CHOKEPOINTS_DB_QUERY}`,
      resource: 'chokepoints',
      accept: 'application/json',
      schedule: PORTWATCH_REGISTRY_SCHEDULE,
      minRecords: 1,
      bundle: PORTWATCH_REGISTRY_BUNDLE,
      parse: (body) => parseChokepointRegistry(body, 'chokepoints'),
    }),
    createChokepointTransitsJob(settings.IMF_PORTWATCH_BASE_URL),
  ],
});

// ---- Daily transits: pages that depend on the previous answer ----

/**
 * `supply-chain:chokepoint-transits` ← PortWatch `Daily_Chokepoints_Data`: every chokepoint's rows
 * of the last CHOKEPOINT_HISTORY_DAYS days in one query, read page by page (`resultOffset`) while
 * the server says `exceededTransferLimit`. PortWatch publishes the days once a week or so; a run
 * every 6 hours keeps up. The rows of one run come from one query, so a chokepoint PortWatch adds
 * appears with its id and name from the data itself.
 */
/** Path of the daily chokepoint layer's query, below the ArcGIS origin. */
export const PORTWATCH_DAILY_CHOKEPOINTS_PATH =
  '/weJ1QsnbMYJlCHdG/arcgis/rest/services/Daily_Chokepoints_Data/FeatureServer/0/query';
/** Days of history each run reads (and the snapshot holds). */
export const CHOKEPOINT_HISTORY_DAYS = 180;
/** Rows asked for per page (the layer's own page limit is 1000). */
export const PORTWATCH_PAGE_ROWS = 1000;
/** Most pages one run reads (28 chokepoints × 180 days is about 5 pages). */
export const PORTWATCH_MAX_PAGES = 20;
/** Every 6 hours plus up to 20 minutes of jitter. */
export const PORTWATCH_TRANSITS_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 20 * 60_000 } as const;
/** Time box of one run (a few pages of a slow service). */
export const PORTWATCH_RUN_TIMEOUT_MS = 180_000;

/** The query of one page: rows dated from `since` (`YYYY-MM-DD`), in ObjectId order. */
export function dailyChokepointsQuery(since: string, offset: number): string {
  return new URLSearchParams({
    where: `date >= timestamp '${since} 00:00:00'`,
    outFields: '*',
    orderByFields: 'ObjectId',
    resultOffset: String(offset),
    resultRecordCount: String(PORTWATCH_PAGE_ROWS),
    returnGeometry: 'false',
    f: 'json',
  }).toString();
}

/** Bundled real capture: 31 days (January 2023) of the Taiwan Strait (`chokepoint11`). */
export const PORTWATCH_TRANSITS_BUNDLE = bundleBeside(import.meta.url, {
  name: 'imf-portwatch',
  files: { [pageResource(0)]: 'daily-chokepoints.json' },
  capturedAt: '2025-05-29T05:00:12Z',
});

/** Creates the daily transits job against the ArcGIS origin `base`. */
export function createChokepointTransitsJob(base: string): AnyIngestJob {
  const url = joinUrl(base, PORTWATCH_DAILY_CHOKEPOINTS_PATH);
  return defineJob({
    id: 'portwatch-chokepoint-transits',
    key: chokepointKeys.chokepointTransits,
    source: `IMF PortWatch Daily_Chokepoints_Data ${url}`,
    schedule: PORTWATCH_TRANSITS_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: PORTWATCH_RUN_TIMEOUT_MS,
    bundle: PORTWATCH_TRANSITS_BUNDLE,
    async fetch(ctx) {
      const since = new Date(ctx.now().getTime() - CHOKEPOINT_HISTORY_DAYS * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const payload: Record<string, string> = {};
      let offset = 0;
      let previous = '';
      for (let i = 0; i < PORTWATCH_MAX_PAGES; i++) {
        const body = await ctx.http.get(`${url}?${dailyChokepointsQuery(since, offset)}`, {
          accept: 'application/json',
        });
        // A server that ignores resultOffset answers the same page again: that page is the last.
        if (body === previous) return payload;
        payload[pageResource(i)] = body;
        previous = body;
        const { rows, more } = readFeaturePage(body, pageResource(i));
        if (!more || rows.length === 0) return payload;
        offset += rows.length;
      }
      throw new PayloadError(`more than ${PORTWATCH_MAX_PAGES} pages of rows: query not narrowed`);
    },
    async parse(payload) {
      return parseChokepointTransits(payload);
    },
  });
}
