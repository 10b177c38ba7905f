/**
 * Snapshot types shared by the store ports, the ingestion runner and the handlers (DESIGN §4).
 */
import type { Static, TSchema } from 'typebox';

/** Freshness metadata stored with every snapshot. */
export interface SnapshotMeta {
  /** ISO 8601 time the data is true for (the upstream's own update time when it has one). */
  fetchedAt: string;
  /** Where the data came from (upstream name and URL, or `bundled:<file>`). */
  source: string;
  recordCount: number;
  schemaVersion: number;
}

/** A published snapshot of one dataset. */
export interface Snapshot<T> {
  key: string;
  data: T;
  meta: SnapshotMeta;
  /** Monotonic publish sequence number; changes whenever the data changes. */
  version: number;
}

/** A snapshot key: its name, the schema of its data, and how to count its records. */
export interface SnapshotKey<S extends TSchema = TSchema> {
  readonly name: string;
  readonly schema: S;
  readonly schemaVersion: number;
  readonly description: string;
  readonly countRecords: (data: Static<S>) => number;
}

/** Result of reading a snapshot: never a bare null (STYLE rule 7). */
export type SnapshotRead<T> =
  | { status: 'hit'; snapshot: Snapshot<T> }
  | { status: 'miss' }
  | { status: 'error'; error: string };

/** The data type of a key. */
export type DataOf<K> = K extends SnapshotKey<infer S> ? Static<S> : never;

/** Declares a snapshot key (used only by the key groups that `keys.ts` assembles). */
export function defineSnapshotKey<const N extends string, S extends TSchema>(def: {
  name: N;
  schema: S;
  description: string;
  countRecords: (data: Static<S>) => number;
  schemaVersion?: number;
}): SnapshotKey<S> & { readonly name: N } {
  return { schemaVersion: 1, ...def };
}
