/**
 * Data schemas of the climate snapshots (what the parsers publish, what the handlers read).
 */
import Type from 'typebox';
import { defineSnapshotKey } from '../snapshot';

/** One monthly mean of a greenhouse gas series. */
export const MonthlyMeanSchema = Type.Object({
  year: Type.Integer(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  value: Type.Number(),
});

/** NOAA GML monthly CO2 (Mauna Loa) and global CH4 means. */
export const Co2DataSchema = Type.Object({
  station: Type.String(),
  co2Monthly: Type.Array(MonthlyMeanSchema, { minItems: 1 }),
  ch4Monthly: Type.Array(MonthlyMeanSchema),
});

/** Climate snapshot keys. */
export const climateKeys = {
  climateCo2: defineSnapshotKey({
    name: 'climate:co2-monitoring',
    schema: Co2DataSchema,
    description: 'NOAA GML monthly CO2 (Mauna Loa) and global CH4 means',
    countRecords: (d) => d.co2Monthly.length,
  }),
} as const;
