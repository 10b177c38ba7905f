/**
 * Every snapshot key of the service and the schema of its data (DESIGN §4). Each domain declares
 * its keys beside their data schemas in `schemas/<domain>.ts`; this file is the one index that
 * parsers, jobs, handlers and health read, and it refuses duplicate names.
 */
import { aviationKeys } from './schemas/aviation';
import { climateKeys } from './schemas/climate';
import { conflictKeys } from './schemas/conflict';
import { economicKeys } from './schemas/economic';
import { intelligenceKeys } from './schemas/intelligence';
import { resilienceKeys } from './schemas/resilience';
import { supplyChainKeys } from './schemas/supply-chain';
import { tradeKeys } from './schemas/trade';
import type { SnapshotKey } from './snapshot';

/** All snapshot keys, by handle. */
export const keys = {
  ...aviationKeys,
  ...climateKeys,
  ...conflictKeys,
  ...supplyChainKeys,
  ...resilienceKeys,
  ...economicKeys,
  ...tradeKeys,
  ...intelligenceKeys,
} as const;

export type SnapshotKeyHandle = keyof typeof keys;
export type SnapshotKeyName = (typeof keys)[SnapshotKeyHandle]['name'];

/** Every key, in declaration order. */
export const ALL_KEYS: readonly SnapshotKey[] = Object.values(keys) as readonly SnapshotKey[];

const names = new Set<string>();
for (const k of ALL_KEYS) {
  if (names.has(k.name)) throw new Error(`Snapshot key ${k.name} is declared twice`);
  names.add(k.name);
}

/** Finds a key by its stored name. */
export function keyByName(name: string): SnapshotKey | undefined {
  return ALL_KEYS.find((k) => k.name === name);
}
