/**
 * Data schema and snapshot key of the natural-events dataset this service owns: the active
 * tropical cyclones of NOAA's National Hurricane Center. The EONET and GDACS events it merges with
 * them belong to the climate service and are read through `../climate/data`.
 */
import Type, { type Static } from 'typebox';
import { defineSnapshotKey } from '../../store/snapshot';

/** One active storm of NHC's `CurrentStorms.json`, numbers read from NHC's strings. */
export const NhcStormSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'ATCF storm id as NHC writes it, e.g. ep072026' }),
  binNumber: Type.Optional(Type.String({ description: 'Product bin, e.g. EP2' })),
  name: Type.String({ minLength: 1, description: 'Storm name, e.g. Genevieve' }),
  classification: Type.String({ description: 'NHC classification code, e.g. TS or HU' }),
  windKt: Type.Optional(Type.Integer({ minimum: 0, description: 'Maximum sustained wind (kt)' })),
  pressureMb: Type.Optional(Type.Integer({ minimum: 0, description: 'Minimum central pressure (mb)' })),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  movementDirDeg: Type.Optional(Type.Integer({ minimum: 0, maximum: 360 })),
  movementSpeedKt: Type.Optional(Type.Integer({ minimum: 0 })),
  observedAt: Type.Integer({ minimum: 0, description: 'Time of the advisory (`lastUpdate`), epoch ms' }),
  advisoryNumber: Type.Optional(Type.String({ description: 'Public advisory number, e.g. 036 or 002a' })),
  advisoryUrl: Type.Optional(Type.String({ description: 'Public advisory page' })),
});
/** One stored NHC storm. */
export type NhcStorm = Static<typeof NhcStormSchema>;

/** The storms NHC lists as active; an empty list is a normal answer outside the seasons. */
export const NhcStormsDataSchema = Type.Object({
  storms: Type.Array(NhcStormSchema),
});
/** The `natural:storms-nhc` data. */
export type NhcStormsData = Static<typeof NhcStormsDataSchema>;

/** Natural snapshot keys. */
export const naturalKeys = {
  stormsNhc: defineSnapshotKey({
    name: 'natural:storms-nhc',
    schema: NhcStormsDataSchema,
    description: 'NOAA NHC active tropical cyclones (CurrentStorms.json)',
    countRecords: (d) => d.storms.length,
  }),
} as const;
