/**
 * Parser of NOAA NHC's `CurrentStorms.json`: `{ activeStorms: [{ id, binNumber, name,
 * classification, intensity, pressure, latitude, longitude, latitudeNumeric, longitudeNumeric,
 * movementDir, movementSpeed, lastUpdate, publicAdvisory{advNum, issuance, url}, ...product
 * links }] }`. NHC writes `intensity` (kt) and `pressure` (mb) as strings ("40", "1004"), the
 * position twice (strings with a hemisphere, "23.5N"/"136.0W", and numbers, where a whole
 * longitude is an integer), advisory numbers as padded strings ("036", "002a"), and any product
 * object may be null. The file has no date of its own: it is dated by its newest `lastUpdate`.
 * Pure: text in, records out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objectOf, str } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import type { NhcStorm, NhcStormsData } from '../../data';

/** ATCF storm ids: basin, number, year (al052026, ep072026, cp012026). */
export const ATCF_ID = /^[a-z]{2}\d{6}$/;
/** Central pressures outside this range are not real readings (a placeholder or a typo). */
export const NHC_PRESSURE_RANGE_MB = { min: 850, max: 1100 } as const;
const HEMISPHERE = /^(\d{1,3}(?:\.\d+)?)\s*([NSEW])$/i;

/** Parses a CurrentStorms.json body; throws PayloadError when it has no activeStorms array. */
export function parseNhcCurrentStorms(text: string): ParseResult<NhcStormsData> {
  const body = jsonObject(text, 'NOAA NHC');
  if (!Array.isArray(body.activeStorms)) throw new PayloadError('NOAA NHC: no activeStorms array');
  const byId = new Map<string, NhcStorm>();
  let unreadable = 0;
  for (const raw of body.activeStorms) {
    const storm = readStorm(raw);
    if (!storm) unreadable++;
    else if ((byId.get(storm.id)?.observedAt ?? -1) < storm.observedAt) byId.set(storm.id, storm);
  }
  const storms = [...byId.values()];
  // NHC listed storms but none could be read: publishing "no storm" would be false.
  if (unreadable > 0 && storms.length === 0) {
    throw new PayloadError(`NOAA NHC: none of the ${unreadable} active storms could be read`);
  }
  const warnings = unreadable > 0 ? [`NOAA NHC: ${unreadable} unreadable storms skipped`] : [];
  const newest = storms.reduce<number | undefined>(
    (n, s) => (n === undefined || s.observedAt > n ? s.observedAt : n),
    undefined,
  );
  return {
    data: { storms },
    ...(newest === undefined ? {} : { asOf: new Date(newest).toISOString() }),
    warnings,
  };
}

/** One storm, or undefined when its id, name, position or time is missing. */
function readStorm(raw: unknown): NhcStorm | undefined {
  const s = objectOf(raw);
  if (!s) return undefined;
  const id = str(s.id).toLowerCase();
  const name = str(s.name);
  const lat = num(s.latitudeNumeric) ?? hemisphereDegrees(s.latitude, 'N', 'S');
  const lon = num(s.longitudeNumeric) ?? hemisphereDegrees(s.longitude, 'E', 'W');
  const advisory = objectOf(s.publicAdvisory);
  const observedAt = timeOf(s.lastUpdate) ?? timeOf(advisory?.issuance);
  if (!ATCF_ID.test(id) || name === '' || observedAt === undefined) return undefined;
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  const windKt = wholeNumber(s.intensity);
  const pressureMb = wholeNumber(s.pressure);
  const direction = wholeNumber(s.movementDir);
  const speed = wholeNumber(s.movementSpeed);
  const binNumber = str(s.binNumber);
  const advisoryNumber = str(advisory?.advNum);
  const advisoryUrl = str(advisory?.url);
  return {
    id,
    ...(binNumber ? { binNumber } : {}),
    name,
    classification: str(s.classification).toUpperCase(),
    ...(windKt !== undefined ? { windKt } : {}),
    ...(pressureMb !== undefined &&
    pressureMb >= NHC_PRESSURE_RANGE_MB.min &&
    pressureMb <= NHC_PRESSURE_RANGE_MB.max
      ? { pressureMb }
      : {}),
    lat,
    lon,
    ...(direction !== undefined && direction <= 360 ? { movementDirDeg: direction } : {}),
    ...(speed !== undefined ? { movementSpeedKt: speed } : {}),
    observedAt,
    ...(advisoryNumber ? { advisoryNumber } : {}),
    ...(advisoryUrl ? { advisoryUrl } : {}),
  };
}

/** A non-negative number NHC may write as a string ("40", "1004"), rounded; undefined otherwise. */
export function wholeNumber(value: unknown): number | undefined {
  const n = num(value);
  return n === undefined || n < 0 ? undefined : Math.round(n);
}

/** Signed degrees of a position string with its hemisphere ("23.5N", "136.0W"). */
export function hemisphereDegrees(value: unknown, positive: string, negative: string): number | undefined {
  const m = HEMISPHERE.exec(str(value));
  const hemisphere = m?.[2]?.toUpperCase();
  if (!m || (hemisphere !== positive && hemisphere !== negative)) return undefined;
  const degrees = Number(m[1]);
  return hemisphere === negative ? -degrees : degrees;
}

function timeOf(value: unknown): number | undefined {
  const text = str(value);
  const t = text === '' ? Number.NaN : Date.parse(text);
  return Number.isNaN(t) || t < 0 ? undefined : t;
}
