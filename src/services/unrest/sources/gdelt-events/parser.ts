/**
 * Parser of GDELT 2.0 events-export rows (TAB-separated, 61 columns, no header; Event Codebook
 * V2.0) into unrest events: rows whose CAMEO root code (`EventRootCode`, column 28) is 14
 * ("Protest") and whose action is geocoded (`ActionGeo_Type` ≥ 1 with a latitude and longitude).
 * Pure. The selection (`isUnrestRow`) is also the filter a run streams the export through, so a
 * snapshot never holds rows it would not publish.
 *
 * The payload is `export`: the kept rows, unchanged, one per line; and `list`, the batch list
 * (`lastupdate.txt`) the rows were read from, when there is one.
 */

import { PayloadError } from '../../../../ingest/errors';
import { gdeltStampIso, parseLastUpdate } from '../../../../ingest/gdelt-v2';
import type { ParseContext, ParseResult, Payload } from '../../../../ingest/types';
import { countryCodeOf } from '../../../../reference/countries';
import { sortByKey } from '../../../keyset-cursor';
import { type Level, type UnrestEventRecord, type UnrestEventsData, unrestEventKey } from '../../data';

/** Columns of the export this parser reads. */
const COL = {
  id: 0,
  day: 1,
  actor1: 6,
  actor2: 16,
  eventCode: 26,
  baseCode: 27,
  rootCode: 28,
  numSources: 32,
  numArticles: 33,
  geoType: 51,
  geoName: 52,
  lat: 56,
  lon: 57,
  dateAdded: 59,
  url: 60,
} as const;
/** Columns of an events-export row. */
export const GDELT_EXPORT_COLUMNS = 61;
/** CAMEO root code of protests (demonstrations, strikes, blockades, riots). */
export const CAMEO_PROTEST_ROOT = '14';
/** Days of batches kept: events GDELT added within this many days before the newest batch. */
export const UNREST_WINDOW_DAYS = 7;
/** Most events a snapshot keeps (newest first); also the most rows a run keeps from one export. */
export const MAX_UNREST_EVENTS = 5000;

const DAY_MS = 86_400_000;

/** CAMEO base codes of root 14 and the kind each is. @see CAMEO codebook, section 14 */
const KIND_OF_BASE: Readonly<Record<string, UnrestEventRecord['kind']>> = {
  '140': 'protest', // engage in political dissent, not specified below
  '141': 'demonstration', // demonstrate or rally
  '142': 'protest', // conduct hunger strike
  '143': 'strike', // conduct strike or boycott
  '144': 'protest', // obstruct passage, block
  '145': 'riot', // protest violently, riot
};

/** True for a row of CAMEO root 14 whose action has a position. */
export function isUnrestRow(line: string): boolean {
  const f = line.split('\t');
  return (
    f.length >= GDELT_EXPORT_COLUMNS &&
    f[COL.rootCode] === CAMEO_PROTEST_ROOT &&
    Number(f[COL.geoType]) >= 1 &&
    f[COL.lat] !== '' &&
    f[COL.lon] !== ''
  );
}

/** Severity: riots high; strikes and blockades medium; other protests low. */
export function severityOf(baseCode: string): Level {
  if (baseCode === '145') return 'high';
  return baseCode === '143' || baseCode === '144' ? 'medium' : 'low';
}

/** Confidence from how widely the batch reported it: ≥3 sources or ≥10 articles high, ≥3 articles medium. */
export function confidenceOf(numSources: number, numArticles: number): Level {
  if (numSources >= 3 || numArticles >= 10) return 'high';
  return numArticles >= 3 ? 'medium' : 'low';
}

function dayMs(yyyymmdd: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!m) return undefined;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? undefined : t;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

/** One row as an event; undefined when it is not a geocoded protest row or a field is unreadable. */
export function toUnrestEvent(line: string): UnrestEventRecord | undefined {
  if (!isUnrestRow(line)) return undefined;
  const f = line.split('\t');
  const id = f[COL.id] ?? '';
  const occurredAt = dayMs(f[COL.day] ?? '');
  const latitude = Number(f[COL.lat]);
  const longitude = Number(f[COL.lon]);
  const added = gdeltStampIso(f[COL.dateAdded] ?? '');
  if (
    !/^\d+$/.test(id) ||
    occurredAt === undefined ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude)
  )
    return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  // ActionGeo_FullName: "City, Region, Country", "Region, Country" or "Country".
  const parts = (f[COL.geoName] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const country = parts.at(-1) ?? '';
  const countryCode = countryCodeOf(country);
  const geoType = Number(f[COL.geoType]);
  const isCity = geoType === 3 || geoType === 4;
  const city = isCity && parts.length >= 2 ? parts[0] : undefined;
  const region = parts.length >= 2 ? parts[parts.length - 2] : undefined;
  const baseCode = f[COL.baseCode] ?? '';
  const url = f[COL.url] ?? '';
  const host = hostOf(url);
  const actors = [...new Set([f[COL.actor1], f[COL.actor2]].filter((a): a is string => !!a))];
  return {
    id: `gdelt-${id}`,
    source: 'gdelt',
    kind: KIND_OF_BASE[baseCode] ?? 'protest',
    occurredAt,
    country,
    ...(countryCode ? { countryCode } : {}),
    ...(region ? { region } : {}),
    ...(city ? { city } : {}),
    location: { latitude, longitude },
    severity: severityOf(baseCode),
    confidence: confidenceOf(Number(f[COL.numSources]) || 0, Number(f[COL.numArticles]) || 0),
    actors,
    tags: [`CAMEO ${f[COL.eventCode] ?? baseCode}`],
    sources: host ? [host] : [],
    sourceUrls: url.startsWith('http') ? [url] : [],
    ...(added ? { addedAt: Date.parse(added) } : {}),
  };
}

/** The previous snapshot's events, when there is one of this key's shape. */
function previousEvents(ctx: ParseContext | undefined): UnrestEventRecord[] {
  const prev = ctx?.previous;
  if (prev?.status !== 'hit') return [];
  const data = prev.snapshot.data as Partial<UnrestEventsData>;
  return Array.isArray(data.events) ? data.events : [];
}

/**
 * The rows of one batch merged into the rolling window of the previous snapshot: events GDELT
 * added (`DATEADDED`) within the `UNREST_WINDOW_DAYS` days before the newest batch, at most
 * `MAX_UNREST_EVENTS`, newest first (by event day). Every geocoded protest row of the newest batch
 * is kept, whatever day it reports. Dated by the batch (the list's export file, else the newest
 * `DATEADDED`).
 */
export function parseGdeltUnrest(payload: Payload, ctx?: ParseContext): ParseResult<UnrestEventsData> {
  const text = payload.export;
  if (text === undefined) throw new PayloadError('GDELT export: no rows in the payload');
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const fresh: UnrestEventRecord[] = [];
  let skipped = 0;
  for (const line of lines) {
    if (line.split('\t').length < GDELT_EXPORT_COLUMNS)
      throw new PayloadError('GDELT export: a row without the 61 event columns (not an events export)');
    const event = toUnrestEvent(line);
    if (event) fresh.push(event);
    else skipped++;
  }
  const listed =
    payload.list === undefined ? undefined : parseLastUpdate(payload.list).find((f) => f.kind === 'export');
  const newestAdded = Math.max(...fresh.map((e) => e.addedAt ?? 0), 0);
  const batchAt = listed?.batchAt ?? (newestAdded > 0 ? new Date(newestAdded).toISOString() : undefined);
  if (batchAt === undefined) throw new PayloadError('GDELT export: no batch time (no list and no DATEADDED)');
  const from = Date.parse(batchAt) - UNREST_WINDOW_DAYS * DAY_MS;
  const byId = new Map<string, UnrestEventRecord>();
  for (const e of previousEvents(ctx)) byId.set(e.id, e);
  for (const e of fresh) byId.set(e.id, e);
  const kept = [...byId.values()].filter((e) => (e.addedAt ?? e.occurredAt) >= from);
  const events = sortByKey(kept, unrestEventKey).slice(0, MAX_UNREST_EVENTS);
  const warnings = skipped > 0 ? [`${skipped} rows not geocoded protest events, skipped`] : [];
  return { data: { batchAt, events }, asOf: batchAt, warnings };
}
