/**
 * Parser of the IMF PortWatch port layers (pure): the ports database (`PortWatch_ports_database`,
 * attributes `portid, portname, ISO3, lat, lon`) and the sums of `Daily_Ports_Data` per port
 * (ArcGIS `outStatistics` grouped by `portid`: `tanker_calls`, `import_tanker`, `export_tanker`),
 * each in pages of an ArcGIS query answer (the ports database also as the portal's CSV export) (`{ features: [{ attributes }] }`,
 * `exceededTransferLimit` while more rows follow; HTTP 200 with `{ error }` for a bad query).
 * Format from the ArcGIS query documentation and the envelope of the captured chokepoint layer;
 * no whole answer of these layers has been captured.
 * @see https://developers.arcgis.com/rest/services-reference/enterprise/query-feature-service-layer/
 */
import { PayloadError } from '../../../../ingest/errors';
import { readCsv } from '../../../../ingest/parse/csv';
import { jsonObject, num, objectOf, objects, position, str } from '../../../../ingest/parse/json-values';
import type { ParseResult, Payload } from '../../../../ingest/types';
import { iso2OfIso3 } from '../../../../reference/countries';
import type { PortActivityData, PortActivityRecord } from '../../port-data';

type Row = Record<string, unknown>;

/** The payload's resource names: the newest day, then pages of each query. */
export const LAST_DATE_RESOURCE = 'last-date';
export const portsResource = (i: number) => `ports-${i}`;
export const recentResource = (i: number) => `recent-${i}`;
export const priorResource = (i: number) => `prior-${i}`;

/** Attribute rows of one ArcGIS answer and whether more rows follow. */
export function readPage(text: string, resource: string): { rows: Row[]; more: boolean } {
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

/** `YYYY-MM-DD` of a date value (epoch ms or a date string). */
export function dayOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString().slice(0, 10);
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(str(value));
  return m?.[1] && !Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) ? m[1] : undefined;
}

/** The newest day of `Daily_Ports_Data` (a one-row `max(date)` statistics answer). */
export function parseLastDate(text: string): string {
  const [row] = readPage(text, LAST_DATE_RESOURCE).rows;
  const day = row ? dayOf(row.last_date) : undefined;
  if (!day) throw new PayloadError(`${LAST_DATE_RESOURCE}: no last_date`);
  return day;
}

/** Rows of an ArcGIS JSON answer, or of the portal's CSV export of the same layer. */
function readRows(text: string, resource: string): Row[] {
  if (text.trimStart().startsWith('{')) return readPage(text, resource).rows;
  return readCsv(text.replace(/^\uFEFF/, ''), resource, { columns: true, skip_empty_lines: true });
}

function rowsOf(payload: Payload, resource: (i: number) => string): Row[] {
  const rows: Row[] = [];
  for (let i = 0; payload[resource(i)] !== undefined; i++)
    rows.push(...readRows(payload[resource(i)] as string, resource(i)));
  return rows;
}

const sum = (value: unknown) => {
  const n = num(value);
  return n !== undefined && n >= 0 ? n : undefined;
};
const idNumber = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? Number.MAX_SAFE_INTEGER);

/** The ports with their sums; ports without a country or position are skipped and counted. */
export function parsePortActivity(payload: Payload): ParseResult<PortActivityData> {
  const lastDate = parseLastDate(payload[LAST_DATE_RESOURCE] ?? '');
  const byId = (rows: Row[]) => new Map(rows.map((r) => [str(r.portid).toLowerCase(), r]));
  const recent = byId(rowsOf(payload, recentResource));
  const prior = byId(rowsOf(payload, priorResource));
  const ports: PortActivityRecord[] = [];
  let skipped = 0;
  for (const row of rowsOf(payload, portsResource)) {
    const id = str(row.portid).toLowerCase();
    const name = str(row.portname);
    const country = iso2OfIso3(str(row.ISO3));
    const at = position(row.lat, row.lon);
    if (!id || !name || !country || !at) {
      skipped++;
      continue;
    }
    const r = recent.get(id);
    const p = prior.get(id);
    const record: PortActivityRecord = { id, name, country, lat: at.latitude, lon: at.longitude };
    const fields = {
      tankerCalls30d: sum(r?.tanker_calls),
      importTanker30d: sum(r?.import_tanker),
      exportTanker30d: sum(r?.export_tanker),
      priorTankerCalls30d: sum(p?.tanker_calls),
    };
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) record[k as keyof typeof fields] = v;
    ports.push(record);
  }
  if (ports.length === 0) throw new PayloadError('ports: no port with id, name, country and position');
  ports.sort((a, b) => idNumber(a.id) - idNumber(b.id) || (a.id < b.id ? -1 : 1));
  return {
    data: { lastDate, ports },
    asOf: `${lastDate}T00:00:00.000Z`,
    warnings: skipped > 0 ? [`${skipped} ports without id, name, known country or position skipped`] : [],
  };
}
