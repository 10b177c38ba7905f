/**
 * Every snapshot key of the service and the schema of its data, defined once (DESIGN §4).
 * Parsers produce these shapes; handlers read them.
 */
import type { Static, TSchema } from 'typebox';
import { Co2DataSchema } from './schemas/climate';
import type { SnapshotKey } from './snapshot';

function key<S extends TSchema>(
  name: string,
  schema: S,
  description: string,
  countRecords: (data: Static<S>) => number,
  schemaVersion = 1,
): SnapshotKey<S> {
  return { name, schema, description, countRecords, schemaVersion };
}

/** All snapshot keys, by handle. */
export const keys = {
  climateCo2: key(
    'climate:co2-monitoring',
    Co2DataSchema,
    'NOAA GML Mauna Loa CO2 and global CH4',
    (d) => d.co2Monthly.length,
  ),
} as const;

export type SnapshotKeyHandle = keyof typeof keys;
export type SnapshotKeyName = (typeof keys)[SnapshotKeyHandle]['name'];

/** Every key, in declaration order. */
export const ALL_KEYS: readonly SnapshotKey[] = Object.values(keys) as readonly SnapshotKey[];

/** Finds a key by its stored name. */
export function keyByName(name: string): SnapshotKey | undefined {
  return ALL_KEYS.find((k) => k.name === name);
}
