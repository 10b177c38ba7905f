/**
 * `supply-chain:chokepoint-transits` ← PortWatch `Daily_Chokepoints_Data`: every chokepoint's rows
 * of the last CHOKEPOINT_HISTORY_DAYS days in one query, read page by page (`resultOffset`) while
 * the server says `exceededTransferLimit`. PortWatch publishes the days once a week or so; a run
 * every 6 hours keeps up. The rows of one run come from one query, so a chokepoint PortWatch adds
 * appears with its id and name from the data itself.
 */
import { PayloadError } from '../../../../ingest/errors';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { chokepointKeys } from '../../chokepoint-data';
import { pageResource, parseChokepointTransits, readFeaturePage } from './parser';

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
      for (let i = 0; i < PORTWATCH_MAX_PAGES; i++) {
        const body = await ctx.http.get(`${url}?${dailyChokepointsQuery(since, offset)}`, {
          accept: 'application/json',
        });
        payload[pageResource(i)] = body;
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
