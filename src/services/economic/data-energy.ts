/**
 * Snapshot keys of the energy weeklies wave: US total crude stocks including the SPR (EIA
 * WCRSTUS1, what the reference's get-crude-inventories reports) and annual US generating capacity
 * by energy source (EIA state electricity profiles). Natural-gas storage is read from the existing
 * `economic:eia-nat-gas-storage` key.
 */
import Type, { type Static } from 'typebox';
import { defineSnapshotKey } from '../../store/snapshot';
import { EiaPointSchema } from './data';

/** EIA total US crude oil stocks including the SPR, thousand barrels. */
export const EIA_CRUDE_TOTAL = { series: 'WCRSTUS1', units: 'MBBL' } as const;

/** The energy sources of get-energy-capacity (EIA `energysourceid`): solar, wind, coal. */
export const CAPACITY_SOURCES = ['SUN', 'WND', 'COL'] as const;
/** A tracked energy source. */
export type CapacitySource = (typeof CAPACITY_SOURCES)[number];

/** Annual US net summer capacity per energy source, megawatts, oldest year first. */
export const EnergyCapacityDataSchema = Type.Object({
  series: Type.Array(
    Type.Object({
      energySource: Type.String({ minLength: 1 }),
      name: Type.String({ minLength: 1 }),
      years: Type.Array(
        Type.Object({
          year: Type.Integer({ minimum: 1900, maximum: 2200 }),
          capacityMw: Type.Number({ minimum: 0 }),
        }),
        { minItems: 1 },
      ),
    }),
    { minItems: 1 },
  ),
});
/** The `economic:eia-energy-capacity` data. */
export type EnergyCapacityData = Static<typeof EnergyCapacityDataSchema>;

/** Energy snapshot keys of the wave. */
export const energyKeys = {
  eiaCrudeTotalStocks: defineSnapshotKey({
    name: 'economic:eia-crude-total-stocks',
    schema: Type.Object({
      series: Type.Literal(EIA_CRUDE_TOTAL.series),
      units: Type.Literal(EIA_CRUDE_TOTAL.units),
      points: Type.Array(EiaPointSchema, { minItems: 1 }),
    }),
    description: 'EIA weekly US crude oil ending stocks including the SPR (WCRSTUS1)',
    countRecords: (d) => d.points.length,
  }),
  eiaEnergyCapacity: defineSnapshotKey({
    name: 'economic:eia-energy-capacity',
    schema: EnergyCapacityDataSchema,
    description: 'EIA annual US generating capacity by energy source (solar, wind, coal)',
    countRecords: (d) => d.series.reduce((n, s) => n + s.years.length, 0),
  }),
} as const;
