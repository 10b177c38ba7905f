/**
 * Parser of the GDACS event list GeoJSON (`/gdacsapi/api/events/geteventlist/MAP`): a
 * FeatureCollection where one event is spread over several features (centroid, affected-area
 * points, circles, cones, track lines) told apart by `properties.Class`. Features are grouped on
 * (`eventtype`, `eventid`) and the event is placed at its `Point_Centroid`. Dates carry no time
 * zone and are read as UTC; `iscurrent` is the string "true"/"false". Only the climate hazards
 * (floods, tropical cyclones, droughts, wildfires) are kept. The list has no date of its own: it is
 * dated by the newest `datemodified` of any of its events. Pure: text in, records out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objectOf, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { iso2OfIso3, validIso2 } from '../../../../reference/countries';
import type { ClimateDisastersData, DisasterRecord } from '../../data';

/** GDACS event types kept, with the hazard name the service uses. */
export const GDACS_CLIMATE_TYPES: Readonly<Record<string, string>> = {
  FL: 'flood',
  TC: 'cyclone',
  DR: 'drought',
  WF: 'wildfire',
};
/** `properties.Class` of the feature that places an event. */
export const GDACS_CENTROID_CLASS = 'Point_Centroid';
/** Alert levels that make a current event an alert rather than an ongoing event. */
const ALERT_LEVELS: ReadonlySet<string> = new Set(['orange', 'red']);
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

interface Candidate {
  props: Record<string, unknown>;
  lon: number;
  lat: number;
  centroid: boolean;
}

/** Parses a geteventlist body; throws PayloadError when it is not a FeatureCollection. */
export function parseGdacsEventList(text: string): ParseResult<ClimateDisastersData> {
  const body = jsonObject(text, 'GDACS');
  if (!Array.isArray(body.features)) throw new PayloadError('GDACS: no features array');
  const seen = new Set<string>();
  const best = new Map<string, Candidate>();
  let unkeyed = 0;
  let newestModified: number | undefined;
  for (const feature of body.features) {
    const props = objectOf(objectOf(feature)?.properties);
    const eventType = str(props?.eventtype).toUpperCase();
    const eventId = str(props?.eventid);
    if (!props || eventType === '' || eventId === '') {
      unkeyed++;
      continue;
    }
    const modified = gdacsTime(props.datemodified);
    if (modified !== undefined && (newestModified === undefined || modified > newestModified))
      newestModified = modified;
    if (!Object.hasOwn(GDACS_CLIMATE_TYPES, eventType)) continue;
    const key = `${eventType}-${eventId}`;
    seen.add(key);
    const candidate = candidateOf(feature, props);
    if (candidate && better(candidate, best.get(key))) best.set(key, candidate);
  }
  const disasters: DisasterRecord[] = [];
  const warnings: string[] = [];
  for (const key of seen) {
    const c = best.get(key);
    const record = c ? toRecord(key, c) : undefined;
    if (record) disasters.push(record);
    else warnings.push(`GDACS: event ${key} has no usable position or start date; skipped`);
  }
  if (unkeyed > 0) warnings.push(`GDACS: ${unkeyed} features without eventtype/eventid skipped`);
  const asOf = newestModified === undefined ? undefined : new Date(newestModified).toISOString();
  return { data: { disasters }, ...(asOf ? { asOf } : {}), warnings };
}

/** A feature's position when its geometry is a Point. */
function candidateOf(feature: unknown, props: Record<string, unknown>): Candidate | undefined {
  const geometry = objectOf(objectOf(feature)?.geometry);
  if (str(geometry?.type) !== 'Point' || !Array.isArray(geometry?.coordinates)) return undefined;
  const lon = num(geometry.coordinates[0]);
  const lat = num(geometry.coordinates[1]);
  if (lon === undefined || lat === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { props, lon, lat, centroid: str(props.Class) === GDACS_CENTROID_CLASS };
}

/** A centroid beats any other point; among equals, the latest episode wins. */
function better(c: Candidate, current: Candidate | undefined): boolean {
  if (!current) return true;
  if (c.centroid !== current.centroid) return c.centroid;
  return (num(c.props.episodeid) ?? 0) > (num(current.props.episodeid) ?? 0);
}

function toRecord(key: string, c: Candidate): DisasterRecord | undefined {
  const p = c.props;
  const eventType = str(p.eventtype).toUpperCase();
  const startedAt = gdacsTime(p.fromdate);
  if (startedAt === undefined || startedAt < 0) return undefined;
  const alertLevel = str(p.alertlevel).toLowerCase();
  const current = str(p.iscurrent).toLowerCase() !== 'false';
  const country = str(p.country);
  const countryCode = gdacsCountryCode(p);
  const glide = str(p.glide);
  const sourceUrl = str(objectOf(p.url)?.report);
  return {
    id: `gdacs-${key}`,
    type: GDACS_CLIMATE_TYPES[eventType] ?? eventType.toLowerCase(),
    name: str(p.name) || str(p.eventname) || key,
    ...(country ? { country } : {}),
    ...(countryCode ? { countryCode } : {}),
    lat: c.lat,
    lng: c.lon,
    ...(alertLevel ? { severity: alertLevel } : {}),
    startedAt,
    status: !current ? 'past' : ALERT_LEVELS.has(alertLevel) ? 'alert' : 'ongoing',
    source: 'GDACS',
    ...(sourceUrl ? { sourceUrl } : {}),
    ...(glide ? { glide } : {}),
  };
}

/** A GDACS date (`2026-07-19T07:50:29`, no zone: UTC) as epoch ms; an explicit zone is honoured. */
export function gdacsTime(value: unknown): number | undefined {
  const text = str(value);
  if (text === '') return undefined;
  const t = Date.parse(LOCAL_DATE_TIME.test(text) ? `${text}Z` : text);
  return Number.isNaN(t) ? undefined : t;
}

/** ISO-2 of the event's country: `iso3` first, else the first affected country's `iso2`. */
function gdacsCountryCode(p: Record<string, unknown>): string | undefined {
  const iso3 = /[A-Za-z]{3}/.exec(str(p.iso3))?.[0];
  const fromIso3 = iso3 ? iso2OfIso3(iso3) : undefined;
  if (fromIso3) return fromIso3;
  const affected = Array.isArray(p.affectedcountries) ? objectOf(p.affectedcountries[0]) : undefined;
  return validIso2(str(affected?.iso2));
}
