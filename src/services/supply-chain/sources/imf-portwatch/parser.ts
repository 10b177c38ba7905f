/**
 * Parsers of IMF PortWatch's ArcGIS feature services (pure: bodies in, data out).
 *
 * - `PortWatch_chokepoints_database`: the chokepoints tracked, as an ArcGIS query answer
 *   (`{ features: [{ attributes: { portid, portname, lat, lon } }] }`) or as the portal's CSV
 *   export of the same layer (`X,Y,portid,portname,…,lat,lon,…`).
 * - `Daily_Chokepoints_Data`: one row per chokepoint and day (`date` in epoch ms, or `YYYY-MM-DD`
 *   in newer copies; `n_*` transit calls and `capacity_*` deadweight tonnes by vessel type), in
 *   pages of an ArcGIS query (`exceededTransferLimit` while more rows follow).
 *
 * ArcGIS answers a bad query with HTTP 200 and `{ error: { code, message } }`: a PayloadError, so
 * the last good snapshot stays.
 * @see https://developers.arcgis.com/rest/services-reference/enterprise/query-feature-service-layer/
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import { jsonObject, num, objectOf, objects, position, str } from '../../../../ingest/parse/json-values';
import type { ParseResult, Payload } from '../../../../ingest/types';
import type {
  ChokepointPlace,
  ChokepointRegistry,
  ChokepointTransits,
  ChokepointTransitsData,
  TransitDay,
} from '../../chokepoint-data';

type Row = Record<string, unknown>;

/** The attribute rows of one ArcGIS query answer and whether the server held more back. */
export function readFeaturePage(text: string, resource: string): { rows: Row[]; more: boolean } {
  const doc = jsonObject(text, resource);
  const error = objectOf(doc.error);
  if (error)
    throw new PayloadError(`${resource}: ArcGIS error ${str(error.code)} ${str(error.message)}`.trim());
  if (!Array.isArray(doc.features)) throw new PayloadError(`${resource}: no features array`);
  const rows = objects(doc.features).flatMap((f) => {
    const a = objectOf(f.attributes);
    return a ? [a] : [];
  });
  return { rows, more: doc.exceededTransferLimit === true };
}

/** PortWatch's number of a chokepoint id (`chokepoint11` → 11), for ordering. */
function idNumber(id: string): number {
  const m = /(\d+)$/.exec(id);
  return m ? Number(m[1]) : Number.MAX_SAFE_INTEGER;
}

const byPortwatchNumber = (a: { id: string }, b: { id: string }) =>
  idNumber(a.id) - idNumber(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The chokepoint database, from the ArcGIS JSON answer or the portal's CSV export. */
export function parseChokepointRegistry(
  text: string,
  resource = 'chokepoints',
): ParseResult<ChokepointRegistry> {
  const rows: Row[] = text.trimStart().startsWith('{')
    ? readFeaturePage(text, resource).rows
    : readCsv(text.replace(/^\uFEFF/, ''), resource, { columns: true, skip_empty_lines: true });
  const warnings: string[] = [];
  const seen = new Map<string, ChokepointPlace>();
  for (const row of rows) {
    const id = str(row.portid).toLowerCase();
    const name = str(row.portname);
    const at = position(row.lat, row.lon);
    if (!id || !name || !at) {
      warnings.push(`${resource}: row without portid, portname or position skipped (${id || '?'})`);
      continue;
    }
    seen.set(id, { id, name, lat: at.latitude, lon: at.longitude });
  }
  if (rows.length > 0 && seen.size === 0) throw new PayloadError(`${resource}: no chokepoint rows`);
  return { data: { chokepoints: [...seen.values()].sort(byPortwatchNumber) }, warnings };
}

/** `YYYY-MM-DD` of a `date` value: epoch ms, or a date string. */
export function dayOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? undefined : d.toISOString().slice(0, 10);
  }
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(str(value));
  if (!m?.[1]) return undefined;
  return Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) ? undefined : m[1];
}

const COUNTS = {
  container: 'n_container',
  dryBulk: 'n_dry_bulk',
  generalCargo: 'n_general_cargo',
  roro: 'n_roro',
  tanker: 'n_tanker',
  cargo: 'n_cargo',
} as const;
const TONNES = {
  capContainer: 'capacity_container',
  capDryBulk: 'capacity_dry_bulk',
  capGeneralCargo: 'capacity_general_cargo',
  capRoro: 'capacity_roro',
  capTanker: 'capacity_tanker',
} as const;

function count(value: unknown): number | undefined {
  const n = num(value);
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** One day of a row; undefined when it has no readable date or `n_total`. */
function transitDay(row: Row): TransitDay | undefined {
  const date = dayOf(row.date);
  const total = count(row.n_total);
  if (date === undefined || total === undefined) return undefined;
  const day: TransitDay = { date, total };
  for (const [field, column] of Object.entries(COUNTS)) {
    const n = count(row[column]);
    if (n !== undefined) day[field as keyof typeof COUNTS] = n;
  }
  for (const [field, column] of Object.entries(TONNES)) {
    const t = num(row[column]);
    if (t !== undefined && t >= 0) day[field as keyof typeof TONNES] = t;
  }
  return day;
}

/** Resource name of the n-th page of the daily query (0-based). */
export function pageResource(index: number): string {
  return `page-${index}`;
}

/** The pages of a payload in order (`page-0`, `page-1`, …). */
function pagesOf(payload: Payload): string[] {
  const pages: string[] = [];
  for (let i = 0; payload[pageResource(i)] !== undefined; i++) pages.push(payload[pageResource(i)] as string);
  if (pages.length === 0) throw new PayloadError('chokepoint transits: no page in the payload');
  return pages;
}

/**
 * Every chokepoint's days, newest first, from the pages of the daily query; dated by the newest
 * day. A day given twice keeps its last row; rows without chokepoint, date or total are skipped.
 */
export function parseChokepointTransits(payload: Payload): ParseResult<ChokepointTransitsData> {
  const warnings: string[] = [];
  const byId = new Map<string, { name: string; days: Map<string, TransitDay> }>();
  let skipped = 0;
  pagesOf(payload).forEach((text, i) => {
    for (const row of readFeaturePage(text, pageResource(i)).rows) {
      const id = str(row.portid).toLowerCase();
      const name = str(row.portname);
      const day = transitDay(row);
      if (!id || !name || !day) {
        skipped++;
        continue;
      }
      const entry = byId.get(id) ?? { name, days: new Map<string, TransitDay>() };
      entry.days.set(day.date, day);
      byId.set(id, entry);
    }
  });
  if (skipped > 0) warnings.push(`${skipped} rows without portid, portname, date or n_total skipped`);
  const chokepoints: ChokepointTransits[] = [...byId.entries()]
    .map(([id, { name, days }]) => ({
      id,
      name,
      days: [...days.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)),
    }))
    .sort(byPortwatchNumber);
  const newest = chokepoints
    .map((c) => c.days[0]?.date ?? '')
    .sort()
    .at(-1);
  return {
    data: { chokepoints },
    ...(newest ? { asOf: `${newest}T00:00:00.000Z` } : {}),
    warnings,
  };
}
