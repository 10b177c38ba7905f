/**
 * Data schemas and snapshot keys of the chokepoint datasets (IMF PortWatch): the chokepoints
 * PortWatch tracks with their positions, and their daily transit calls and capacities. Both come
 * from PortWatch itself (ids `chokepoint1` …, names, positions), never from a typed table.
 */
import Type, { type Static } from 'typebox';
import { defineSnapshotKey } from '../../store/snapshot';

/** One chokepoint of PortWatch's chokepoint database. */
export const ChokepointPlaceSchema = Type.Object({
  /** PortWatch's `portid`, lower case (`chokepoint11`). */
  id: Type.String({ minLength: 1 }),
  /** PortWatch's `portname` (`Taiwan Strait`). */
  name: Type.String({ minLength: 1 }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
});
/** A chokepoint as stored. */
export type ChokepointPlace = Static<typeof ChokepointPlaceSchema>;

/** The chokepoint database, ordered by PortWatch's number (`chokepoint1`, `chokepoint2`, …). */
export const ChokepointRegistrySchema = Type.Object({
  chokepoints: Type.Array(ChokepointPlaceSchema, { minItems: 1 }),
});
/** The `supply-chain:chokepoint-registry` data. */
export type ChokepointRegistry = Static<typeof ChokepointRegistrySchema>;

const Count = () => Type.Optional(Type.Integer({ minimum: 0 }));
const Tonnes = () => Type.Optional(Type.Number({ minimum: 0 }));

/** One day of transits through a chokepoint; a count PortWatch leaves out stays absent. */
export const TransitDaySchema = Type.Object({
  /** `YYYY-MM-DD` (UTC day). */
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  container: Count(),
  dryBulk: Count(),
  generalCargo: Count(),
  roro: Count(),
  tanker: Count(),
  /** PortWatch's `n_cargo`: container, dry bulk, general cargo and ro-ro together. */
  cargo: Count(),
  total: Type.Integer({ minimum: 0 }),
  /** Deadweight tonnes in transit by vessel type (`capacity_*`). */
  capContainer: Tonnes(),
  capDryBulk: Tonnes(),
  capGeneralCargo: Tonnes(),
  capRoro: Tonnes(),
  capTanker: Tonnes(),
});
/** One stored day. */
export type TransitDay = Static<typeof TransitDaySchema>;

/** One chokepoint's days, newest first. */
export const ChokepointTransitsSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  days: Type.Array(TransitDaySchema, { minItems: 1 }),
});
/** One chokepoint's transit history as stored. */
export type ChokepointTransits = Static<typeof ChokepointTransitsSchema>;

/** Every chokepoint with transits, ordered by PortWatch's number. */
export const ChokepointTransitsDataSchema = Type.Object({
  chokepoints: Type.Array(ChokepointTransitsSchema, { minItems: 1 }),
});
/** The `supply-chain:chokepoint-transits` data. */
export type ChokepointTransitsData = Static<typeof ChokepointTransitsDataSchema>;

/** Snapshot keys of the chokepoint datasets. */
export const chokepointKeys = {
  chokepointRegistry: defineSnapshotKey({
    name: 'supply-chain:chokepoint-registry',
    schema: ChokepointRegistrySchema,
    description: 'IMF PortWatch chokepoint database: ids, names and positions of the chokepoints tracked',
    countRecords: (d) => d.chokepoints.length,
  }),
  chokepointTransits: defineSnapshotKey({
    name: 'supply-chain:chokepoint-transits',
    schema: ChokepointTransitsDataSchema,
    description: 'IMF PortWatch daily transit calls and capacity per chokepoint (last 180 days)',
    countRecords: (d) => d.chokepoints.reduce((n, c) => n + c.days.length, 0),
  }),
} as const;
