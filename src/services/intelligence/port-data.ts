/**
 * Data schema and snapshot key of the port activity dataset (IMF PortWatch): each port of
 * PortWatch's ports database with its tanker calls and tanker cargo tonnes summed over the last
 * 30 days PortWatch has published and the 30 days before.
 */
import Type, { type Static } from 'typebox';
import { defineSnapshotKey } from '../../store/snapshot';

const Sum = () => Type.Optional(Type.Number({ minimum: 0 }));

/** One port and its sums. */
export const PortActivityRecordSchema = Type.Object({
  /** PortWatch's `portid` (`port1069`). */
  id: Type.String({ minLength: 1 }),
  name: Type.String({ minLength: 1 }),
  /** ISO 3166-1 alpha-2 of PortWatch's `ISO3`. */
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  /** Sum of `portcalls_tanker` over the last 30 days; absent when PortWatch has no rows then. */
  tankerCalls30d: Sum(),
  /** Sum of `import_tanker` (metric tonnes) over the same days. */
  importTanker30d: Sum(),
  /** Sum of `export_tanker` (metric tonnes). */
  exportTanker30d: Sum(),
  /** Sum of `portcalls_tanker` over the 30 days before. */
  priorTankerCalls30d: Sum(),
});
/** One stored port. */
export type PortActivityRecord = Static<typeof PortActivityRecordSchema>;

/** The dataset: the windows' last day and the ports, ordered by id number. */
export const PortActivityDataSchema = Type.Object({
  /** Last day of the recent window (PortWatch's newest day), YYYY-MM-DD. */
  lastDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  ports: Type.Array(PortActivityRecordSchema, { minItems: 1 }),
});
/** The `intelligence:port-activity` data. */
export type PortActivityData = Static<typeof PortActivityDataSchema>;

/** Snapshot key of the port activity dataset. */
export const portActivityKeys = {
  portActivity: defineSnapshotKey({
    name: 'intelligence:port-activity',
    schema: PortActivityDataSchema,
    description: 'IMF PortWatch ports with tanker calls and tonnes over the last 30 days and the 30 before',
    countRecords: (d) => d.ports.length,
  }),
} as const;
