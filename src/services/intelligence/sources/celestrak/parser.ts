/**
 * Parser of CelesTrak GP answers (`gp.php?GROUP={group}&FORMAT=tle|json`): three-line TLE sets
 * (name line, then lines 1 and 2 of exactly 69 characters, CRLF or LF) or the OMM JSON array.
 * The orbit (period, apogee, perigee, class) is read from the mean elements; the operator country
 * and purpose come from the name's programme where the name belongs to a known one (README).
 * Pure: text in, data out. The snapshot's date is the newest element-set epoch.
 * @see https://celestrak.org/NORAD/documentation/gp-data-formats.php
 */
import { twoline2satrec } from 'satellite.js';
import { PayloadError } from '../../../../ingest/errors';
import { num, objectOf, parseJsonBody, str } from '../../../../ingest/parse/json-values';
import type { ParseResult, Payload } from '../../../../ingest/types';
import { sortByKey } from '../../../keyset-cursor';
import {
  type OrbitalElementsSchema,
  type OrbitClass,
  type SatelliteRecord,
  type SatellitesData,
  satelliteKey,
} from '../../data-orbit';

type Elements = import('typebox').Static<typeof OrbitalElementsSchema>;

/** Earth's gravitational parameter (WGS-72, as SGP4 uses it), km³/s². */
export const MU_KM3_S2 = 398600.8;
/** Earth's equatorial radius (WGS-72), km. */
export const EARTH_RADIUS_KM = 6378.135;
/** Apogee at or below this is a low Earth orbit, km. */
export const LEO_MAX_APOGEE_KM = 2000;
/** Eccentricity at or above this is a highly elliptical orbit. */
export const HEO_MIN_ECCENTRICITY = 0.25;
/** Periods within this band (minutes) are geosynchronous (one sidereal day is 1436.1 min). */
export const GEO_PERIOD_MINUTES = { min: 1400, max: 1470 } as const;

/**
 * Programmes recognised by name: the reference's list of names it keeps (SOURCE.md of the capture
 * set), with the operator country and purpose each programme is publicly known for. A name outside
 * every programme carries neither. More specific patterns come first (COSMO-SKYMED before COSMOS).
 */
export const PROGRAMMES: readonly { pattern: RegExp; country?: string; type?: string }[] = [
  { pattern: /^COSMO-SKYMED/, country: 'IT', type: 'sar' },
  { pattern: /^COSMOS 2[4-9]\d\d\b/, country: 'RU', type: 'military' },
  { pattern: /^YAOGAN/, country: 'CN', type: 'military' },
  { pattern: /^GAOFEN/, country: 'CN', type: 'optical' },
  { pattern: /^JILIN/, country: 'CN', type: 'optical' },
  { pattern: /^ZIYUAN/, country: 'CN', type: 'optical' },
  { pattern: /^TERRASAR/, country: 'DE', type: 'sar' },
  { pattern: /^SAR-LUPE/, country: 'DE', type: 'sar' },
  { pattern: /^PAZ\b/, country: 'ES', type: 'sar' },
  { pattern: /^WORLDVIEW/, country: 'US', type: 'optical' },
  { pattern: /^SKYSAT/, country: 'US', type: 'optical' },
  { pattern: /^PRAETORIAN/, country: 'US', type: 'military' },
  { pattern: /^USA \d+/, country: 'US', type: 'military' },
  { pattern: /^PLEIADES/, country: 'FR', type: 'optical' },
  { pattern: /^HELIOS/, country: 'FR', type: 'military' },
  { pattern: /^SPIRALE/, country: 'FR', type: 'military' },
  { pattern: /^KOMPSAT/, country: 'KR' },
  { pattern: /^SAPPHIRE/, country: 'CA', type: 'military' },
  { pattern: /^SENTINEL-1/, type: 'sar' },
  { pattern: /^SENTINEL-2/, type: 'optical' },
  { pattern: /^CARTOSAT/, country: 'IN', type: 'optical' },
  { pattern: /^GOKTURK/, country: 'TR', type: 'optical' },
  { pattern: /^RASAT/, country: 'TR', type: 'optical' },
];

/** Period, apogee, perigee and class of an orbit from its mean motion and eccentricity. */
export function orbitOf(meanMotionRevPerDay: number, eccentricity: number) {
  const periodMinutes = 1440 / meanMotionRevPerDay;
  const n = (2 * Math.PI) / (periodMinutes * 60); // rad/s
  const a = Math.cbrt(MU_KM3_S2 / (n * n));
  const apogeeKm = a * (1 + eccentricity) - EARTH_RADIUS_KM;
  const perigeeKm = a * (1 - eccentricity) - EARTH_RADIUS_KM;
  let orbitClass: OrbitClass;
  if (eccentricity >= HEO_MIN_ECCENTRICITY) orbitClass = 'HEO';
  else if (apogeeKm <= LEO_MAX_APOGEE_KM) orbitClass = 'LEO';
  else if (periodMinutes >= GEO_PERIOD_MINUTES.min && periodMinutes <= GEO_PERIOD_MINUTES.max)
    orbitClass = 'GEO';
  else orbitClass = 'MEO';
  const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
  return {
    periodMinutes: round(periodMinutes, 2),
    apogeeKm: round(apogeeKm, 1),
    perigeeKm: round(perigeeKm, 1),
    orbitClass,
  };
}

function programmeOf(name: string): { country?: string; type?: string } {
  const found = PROGRAMMES.find((p) => p.pattern.test(name.toUpperCase()));
  if (!found) return {};
  return {
    ...(found.country ? { country: found.country } : {}),
    ...(found.type ? { type: found.type } : {}),
  };
}

/** `2.7543-4`-style TLE exponent field (implied leading decimal point). */
function tleExp(field: string): number | undefined {
  const m = /^([ +-]?)(\d{5})([+-]\d)$/.exec(field.trim().padStart(8, ' '));
  if (!m) return field.trim() === '' ? 0 : undefined;
  return (m[1] === '-' ? -1 : 1) * Number(`0.${m[2]}`) * 10 ** Number(m[3]);
}

/** TLE checksum: digits summed, each minus sign as 1, modulo 10. */
function checksumOk(line: string): boolean {
  let sum = 0;
  for (const c of line.slice(0, 68)) {
    if (c >= '0' && c <= '9') sum += Number(c);
    else if (c === '-') sum += 1;
  }
  return sum % 10 === Number(line[68]);
}

/** Epoch of a TLE (`YYDDD.DDDDDDDD`) in epoch ms; two-digit years below 57 are 20xx. */
function tleEpochMs(field: string): number | undefined {
  const yy = Number(field.slice(0, 2));
  const day = Number(field.slice(2));
  if (!Number.isFinite(yy) || !Number.isFinite(day) || day < 1 || day >= 367) return undefined;
  const year = yy < 57 ? 2000 + yy : 1900 + yy;
  return Math.round(Date.UTC(year, 0, 1) + (day - 1) * 86_400_000);
}

/** International designator `04049A` → `2004-049A`. */
function designator(field: string): string | undefined {
  const m = /^(\d{2})(\d{3})([A-Z]{1,3})$/.exec(field.trim());
  if (!m) return undefined;
  const yy = Number(m[1]);
  return `${yy < 57 ? 2000 + yy : 1900 + yy}-${m[2]}${m[3]}`;
}

function record(
  group: string,
  id: string,
  name: string,
  epochMs: number,
  elements: Elements,
  objectId: string | undefined,
  lines?: { line1: string; line2: string },
): SatelliteRecord {
  return {
    id,
    name,
    group,
    ...(objectId ? { objectId } : {}),
    epochMs,
    elements,
    ...(lines ?? {}),
    ...orbitOf(elements.meanMotion, elements.eccentricity),
    ...programmeOf(name),
  };
}

/** Reads one TLE set; undefined when its lines are not a valid element set. */
export function parseTleSet(
  group: string,
  name: string,
  line1: string,
  line2: string,
): SatelliteRecord | undefined {
  if (line1.length !== 69 || line2.length !== 69 || !line1.startsWith('1 ') || !line2.startsWith('2 '))
    return undefined;
  if (!checksumOk(line1) || !checksumOk(line2)) return undefined;
  const id = line1.slice(2, 7).trim();
  if (id === '' || line2.slice(2, 7).trim() !== id) return undefined;
  const satrec = twoline2satrec(line1, line2);
  if (satrec.error !== 0) return undefined;
  const epochMs = tleEpochMs(line1.slice(18, 32));
  const meanMotion = Number(line2.slice(52, 63));
  const eccentricity = Number(`0.${line2.slice(26, 33).trim()}`);
  const bstar = tleExp(line1.slice(53, 61));
  const meanMotionDdot = tleExp(line1.slice(44, 52));
  if (epochMs === undefined || !(meanMotion > 0) || bstar === undefined || meanMotionDdot === undefined)
    return undefined;
  const rev = Number(line2.slice(63, 68));
  const elements: Elements = {
    epoch: new Date(epochMs).toISOString(),
    meanMotion,
    eccentricity,
    inclination: Number(line2.slice(8, 16)),
    raan: Number(line2.slice(17, 25)),
    argPerigee: Number(line2.slice(34, 42)),
    meanAnomaly: Number(line2.slice(43, 51)),
    bstar,
    meanMotionDot: Number(line1.slice(33, 43)),
    meanMotionDdot,
    elementSetNo: Number(line1.slice(64, 68)) || 0,
    ...(Number.isInteger(rev) ? { revAtEpoch: rev } : {}),
  };
  return record(group, id, name.trim(), epochMs, elements, designator(line1.slice(9, 17)), {
    line1,
    line2,
  });
}

/** Reads a TLE answer: name line, line 1, line 2, repeated. */
export function parseTleText(
  text: string,
  group: string,
): { satellites: SatelliteRecord[]; skipped: number } {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const satellites: SatelliteRecord[] = [];
  let skipped = 0;
  for (let i = 0; i < lines.length; ) {
    const [name = '', l1 = '', l2 = ''] = lines.slice(i, i + 3);
    if (name.startsWith('1 ') || !l1.startsWith('1 ')) {
      skipped++;
      i++;
      continue;
    }
    const sat = parseTleSet(group, name, l1.trimEnd(), l2.trimEnd());
    if (sat) satellites.push(sat);
    else skipped++;
    i += 3;
  }
  return { satellites, skipped };
}

/** Reads one OMM object of a JSON answer; undefined when a required element is missing. */
export function parseOmm(group: string, entry: unknown): SatelliteRecord | undefined {
  const o = objectOf(entry);
  if (!o) return undefined;
  const id = str(o.NORAD_CAT_ID);
  const epochText = str(o.EPOCH);
  const epochMs = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(epochText) ? epochText : `${epochText}Z`);
  const get = (k: string) => num(o[k]);
  const meanMotion = get('MEAN_MOTION');
  const eccentricity = get('ECCENTRICITY');
  const values = [
    'INCLINATION',
    'RA_OF_ASC_NODE',
    'ARG_OF_PERICENTER',
    'MEAN_ANOMALY',
    'BSTAR',
    'MEAN_MOTION_DOT',
    'MEAN_MOTION_DDOT',
  ].map(get);
  if (!/^\d{1,9}$/.test(id) || !Number.isFinite(epochMs) || meanMotion === undefined || !(meanMotion > 0))
    return undefined;
  if (eccentricity === undefined || eccentricity < 0 || eccentricity >= 1) return undefined;
  if (values.some((v) => v === undefined)) return undefined;
  const [inclination, raan, argPerigee, meanAnomaly, bstar, meanMotionDot, meanMotionDdot] =
    values as number[];
  const rev = get('REV_AT_EPOCH');
  const elements: Elements = {
    epoch: new Date(epochMs).toISOString(),
    meanMotion,
    eccentricity,
    inclination: inclination as number,
    raan: raan as number,
    argPerigee: argPerigee as number,
    meanAnomaly: meanAnomaly as number,
    bstar: bstar as number,
    meanMotionDot: meanMotionDot as number,
    meanMotionDdot: meanMotionDdot as number,
    elementSetNo: Math.trunc(get('ELEMENT_SET_NO') ?? 0),
    ...(rev !== undefined && Number.isInteger(rev) ? { revAtEpoch: rev } : {}),
  };
  return record(group, id, str(o.OBJECT_NAME), epochMs, elements, str(o.OBJECT_ID) || undefined);
}

/** Reads one group's answer, TLE or JSON by its first character; throws when it holds no set. */
export function parseGroup(body: string, group: string): { satellites: SatelliteRecord[]; skipped: number } {
  const text = body.replace(/^\uFEFF/, '').trim();
  let out: { satellites: SatelliteRecord[]; skipped: number };
  if (text.startsWith('[')) {
    const json = parseJsonBody(text, `CelesTrak ${group}`);
    if (!Array.isArray(json)) throw new PayloadError(`CelesTrak ${group}: expected a JSON array`);
    const satellites = json.map((e) => parseOmm(group, e)).filter((s) => s !== undefined);
    out = { satellites, skipped: json.length - satellites.length };
  } else {
    out = parseTleText(text, group);
  }
  if (out.satellites.length === 0) {
    throw new PayloadError(`CelesTrak ${group}: no element set (${text.slice(0, 80) || 'empty body'})`);
  }
  return out;
}

/** Parses the answers of every group (payload names are group names); an object listed twice is kept once. */
export function parseCelestrak(payload: Payload, groups: readonly string[]): ParseResult<SatellitesData> {
  const warnings: string[] = [];
  const byId = new Map<string, SatelliteRecord>();
  const order = [...groups, ...Object.keys(payload).filter((g) => !groups.includes(g))];
  for (const group of order) {
    const body = payload[group];
    if (body === undefined) continue;
    const { satellites, skipped } = parseGroup(body, group);
    if (skipped > 0) warnings.push(`CelesTrak ${group}: ${skipped} unreadable element sets left out`);
    for (const s of satellites) if (!byId.has(s.id)) byId.set(s.id, s);
  }
  const satellites = sortByKey(byId.values(), satelliteKey);
  const newest = satellites[0];
  return {
    data: { groups: order.filter((g) => payload[g] !== undefined), satellites },
    ...(newest ? { asOf: new Date(newest.epochMs).toISOString() } : {}),
    warnings,
  };
}
