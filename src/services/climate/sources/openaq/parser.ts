/**
 * Parser of OpenAQ v3 pages (`{meta, results[]}`): `/v3/locations` (station name, locality,
 * country, coordinates and `sensors[]` with their parameter) and the latest-value listings
 * (`/v3/parameters/2/latest`, `/v3/locations/{id}/latest`), whose rows carry only `sensorsId` and
 * `locationsId`. A row is PM2.5 only when its sensor, looked up in its location's `sensors[]`, says
 * so; rows of unknown stations, other pollutants, other units, negative values or stale times are
 * dropped. Pure: text in, data out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { AirQualityData } from '../../data';

/** OpenAQ's name of the PM2.5 parameter. */
export const OPENAQ_PM25_PARAMETER = 'pm25';
/** The only PM2.5 unit accepted (the schema's unit). */
export const OPENAQ_PM25_UNITS = 'µg/m³';
/** Oldest reading kept, relative to the run (a station silent for longer is not "latest" air), in ms. */
export const OPENAQ_MAX_READING_AGE_MS = 3 * 3_600_000;
/** Latest reading time accepted ahead of the run (clock skew), in ms. */
export const OPENAQ_MAX_FUTURE_MS = 10 * 60_000;
/** Value of `source` on every station. */
export const OPENAQ_SOURCE_NAME = 'OpenAQ';
/** Payload resource names: `locations-<page>` and `latest-<page>`. */
export const OPENAQ_RESOURCE = /^(locations|latest)-(\d+)$/;

/** One page of an OpenAQ listing. */
export interface OpenAqPage {
  results: unknown[];
  /** `meta.found` when it is a number (it is not always one, so it is only a hint). */
  found?: number;
  limit?: number;
}

type Json = Record<string, unknown>;
type Station = AirQualityData['stations'][number];

interface LocationInfo {
  city: string;
  countryCode: string;
  lat?: number;
  lng?: number;
  /** Sensor id → parameter name and units. */
  sensors: Map<number, { name: string; units: string }>;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Parses one page; throws PayloadError when it is not an OpenAQ listing. */
export function parseOpenAqPage(body: string, resource: string): OpenAqPage {
  const json = parseJsonBody(body, resource);
  if (!isObject(json) || !Array.isArray(json.results)) {
    const detail = isObject(json) ? str(json.detail) || str(json.message) : '';
    throw new PayloadError(`${resource}: not an OpenAQ listing${detail ? ` (${detail})` : ''}`);
  }
  const meta = isObject(json.meta) ? json.meta : {};
  return { results: json.results, found: num(meta.found), limit: num(meta.limit) };
}

/** Normalises the micro sign (OpenAQ writes U+00B5; U+03BC is the Greek letter that looks the same). */
function units(v: unknown): string {
  return str(v).replace(/\u03bc/g, '\u00b5');
}

function locationInfo(item: Json): LocationInfo | undefined {
  const country = isObject(item.country) ? str(item.country.code).toUpperCase() : '';
  const city = str(item.locality) || str(item.name);
  if (!/^[A-Z]{2}$/.test(country) || city === '') return undefined;
  const coords = isObject(item.coordinates) ? item.coordinates : {};
  const sensors = new Map<number, { name: string; units: string }>();
  for (const s of Array.isArray(item.sensors) ? item.sensors : []) {
    if (!isObject(s) || num(s.id) === undefined || !isObject(s.parameter)) continue;
    sensors.set(num(s.id)!, { name: str(s.parameter.name), units: units(s.parameter.units) });
  }
  return { city, countryCode: country, lat: num(coords.latitude), lng: num(coords.longitude), sensors };
}

/** Index of the locations of every `locations-*` page, by location id. */
export function indexLocations(pages: OpenAqPage[]): Map<number, LocationInfo> {
  const index = new Map<number, LocationInfo>();
  for (const page of pages) {
    for (const item of page.results) {
      if (!isObject(item) || num(item.id) === undefined) continue;
      const info = locationInfo(item);
      if (info) index.set(num(item.id)!, info);
    }
  }
  return index;
}

type Drop = 'unknownStation' | 'notPm25' | 'badValue' | 'stale';

/** One latest row as a station, or why it was dropped. */
function stationOf(row: unknown, index: Map<number, LocationInfo>, nowMs: number): Station | Drop {
  if (!isObject(row)) return 'badValue';
  const location = index.get(num(row.locationsId) ?? Number.NaN);
  if (!location) return 'unknownStation';
  const sensor = location.sensors.get(num(row.sensorsId) ?? Number.NaN);
  if (!sensor || sensor.name !== OPENAQ_PM25_PARAMETER || sensor.units !== OPENAQ_PM25_UNITS)
    return 'notPm25';
  const value = num(row.value);
  const at = isObject(row.datetime) ? Date.parse(str(row.datetime.utc)) : Number.NaN;
  if (value === undefined || value < 0 || Number.isNaN(at)) return 'badValue';
  if (at < nowMs - OPENAQ_MAX_READING_AGE_MS || at > nowMs + OPENAQ_MAX_FUTURE_MS) return 'stale';
  const coords = isObject(row.coordinates) ? row.coordinates : {};
  const lat = num(coords.latitude) ?? location.lat;
  const lng = num(coords.longitude) ?? location.lng;
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'badValue';
  return {
    locationId: String(num(row.locationsId)),
    city: location.city,
    countryCode: location.countryCode,
    lat,
    lng,
    pm25: value,
    measuredAt: at,
    source: OPENAQ_SOURCE_NAME,
  };
}

/**
 * Builds `climate:air-quality` from the payload's `locations-*` and `latest-*` pages: one station per
 * location (its most recent PM2.5 reading; on a tie the higher value), dated by the newest reading.
 */
export function buildAirQuality(
  payload: Readonly<Record<string, string>>,
  now: Date,
): ParseResult<AirQualityData> {
  const pages = { locations: [] as OpenAqPage[], latest: [] as OpenAqPage[] };
  for (const [name, body] of Object.entries(payload)) {
    const kind = OPENAQ_RESOURCE.exec(name)?.[1] as keyof typeof pages | undefined;
    if (kind) pages[kind].push(parseOpenAqPage(body, name));
  }
  if (pages.locations.length === 0 || pages.latest.length === 0) {
    throw new PayloadError('payload needs locations and latest pages');
  }
  const index = indexLocations(pages.locations);
  const drops: Record<Drop, number> = { unknownStation: 0, notPm25: 0, badValue: 0, stale: 0 };
  const best = new Map<string, Station>();
  for (const row of pages.latest.flatMap((p) => p.results)) {
    const station = stationOf(row, index, now.getTime());
    if (typeof station === 'string') {
      drops[station]++;
      continue;
    }
    const prev = best.get(station.locationId);
    const newer = !prev || station.measuredAt > prev.measuredAt;
    if (newer || (station.measuredAt === prev.measuredAt && station.pm25 > prev.pm25)) {
      best.set(station.locationId, station);
    }
  }
  const stations = [...best.values()].sort((a, b) => Number(a.locationId) - Number(b.locationId));
  const warnings = Object.entries(drops)
    .filter(([, n]) => n > 0)
    .map(([why, n]) => `${n} latest rows dropped (${why})`);
  const newest = stations.reduce((m, s) => Math.max(m, s.measuredAt), 0);
  return { data: { stations }, asOf: newest > 0 ? new Date(newest).toISOString() : undefined, warnings };
}
