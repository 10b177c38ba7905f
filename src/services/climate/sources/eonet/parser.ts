/**
 * Parser of NASA EONET v3 event lists (`/api/v3/events?status=open&days=N`): `{ title, link,
 * events: [{ id, title, description, link, closed, categories[{id,title}], sources[{id,url}],
 * geometry[{magnitudeValue, magnitudeUnit, date, type, coordinates}] }] }`. The body is written by a
 * server template (mixed tabs, blank lines, `35.00`) but is valid JSON. An event keeps its whole
 * track in `geometry[]`, oldest first: it is placed at the last element and starts at the earliest
 * date. Only climate hazards are kept (wildfires, tropical storms, floods, droughts, heat); planned
 * burns (a title with "Prescribed Fire"/"Prescribed Burn" or the word "RX" anywhere) are not
 * disasters and are left out. The list has no date of its own: it is dated by the newest date of
 * any of its events (track points, closing dates). Pure: text in, records out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objectOf, objects, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { ClimateDisastersData, DisasterRecord } from '../../data';

/** EONET categories kept, with the hazard name the service uses. */
export const EONET_CLIMATE_CATEGORIES: Readonly<Record<string, string>> = {
  wildfires: 'wildfire',
  severeStorms: 'cyclone',
  floods: 'flood',
  drought: 'drought',
  tempExtremes: 'heatwave',
};
/**
 * Titles of planned burns, which EONET lists among wildfires: the words anywhere in the title
 * ("APQ Area 11 Scrub RX 0608 Prescribed Fire, ...", "RX Cook Road Prescribed Fire, ...").
 */
export const EONET_PLANNED_BURN = /\b(?:prescribed\s+(?:fire|burn)|rx)\b/i;
/** Severe storms kept: tropical systems (EONET's storms come from JTWC and NHC). */
const TROPICAL_STORM = /tropical|cyclone|hurricane|typhoon|depression/i;
/** Temperature extremes kept: heat only. */
const HEAT = /heat/i;

/** Parses an EONET events body; throws PayloadError when it has no events array. */
export function parseEonetEvents(text: string): ParseResult<ClimateDisastersData> {
  const body = jsonObject(text, 'NASA EONET');
  if (!Array.isArray(body.events)) throw new PayloadError('NASA EONET: no events array');
  const disasters: DisasterRecord[] = [];
  let unplaced = 0;
  let newest: number | undefined;
  for (const raw of body.events) {
    const event = objectOf(raw);
    const latest = event ? latestDateOf(event) : undefined;
    if (latest !== undefined && (newest === undefined || latest > newest)) newest = latest;
    const type = event ? climateType(event) : undefined;
    if (!event || !type) continue;
    const record = toRecord(event, type);
    if (record) disasters.push(record);
    else unplaced++;
  }
  const warnings = unplaced > 0 ? [`NASA EONET: ${unplaced} events without a usable geometry skipped`] : [];
  const asOf = newest === undefined ? undefined : new Date(newest).toISOString();
  return { data: { disasters }, ...(asOf ? { asOf } : {}), warnings };
}

/** The newest date an event states: its latest track point, or its closing date. */
function latestDateOf(event: Record<string, unknown>): number | undefined {
  const dates = [...objects(event.geometry).map((g) => str(g.date)), str(event.closed)]
    .map((d) => Date.parse(d))
    .filter((t) => !Number.isNaN(t));
  return dates.length === 0 ? undefined : Math.max(...dates);
}

function climateType(event: Record<string, unknown>): string | undefined {
  const category = str(objects(event.categories)[0]?.id);
  const type = Object.hasOwn(EONET_CLIMATE_CATEGORIES, category)
    ? EONET_CLIMATE_CATEGORIES[category]
    : undefined;
  const title = str(event.title);
  if (!type) return undefined;
  if (category === 'wildfires' && EONET_PLANNED_BURN.test(title)) return undefined;
  if (category === 'severeStorms' && !TROPICAL_STORM.test(title)) return undefined;
  if (category === 'tempExtremes' && !HEAT.test(title)) return undefined;
  return type;
}

function toRecord(event: Record<string, unknown>, type: string): DisasterRecord | undefined {
  const id = str(event.id);
  const track = objects(event.geometry);
  const last = track.at(-1);
  const at = last ? placeOf(last) : undefined;
  const dates = track.map((g) => Date.parse(str(g.date))).filter((t) => !Number.isNaN(t));
  if (id === '' || !at || dates.length === 0) return undefined;
  const startedAt = Math.min(...dates);
  if (startedAt < 0) return undefined;
  const sourceUrl = str(objects(event.sources)[0]?.url) || str(event.link);
  return {
    id: `eonet-${id}`,
    type,
    name: str(event.title) || id,
    lat: at.lat,
    lng: at.lng,
    startedAt,
    // `closed` is null while the event is open, else the date it was closed.
    status: event.closed === null || event.closed === undefined ? 'ongoing' : 'past',
    source: 'NASA EONET',
    ...(sourceUrl ? { sourceUrl } : {}),
  };
}

/** A Point's position, or the mean of a Polygon's outer ring (closing vertex not counted twice). */
export function placeOf(geometry: Record<string, unknown>): { lat: number; lng: number } | undefined {
  const coordinates = geometry.coordinates;
  const kind = str(geometry.type);
  if (kind === 'Point' && Array.isArray(coordinates)) return lonLat(coordinates);
  if (kind !== 'Polygon' || !Array.isArray(coordinates) || !Array.isArray(coordinates[0])) return undefined;
  const ring = (coordinates[0] as unknown[]).map((p) => (Array.isArray(p) ? lonLat(p) : undefined));
  if (ring.length > 1 && JSON.stringify(ring[0]) === JSON.stringify(ring.at(-1))) ring.pop();
  if (ring.length === 0 || ring.some((p) => p === undefined)) return undefined;
  const points = ring as { lat: number; lng: number }[];
  return {
    lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
    lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
  };
}

function lonLat(pair: unknown[]): { lat: number; lng: number } | undefined {
  const lng = num(pair[0]);
  const lat = num(pair[1]);
  if (lng === undefined || lat === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}
