/**
 * Snapshot keys of the military service: the military-registered aircraft adsb.lol sees
 * (`/v2/mil`), and World Bank military indicators per country. Other services read them here.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';
import type { SortKey } from '../keyset-cursor';

/** Aircraft categories of the contract, without the prefix. */
export const AIRCRAFT_CLASSES = [
  'FIGHTER',
  'BOMBER',
  'TRANSPORT',
  'TANKER',
  'AWACS',
  'RECONNAISSANCE',
  'HELICOPTER',
  'DRONE',
  'PATROL',
  'SPECIAL_OPS',
  'VIP',
  'UNKNOWN',
] as const;
export type AircraftClass = (typeof AIRCRAFT_CLASSES)[number];

/** Operators of the contract, without the prefix. */
export const OPERATORS = [
  'USAF',
  'USN',
  'USMC',
  'USA',
  'RAF',
  'RN',
  'FAF',
  'GAF',
  'PLAAF',
  'PLAN',
  'VKS',
  'IAF',
  'NATO',
  'OTHER',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** One military aircraft with a position. */
export const MilitaryAircraftSchema = Type.Object({
  /** ICAO 24-bit address, upper case. */
  hex: Type.String({ pattern: '^[0-9A-F]{6}$' }),
  callsign: Type.Optional(Type.String()),
  registration: Type.Optional(Type.String()),
  /** ICAO type designator (`t`). */
  typeCode: Type.Optional(Type.String()),
  /** Type description (`desc`), when the feed gives it. */
  description: Type.Optional(Type.String()),
  aircraftClass: StringEnum(AIRCRAFT_CLASSES),
  operator: Type.Optional(StringEnum(OPERATORS)),
  /** Country of the ICAO address block (ISO 3166-1 alpha-2), when known. */
  operatorCountry: Type.Optional(Type.String()),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  onGround: Type.Boolean(),
  /** Barometric altitude, feet. */
  altitudeFt: Type.Optional(Type.Number()),
  /** Ground speed, knots. */
  speedKts: Type.Optional(Type.Number()),
  /** Track over ground, degrees. */
  headingDeg: Type.Optional(Type.Number()),
  /** Feet per minute. */
  verticalRateFpm: Type.Optional(Type.Number()),
  squawk: Type.Optional(Type.String()),
  /** Time of the position, epoch ms (payload `now` minus `seen_pos`). */
  seenAt: Type.Integer({ minimum: 0 }),
});
export type MilitaryAircraft = Static<typeof MilitaryAircraftSchema>;

/** Listed order: newest position first, then address. */
export const militaryAircraftKey = (a: MilitaryAircraft): SortKey => ({ time: a.seenAt, id: a.hex });

/** A theater: a named box with its posture thresholds (configuration, README). */
export const TheaterSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  south: Type.Number(),
  west: Type.Number(),
  north: Type.Number(),
  east: Type.Number(),
  /** Airborne flights from which the posture is elevated. */
  elevated: Type.Integer({ minimum: 1 }),
  /** Airborne flights from which the posture is critical. */
  critical: Type.Integer({ minimum: 1 }),
});
export type Theater = Static<typeof TheaterSchema>;

/** The `military:flights` data. */
export const MilitaryFlightsDataSchema = Type.Object({
  /** Payload `now`, epoch ms. */
  updatedAt: Type.Integer(),
  aircraft: Type.Array(MilitaryAircraftSchema),
  /** The theaters configured when the snapshot was taken (posture reads them). */
  theaters: Type.Array(TheaterSchema),
});
export type MilitaryFlightsData = Static<typeof MilitaryFlightsDataSchema>;

/** One indicator value of one country and year. */
export const IndicatorValueSchema = Type.Object({ year: Type.Integer(), value: Type.Number() });

/** The World Bank military indicators of one country, newest year first per indicator. */
export const CountryMilitaryIndicatorsSchema = Type.Object({
  countryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
  /** Indicator id → values, newest year first. */
  indicators: Type.Record(Type.String(), Type.Array(IndicatorValueSchema)),
});

/** The `military:defense-indicators` data. */
export const DefenseIndicatorsDataSchema = Type.Object({
  /** The source's last update (YYYY-MM-DD), per indicator, when given. */
  lastUpdated: Type.Record(Type.String(), Type.String()),
  countries: Type.Array(CountryMilitaryIndicatorsSchema),
});
export type DefenseIndicatorsData = Static<typeof DefenseIndicatorsDataSchema>;

/** Military snapshot keys. */
export const militaryKeys = {
  flights: defineSnapshotKey({
    name: 'military:flights',
    schema: MilitaryFlightsDataSchema,
    description: 'Military-registered aircraft seen by adsb.lol (/v2/mil), with positions',
    countRecords: (d) => d.aircraft.length,
  }),
  defenseIndicators: defineSnapshotKey({
    name: 'military:defense-indicators',
    schema: DefenseIndicatorsDataSchema,
    description: 'World Bank military expenditure, personnel and arms-trade indicators per country',
    countRecords: (d) => d.countries.length,
  }),
} as const;
