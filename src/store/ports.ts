/**
 * Store ports (DESIGN §1): small interfaces with an embedded (SQLite) and a distributed (Redis)
 * adapter each. The same conformance tests run on every adapter.
 */
import type { Static, TSchema } from 'typebox';
import type { Snapshot, SnapshotKey, SnapshotMeta, SnapshotRead } from './snapshot';

/** Summary of one stored snapshot, for health. */
export interface SnapshotInfo {
  key: string;
  meta: SnapshotMeta;
  version: number;
  publishedAt: string;
}

/** Snapshots of every dataset: latest version only, replaced atomically. */
export interface SnapshotStore {
  read<S extends TSchema>(key: SnapshotKey<S>): Promise<SnapshotRead<Static<S>>>;
  /** Validates and atomically replaces the snapshot; returns the new snapshot. */
  publish<S extends TSchema>(
    key: SnapshotKey<S>,
    data: Static<S>,
    meta: Pick<SnapshotMeta, 'fetchedAt' | 'source'>,
  ): Promise<Snapshot<Static<S>>>;
  list(): Promise<SnapshotInfo[]>;
}

/** Caller tiers (DESIGN §5): 0 free, 1 pro, 2 api, 3 enterprise. */
export type Tier = 0 | 1 | 2 | 3;
export const TIERS: readonly Tier[] = [0, 1, 2, 3];
export type SubscriptionState = 'active' | 'lapsed' | 'renewal_pending';
export const SUBSCRIPTION_STATES: readonly SubscriptionState[] = ['active', 'lapsed', 'renewal_pending'];

/** A user API key as stored: never the key itself, only its SHA-256 hash. */
export interface ApiKeyRecord {
  id: string;
  hash: string;
  label: string;
  accountId: string;
  tier: Tier;
  scopes: string[];
  subscription: SubscriptionState;
  planKey: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Lookup result for a key hash. */
export type KeyLookup = { status: 'found'; record: ApiKeyRecord } | { status: 'missing' };

/** API keys. */
export interface KeyStore {
  insert(record: ApiKeyRecord): Promise<void>;
  findByHash(hash: string): Promise<KeyLookup>;
  findById(id: string): Promise<KeyLookup>;
  list(): Promise<ApiKeyRecord[]>;
  count(): Promise<number>;
  update(
    id: string,
    patch: Partial<
      Pick<ApiKeyRecord, 'tier' | 'subscription' | 'planKey' | 'revokedAt' | 'scopes' | 'label'>
    >,
  ): Promise<boolean>;
  touch(id: string, at: string): Promise<void>;
}

/** One ingestion job's last outcome, for health (DESIGN §4). */
export interface IngestRunRecord {
  job: string;
  state: 'ok' | 'stale' | 'not_configured' | 'never_run';
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  attempts: number;
}

/** Outcomes of ingestion runs. */
export interface IngestStatusStore {
  record(run: IngestRunRecord): Promise<void>;
  list(): Promise<IngestRunRecord[]>;
}

/** Everything the app needs from a store backend. */
export interface Store {
  snapshots: SnapshotStore;
  keys: KeyStore;
  ingestStatus: IngestStatusStore;
  close(): Promise<void>;
}
