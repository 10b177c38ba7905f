/**
 * Parser of adsb.lol's `/v2/mil` answer: the readsb JSON of the aviation service's adsb.lol feed
 * (`{ ac: [...], msg, now, total, ctime, ptime }`, `now` in ms), limited upstream to aircraft its
 * database flags as military (`dbFlags` bit 1). `alt_baro` is feet or "ground", `gs` knots,
 * `baro_rate`/`geom_rate` feet per minute, `seen_pos` the age of the position in seconds; a row
 * without `lat`/`lon` but with `lastPosition` is placed there with that position's age. Rows with
 * no position, set-C emitters (surface vehicles and obstacles) and non-ICAO addresses (`~`) are
 * left out. Class and operator come from small published-code tables (README). Pure.
 * @see https://api.adsb.lol/docs
 */
import { PayloadError } from '../../../../ingest/errors';
import { objectOf, parseJsonBody } from '../../../../ingest/parse/json-values';
import type { ParseResult } from '../../../../ingest/types';
import { sortByKey } from '../../../keyset-cursor';
import {
  type AircraftClass,
  type MilitaryAircraft,
  type MilitaryFlightsData,
  militaryAircraftKey,
  type Operator,
  type Theater,
} from '../../data';

/** ICAO type designators (ICAO Doc 8643) of well-known military types, by class. */
export const TYPE_CLASSES: Readonly<Record<string, AircraftClass>> = {
  F15: 'FIGHTER',
  F16: 'FIGHTER',
  F18H: 'FIGHTER',
  F18S: 'FIGHTER',
  F22: 'FIGHTER',
  F35: 'FIGHTER',
  EUFI: 'FIGHTER',
  RFAL: 'FIGHTER',
  TOR: 'FIGHTER',
  A10: 'FIGHTER',
  B52: 'BOMBER',
  B1: 'BOMBER',
  B2: 'BOMBER',
  C17: 'TRANSPORT',
  C130: 'TRANSPORT',
  C30J: 'TRANSPORT',
  C5: 'TRANSPORT',
  C5M: 'TRANSPORT',
  A400: 'TRANSPORT',
  C160: 'TRANSPORT',
  C27J: 'TRANSPORT',
  CN35: 'TRANSPORT',
  C295: 'TRANSPORT',
  IL76: 'TRANSPORT',
  K35R: 'TANKER',
  K35E: 'TANKER',
  E3TF: 'AWACS',
  E3CF: 'AWACS',
  R135: 'RECONNAISSANCE',
  U2: 'RECONNAISSANCE',
  P8: 'PATROL',
  P3: 'PATROL',
  H60: 'HELICOPTER',
  H47: 'HELICOPTER',
  H53: 'HELICOPTER',
  Q9: 'DRONE',
  Q4: 'DRONE',
};

/** Callsign prefixes of well-known military call signs, by operator. */
export const CALLSIGN_OPERATORS: readonly [prefix: string, operator: Operator][] = [
  ['RCH', 'USAF'],
  ['SAM', 'USAF'],
  ['CNV', 'USN'],
  ['PAT', 'USA'],
  ['RRR', 'RAF'],
  ['ASCOT', 'RAF'],
  ['GAF', 'GAF'],
  ['CTM', 'FAF'],
  ['NATO', 'NATO'],
];

/** ICAO 24-bit address blocks (ICAO Annex 10 allocations) of a few states, by country. */
export const ADDRESS_BLOCKS: readonly [from: number, to: number, country: string][] = [
  [0xa00000, 0xafffff, 'US'],
  [0x400000, 0x43ffff, 'GB'],
  [0x380000, 0x3bffff, 'FR'],
  [0x3c0000, 0x3fffff, 'DE'],
];

const HEX_RE = /^[0-9a-f]{6}$/;
/** Placeholders some transponders send instead of a callsign. */
const NO_CALLSIGN = /^(@+|_+|0+|1+|\s*)$/;

const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The class of an aircraft from its type designator, or its emitter category (A7 rotorcraft, B6 UAV). */
export function classOf(typeCode: string, category: string): AircraftClass {
  const byType = TYPE_CLASSES[typeCode.toUpperCase()];
  if (byType) return byType;
  if (category === 'A7') return 'HELICOPTER';
  if (category === 'B6') return 'DRONE';
  return 'UNKNOWN';
}

/** The operator from a callsign prefix, when it is a known one. */
export function operatorOf(callsign: string): Operator | undefined {
  const upper = callsign.toUpperCase();
  return CALLSIGN_OPERATORS.find(([prefix]) => upper.startsWith(prefix))?.[1];
}

/** Country of an ICAO address block, when it is one of ADDRESS_BLOCKS. */
export function countryOf(hex: string): string | undefined {
  const n = Number.parseInt(hex, 16);
  return ADDRESS_BLOCKS.find(([from, to]) => n >= from && n <= to)?.[2];
}

/** Reads one row; undefined when it is not a positioned aircraft. */
export function parseMilAircraft(entry: unknown, nowMs: number): MilitaryAircraft | undefined {
  const ac = objectOf(entry);
  if (!ac) return undefined;
  const hex = text(ac.hex).toLowerCase();
  if (!HEX_RE.test(hex)) return undefined;
  const category = text(ac.category).toUpperCase();
  if (/^C\d$/.test(category)) return undefined;
  const last = objectOf(ac.lastPosition);
  const direct = finite(ac.lat) !== undefined && finite(ac.lon) !== undefined;
  const lat = direct ? finite(ac.lat) : finite(last?.lat);
  const lon = direct ? finite(ac.lon) : finite(last?.lon);
  if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  const age = direct ? (finite(ac.seen_pos) ?? finite(ac.seen)) : finite(last?.seen_pos);
  const rawCallsign = text(ac.flight);
  const callsign = NO_CALLSIGN.test(rawCallsign) ? '' : rawCallsign;
  const typeCode = text(ac.t);
  const operator = callsign ? operatorOf(callsign) : undefined;
  const country = countryOf(hex);
  const altitude = finite(ac.alt_baro);
  const speed = finite(ac.gs);
  const track = finite(ac.track);
  const rate = finite(ac.baro_rate) ?? finite(ac.geom_rate);
  const squawk = text(ac.squawk);
  const registration = text(ac.r);
  const description = text(ac.desc);
  return {
    hex: hex.toUpperCase(),
    ...(callsign ? { callsign } : {}),
    ...(registration ? { registration } : {}),
    ...(typeCode ? { typeCode } : {}),
    ...(description ? { description } : {}),
    aircraftClass: classOf(typeCode, category),
    ...(operator ? { operator } : {}),
    ...(country ? { operatorCountry: country } : {}),
    latitude: lat,
    longitude: lon,
    onGround: ac.alt_baro === 'ground',
    ...(altitude !== undefined ? { altitudeFt: altitude } : {}),
    ...(speed !== undefined ? { speedKts: speed } : {}),
    ...(track !== undefined ? { headingDeg: track } : {}),
    ...(rate !== undefined ? { verticalRateFpm: rate } : {}),
    ...(squawk ? { squawk } : {}),
    seenAt: Math.max(0, Math.round(nowMs - (age !== undefined && age > 0 ? age * 1000 : 0))),
  };
}

/** Parses a `/v2/mil` body; its `now` dates the snapshot. */
export function parseAdsbLolMil(
  body: string,
  theaters: readonly Theater[] = [],
): ParseResult<MilitaryFlightsData> {
  const doc = objectOf(parseJsonBody(body, 'adsb.lol /v2/mil'));
  if (!doc) throw new PayloadError('adsb.lol /v2/mil: expected an object with `ac` and `now`');
  const now = finite(doc.now);
  if (now === undefined || now <= 0) throw new PayloadError('adsb.lol /v2/mil: `now` is missing');
  const nowMs = Math.round(now < 1e11 ? now * 1000 : now);
  if (doc.ac !== undefined && doc.ac !== null && !Array.isArray(doc.ac)) {
    throw new PayloadError('adsb.lol /v2/mil: `ac` is not an array');
  }
  const rows: readonly unknown[] = Array.isArray(doc.ac) ? doc.ac : [];
  const seen = new Set<string>();
  const aircraft: MilitaryAircraft[] = [];
  for (const row of rows) {
    const a = parseMilAircraft(row, nowMs);
    if (a && !seen.has(a.hex)) {
      seen.add(a.hex);
      aircraft.push(a);
    }
  }
  const skipped = rows.length - aircraft.length;
  return {
    data: { updatedAt: nowMs, aircraft: sortByKey(aircraft, militaryAircraftKey), theaters: [...theaters] },
    asOf: new Date(nowMs).toISOString(),
    warnings:
      skipped > 0
        ? [`adsb.lol /v2/mil: ${skipped} rows without a position, not aircraft or repeated left out`]
        : [],
  };
}
