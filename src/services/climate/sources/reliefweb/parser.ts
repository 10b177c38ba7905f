/**
 * Parser of ReliefWeb disaster lists (API v1/v2 `/disasters`, same layout): `{ totalCount, count,
 * data: [{ id: "52108", fields: {...} }] }`. `fields` holds what the request included: `name`,
 * `status` (alert, current/ongoing, past, alert-archive), `glide`, `primary_country` and `country[]`
 * (lower-case `iso3`, `location{lat,lon}` = the country's centre), `primary_type` and `type[]`
 * (`code`, main one marked `primary`), `date{event,created,changed}` (ISO 8601), `url`,
 * `url_alias`. Rows without a type, a place or a date (e.g. `preset=external` rows, which carry only id,
 * name, status and glide) are skipped and counted. The list has no date of its own: it is dated by
 * the newest `date.changed` of its rows (else `created`, else `event`). Pure: text in, records out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objectOf, objects, position, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { countryCodeOf, iso2OfIso3 } from '../../../../reference/countries';
import type { ClimateDisastersData, DisasterRecord } from '../../data';

/** ReliefWeb disaster type codes kept, with the hazard name the service uses. */
export const RELIEFWEB_CLIMATE_TYPES: Readonly<Record<string, string>> = {
  FL: 'flood',
  FF: 'flood',
  TC: 'cyclone',
  DR: 'drought',
  HT: 'heatwave',
  WF: 'wildfire',
};

/** ReliefWeb statuses and the service's status (v2 says `current` where v1 says `ongoing`). */
export const RELIEFWEB_STATUSES: Readonly<Record<string, string>> = {
  alert: 'alert',
  current: 'ongoing',
  ongoing: 'ongoing',
  past: 'past',
  // An alert that was archived without becoming a disaster: over.
  'alert-archive': 'past',
};

/** Parses a ReliefWeb disasters body; throws PayloadError when it is not a ReliefWeb list. */
export function parseReliefwebDisasters(text: string): ParseResult<ClimateDisastersData> {
  const body = jsonObject(text, 'ReliefWeb');
  if (!Array.isArray(body.data)) {
    const error = objectOf(body.error);
    const message = str(error?.message ?? body.message ?? body.error);
    throw new PayloadError(`ReliefWeb: no data array${message ? ` (${message})` : ''}`);
  }
  const disasters: DisasterRecord[] = [];
  const problems = { unplaced: 0, status: new Set<string>() };
  let newest: number | undefined;
  for (const row of body.data) {
    const item = objectOf(row);
    const fields = objectOf(item?.fields);
    const date = objectOf(fields?.date);
    const changed = isoTime(date?.changed) ?? isoTime(date?.created) ?? isoTime(date?.event);
    if (changed !== undefined && (newest === undefined || changed > newest)) newest = changed;
    if (!item || !fields) {
      problems.unplaced++;
      continue;
    }
    const record = toRecord(item, fields, problems);
    if (record) disasters.push(record);
  }
  const warnings: string[] = [];
  if (problems.unplaced > 0)
    warnings.push(`ReliefWeb: ${problems.unplaced} rows without a type, place or date skipped`);
  if (problems.status.size > 0)
    warnings.push(`ReliefWeb: unknown statuses skipped: ${[...problems.status].join(', ')}`);
  const totalCount = num(body.totalCount) ?? body.data.length;
  if (totalCount > body.data.length) {
    warnings.push(`ReliefWeb: ${body.data.length} of ${totalCount} disasters returned (limit reached)`);
  }
  const asOf = newest === undefined ? undefined : new Date(newest).toISOString();
  return { data: { disasters }, ...(asOf ? { asOf } : {}), warnings };
}

function toRecord(
  item: Record<string, unknown>,
  f: Record<string, unknown>,
  problems: { unplaced: number; status: Set<string> },
): DisasterRecord | undefined {
  const types = [...objects(f.type), ...objects(f.primary_type)];
  if (types.length === 0) {
    problems.unplaced++;
    return undefined;
  }
  const type = climateType(types, f);
  if (!type) return undefined;
  const rawStatus = str(f.status).toLowerCase();
  const status = Object.hasOwn(RELIEFWEB_STATUSES, rawStatus) ? RELIEFWEB_STATUSES[rawStatus] : undefined;
  if (!status) {
    problems.status.add(rawStatus || '(none)');
    return undefined;
  }
  const place = countryOf(f);
  const date = objectOf(f.date);
  const startedAt = isoTime(date?.event) ?? isoTime(date?.created);
  const id = str(f.id) || str(item.id);
  if (!place || startedAt === undefined || startedAt < 0 || id === '') {
    problems.unplaced++;
    return undefined;
  }
  const glide = str(f.glide);
  const sourceUrl = str(f.url_alias) || str(f.url);
  return {
    id: `reliefweb-${id}`,
    type,
    name: str(f.name) || `ReliefWeb disaster ${id}`,
    ...(place.name ? { country: place.name } : {}),
    ...(place.code ? { countryCode: place.code } : {}),
    lat: place.lat,
    lng: place.lng,
    startedAt,
    status,
    source: 'ReliefWeb',
    ...(sourceUrl ? { sourceUrl } : {}),
    ...(glide ? { glide } : {}),
  };
}

/** The hazard of the main type when it is a climate one, else of the first climate type listed. */
function climateType(types: Record<string, unknown>[], f: Record<string, unknown>): string | undefined {
  const main = types.find((t) => t.primary === true) ?? objects(f.primary_type)[0];
  const mainType = RELIEFWEB_CLIMATE_TYPES[str(main?.code).toUpperCase()];
  if (mainType) return mainType;
  for (const t of types) {
    const mapped = RELIEFWEB_CLIMATE_TYPES[str(t.code).toUpperCase()];
    if (mapped) return mapped;
  }
  return undefined;
}

/** The primary country with its centre; a country without a location is no place. */
function countryOf(
  f: Record<string, unknown>,
): { name: string; code?: string; lat: number; lng: number } | undefined {
  const listed = objects(f.country);
  const entry = objects(f.primary_country)[0] ?? listed.find((c) => c.primary === true) ?? listed[0];
  const location = objectOf(entry?.location);
  const at = position(location?.lat, location?.lon);
  if (!entry || !at) return undefined;
  const name = str(entry.shortname) || str(entry.name);
  const code = iso2OfIso3(str(entry.iso3)) ?? (name ? countryCodeOf(name) : undefined);
  return { name, ...(code ? { code } : {}), lat: at.latitude, lng: at.longitude };
}

function isoTime(value: unknown): number | undefined {
  const text = str(value);
  if (text === '') return undefined;
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}
