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

/** What identifies one idempotent request: who sent it, to which path, with which key and body. */
export interface IdempotencyRequest {
  /** The caller's scope: authenticated caller id, or `ip:<addr>` for an anonymous one. */
  scope: string;
  path: string;
  key: string;
  /** SHA-256 of the canonical JSON of the request body. */
  bodyHash: string;
}

/** A stored response: only what a replay reproduces (SPEC §4.3 rule 5). */
export interface StoredResponse {
  status: number;
  contentType: string;
  body: string;
  /** Headers of the first answer a replay repeats (a POST lookup's X-Data-*); absent when none. */
  headers?: Readonly<Record<string, string>>;
}

/** Outcome of claiming an idempotency key. */
export type IdempotencyClaim =
  /** Nobody holds the key: the caller executes, then completes or releases with `token`. */
  | { status: 'claimed'; token: string }
  /** Another request with this key and body is still running (its lease ends at `leaseUntil`, ms). */
  | { status: 'in_flight'; leaseUntil: number }
  | { status: 'completed'; response: StoredResponse }
  /** The key was used with a different body. */
  | { status: 'mismatch' };

/**
 * Idempotency records (DESIGN §3). `claim` is atomic: of several concurrent claims of one absent
 * key, exactly one is `claimed`. An in-flight claim holds a lease so a process that died
 * mid-request does not block the key forever; expired records read as absent.
 */
export interface IdempotencyStore {
  /** Claims the key at `now` (epoch ms); an in-flight claim lasts `leaseMs` unless completed. */
  claim(request: IdempotencyRequest, now: number, leaseMs: number): Promise<IdempotencyClaim>;
  /** Stores the response of a claim still held by `token`, kept `ttlMs` from `now`; false if lost. */
  complete(
    request: IdempotencyRequest,
    token: string,
    response: StoredResponse,
    now: number,
    ttlMs: number,
  ): Promise<boolean>;
  /** Drops a claim held by `token` without storing anything, so a retry executes again. */
  release(request: IdempotencyRequest, token: string): Promise<void>;
}

/**
 * Job locks (DESIGN §1): an ingestion job runs on one worker at a time, however many processes
 * share the store. A lock is a lease: it ends by itself after `ttlMs`, so a worker that dies
 * holding one blocks the job for one lease at most.
 */
export interface JobLockStore {
  /** Takes the lock `name` for `ttlMs` unless someone else's lease is running; its token, or undefined. */
  acquire(name: string, now: number, ttlMs: number): Promise<string | undefined>;
  /** Frees `name` if `token` still holds it (a lease that ended and was taken by another stays theirs). */
  release(name: string, token: string): Promise<void>;
  /**
   * Extends the lease of `name` to `ttlMs` from `now` if `token` still holds it; false when the
   * lock was lost (its lease ended and someone else may hold it now).
   */
  renew(name: string, token: string, now: number, ttlMs: number): Promise<boolean>;
}

/** Everything the app needs from a store backend. */
export interface Store {
  snapshots: SnapshotStore;
  keys: KeyStore;
  ingestStatus: IngestStatusStore;
  idempotency: IdempotencyStore;
  jobLocks: JobLockStore;
  /** Resolves when the backend answers a trivial request (readiness, health); rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
