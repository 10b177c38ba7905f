/**
 * IMF PortWatch ports (keyless ArcGIS feature services, every 12 hours): the ports database and the
 * sums of PortWatch's daily port calls per port over the last 30 published days and the 30 before,
 * computed by ArcGIS itself (`outStatistics` grouped by port), so a run reads a few pages instead of
 * every daily row. Format from the ArcGIS documentation (no whole answer of these layers has been
 * captured): no bundle.
 * @see https://portwatch.imf.org/
 */
import { envVar } from '../../../../env-vars';
import { PayloadError } from '../../../../ingest/errors';
import { defineSource } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob, type FetchContext } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { portActivityKeys } from '../../port-data';
import {
  LAST_DATE_RESOURCE,
  parseLastDate,
  parsePortActivity,
  portsResource,
  priorResource,
  readPage,
  recentResource,
} from './parser';

/** Declared variables of the source. */
export const PORTWATCH_PORTS_ENV = {
  IMF_PORTWATCH_PORTS_BASE_URL: envVar.url({
    default: 'https://services9.arcgis.com',
    description: 'ArcGIS origin of the IMF PortWatch port layers (ports database, daily port calls).',
  }),
} as const;

const SERVICES = '/weJ1QsnbMYJlCHdG/arcgis/rest/services';
/** Path of the daily port calls layer's query. */
export const PORTWATCH_DAILY_PORTS_PATH = `${SERVICES}/Daily_Ports_Data/FeatureServer/0/query`;
/** Path of the ports database layer's query. */
export const PORTWATCH_PORTS_DB_PATH = `${SERVICES}/PortWatch_ports_database/FeatureServer/0/query`;
/** Days of each window. */
export const PORT_WINDOW_DAYS = 30;
/** Rows asked for per page, and most pages per query. */
export const PORTS_PAGE_ROWS = 1000;
export const PORTS_MAX_PAGES = 10;
/** Every 12 hours plus up to 30 minutes of jitter. */
export const PORT_ACTIVITY_SCHEDULE = { everyMs: 12 * 3_600_000, jitterMs: 30 * 60_000 } as const;

const stat = (type: string, field: string, out: string) => ({
  statisticType: type,
  onStatisticField: field,
  outStatisticFieldName: out,
});
const SUMS = JSON.stringify([
  stat('sum', 'portcalls_tanker', 'tanker_calls'),
  stat('sum', 'import_tanker', 'import_tanker'),
  stat('sum', 'export_tanker', 'export_tanker'),
]);

/** `YYYY-MM-DD` that many days before `day`. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The query of the sums per port over `from` … `to` (inclusive days). */
export function windowQuery(from: string, to: string, offset: number): string {
  return new URLSearchParams({
    where: `date >= timestamp '${from} 00:00:00' AND date <= timestamp '${to} 00:00:00'`,
    groupByFieldsForStatistics: 'portid',
    outStatistics: SUMS,
    orderByFields: 'portid',
    resultOffset: String(offset),
    resultRecordCount: String(PORTS_PAGE_ROWS),
    f: 'json',
  }).toString();
}

/** Reads every page of one query into the payload. */
async function readPages(
  ctx: FetchContext,
  url: string,
  query: (offset: number) => string,
  resource: (i: number) => string,
  payload: Record<string, string>,
): Promise<void> {
  let offset = 0;
  let previous = '';
  for (let i = 0; i < PORTS_MAX_PAGES; i++) {
    const body = await ctx.http.get(`${url}?${query(offset)}`, { accept: 'application/json' });
    // A server that ignores resultOffset answers the same page again: that page is the last.
    if (body === previous) return;
    previous = body;
    payload[resource(i)] = body;
    // A mirror may serve the portal's CSV export instead: one whole page.
    if (!body.trimStart().startsWith('{')) return;
    const { rows, more } = readPage(body, resource(i));
    if (!more || rows.length === 0) return;
    offset += rows.length;
  }
  throw new PayloadError(`${resource(0)}: more than ${PORTS_MAX_PAGES} pages`);
}

/** Creates the port activity job against the ArcGIS origin `base`. */
export function createPortActivityJob(base: string): AnyIngestJob {
  const daily = joinUrl(base, PORTWATCH_DAILY_PORTS_PATH);
  const ports = joinUrl(base, PORTWATCH_PORTS_DB_PATH);
  return defineJob({
    id: 'portwatch-port-activity',
    key: portActivityKeys.portActivity,
    source: `IMF PortWatch Daily_Ports_Data ${daily} PortWatch_ports_database ${ports}`,
    schedule: PORT_ACTIVITY_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: 180_000,
    async fetch(ctx) {
      const payload: Record<string, string> = {};
      const lastQuery = new URLSearchParams({
        where: '1=1',
        outStatistics: JSON.stringify([stat('max', 'date', 'last_date')]),
        f: 'json',
      }).toString();
      payload[LAST_DATE_RESOURCE] = await ctx.http.get(`${daily}?${lastQuery}`, {
        accept: 'application/json',
      });
      const last = parseLastDate(payload[LAST_DATE_RESOURCE]);
      const recentFrom = daysBefore(last, PORT_WINDOW_DAYS - 1);
      const priorTo = daysBefore(last, PORT_WINDOW_DAYS);
      const priorFrom = daysBefore(last, 2 * PORT_WINDOW_DAYS - 1);
      await readPages(ctx, daily, (o) => windowQuery(recentFrom, last, o), recentResource, payload);
      await readPages(ctx, daily, (o) => windowQuery(priorFrom, priorTo, o), priorResource, payload);
      const portsQuery = (o: number) =>
        new URLSearchParams({
          where: '1=1',
          outFields: 'portid,portname,ISO3,lat,lon',
          orderByFields: 'ObjectId',
          returnGeometry: 'false',
          resultOffset: String(o),
          resultRecordCount: String(PORTS_PAGE_ROWS),
          f: 'json',
        }).toString();
      await readPages(ctx, ports, portsQuery, portsResource, payload);
      return payload;
    },
    async parse(payload) {
      return parsePortActivity(payload);
    },
  });
}

/** The IMF PortWatch ports source. */
export const imfPortwatchPortsSource = defineSource({
  id: 'imf-portwatch-ports',
  title: 'IMF PortWatch (ports database and daily port calls)',
  note: 'keyless; every 12 hours; format from documentation',
  availability: {
    kind: 'documented-format',
    reason:
      'no whole answer of the PortWatch port layers has been captured; parser built from the ArcGIS query documentation and the captured chokepoint layer envelope',
  },
  keys: [portActivityKeys.portActivity],
  env: PORTWATCH_PORTS_ENV,
  jobs: (settings) => [createPortActivityJob(settings.IMF_PORTWATCH_PORTS_BASE_URL)],
});
