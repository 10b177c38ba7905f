/**
 * Snapshot keys of the airspace-and-orbit wave of the intelligence service: CelesTrak element sets
 * (one record per object, with the orbit read from its elements) and GPSJam's daily interference
 * hexes. Read by `list-satellites` and `list-gps-interference`; other services read them here.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';
import type { SortKey } from '../keyset-cursor';

/** Orbit classes, from the elements (rule in the README). */
export const ORBIT_CLASSES = ['LEO', 'MEO', 'GEO', 'HEO'] as const;
/** One orbit class. */
export type OrbitClass = (typeof ORBIT_CLASSES)[number];

/** Mean elements of one object, as CelesTrak publishes them (TLE or OMM). */
export const OrbitalElementsSchema = Type.Object({
  /** Epoch of the element set, ISO 8601 UTC. */
  epoch: Type.String(),
  /** Revolutions per day. */
  meanMotion: Type.Number({ exclusiveMinimum: 0 }),
  eccentricity: Type.Number({ minimum: 0, exclusiveMaximum: 1 }),
  /** Degrees. */
  inclination: Type.Number(),
  raan: Type.Number(),
  argPerigee: Type.Number(),
  meanAnomaly: Type.Number(),
  bstar: Type.Number(),
  meanMotionDot: Type.Number(),
  meanMotionDdot: Type.Number(),
  elementSetNo: Type.Integer(),
  revAtEpoch: Type.Optional(Type.Integer()),
});

/** One catalogued object. */
export const SatelliteRecordSchema = Type.Object({
  /** NORAD catalogue number, as text. */
  id: Type.String({ minLength: 1, maxLength: 9 }),
  name: Type.String(),
  /** CelesTrak group whose answer listed it first. */
  group: Type.String(),
  /** International designator (`2004-049A`), when given. */
  objectId: Type.Optional(Type.String()),
  /** Epoch of the element set, epoch ms: the record's date. */
  epochMs: Type.Integer(),
  elements: OrbitalElementsSchema,
  /** TLE lines, when the source was a TLE answer. */
  line1: Type.Optional(Type.String({ minLength: 69, maxLength: 69 })),
  line2: Type.Optional(Type.String({ minLength: 69, maxLength: 69 })),
  periodMinutes: Type.Number(),
  apogeeKm: Type.Number(),
  perigeeKm: Type.Number(),
  orbitClass: StringEnum(ORBIT_CLASSES),
  /** Operator country (ISO 3166-1 alpha-2) from the name's programme, when known. */
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  /** Purpose category from the name's programme (`sar`, `optical`, `military`), when known. */
  type: Type.Optional(Type.String()),
});
/** One stored object. */
export type SatelliteRecord = Static<typeof SatelliteRecordSchema>;

/** Stored and listed order: newest epoch first, then id. */
export const satelliteKey = (s: SatelliteRecord): SortKey => ({ time: s.epochMs, id: s.id });

/** The `intelligence:satellites` data. */
export const SatellitesDataSchema = Type.Object({
  /** The groups asked, in order. */
  groups: Type.Array(Type.String()),
  satellites: Type.Array(SatelliteRecordSchema),
});
export type SatellitesData = Static<typeof SatellitesDataSchema>;

/** Interference levels by GPSJam's published shares of aircraft with bad navigation accuracy. */
export const GPS_LEVELS = ['low', 'medium', 'high'] as const;
export type GpsLevel = (typeof GPS_LEVELS)[number];

/** One H3 cell of one day with at least one aircraft reporting bad navigation accuracy. */
export const GpsHexRecordSchema = Type.Object({
  h3: Type.String({ minLength: 15, maxLength: 15 }),
  /** UTC day of the file, YYYY-MM-DD. */
  date: Type.String(),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  goodAircraft: Type.Integer({ minimum: 0 }),
  badAircraft: Type.Integer({ minimum: 1 }),
  level: StringEnum(GPS_LEVELS),
});
export type GpsHexRecord = Static<typeof GpsHexRecordSchema>;

/** One daily file read. */
export const GpsDaySchema = Type.Object({
  date: Type.String(),
  /** Every cell of the file, with or without bad aircraft. */
  totalHexes: Type.Integer({ minimum: 0 }),
});

/** The `intelligence:gps-interference` data: the newest days first. */
export const GpsInterferenceDataSchema = Type.Object({
  days: Type.Array(GpsDaySchema),
  hexes: Type.Array(GpsHexRecordSchema),
});
export type GpsInterferenceData = Static<typeof GpsInterferenceDataSchema>;

/** Snapshot keys of the orbit wave. */
export const orbitKeys = {
  satellites: defineSnapshotKey({
    name: 'intelligence:satellites',
    schema: SatellitesDataSchema,
    description: 'CelesTrak GP element sets of the configured groups, with orbits read from the elements',
    countRecords: (d) => d.satellites.length,
  }),
  gpsInterference: defineSnapshotKey({
    name: 'intelligence:gps-interference',
    schema: GpsInterferenceDataSchema,
    description: 'GPSJam daily H3 cells with aircraft reporting bad navigation accuracy',
    countRecords: (d) => d.hexes.length,
  }),
} as const;
