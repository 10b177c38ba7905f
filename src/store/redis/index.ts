/**
 * The distributed store (DESIGN §1): every port on one Redis, shared by any number of API
 * processes and ingestion workers. All keys start with REDIS_KEY_PREFIX.
 */
import type { Redis } from 'ioredis';
import type { Store } from '../ports';
import { closeRedisClient, createRedisClient } from './client';
import { createRedisIdempotencyStore } from './idempotency-store';
import { createRedisIngestStatusStore } from './ingest-status-store';
import { createRedisJobLockStore } from './job-lock-store';
import { createRedisKeyStore } from './key-store';
import { createRedisSnapshotStore } from './snapshot-store';

export { REDIS_KEY_PREFIX, redactRedisUrl } from './client';

/** A Redis-backed store; `client` is exposed so the rate limiter can share the connection. */
export interface RedisStore extends Store {
  readonly client: Redis;
}

/** Options of the Redis store. */
export interface RedisStoreOptions {
  /** Receives connection errors (ioredis keeps reconnecting); by default they are dropped. */
  onError?: (err: Error) => void;
}

/** Opens the distributed store on `url`; the connection is made in the background. */
export function createRedisStore(
  url: string,
  now: () => Date = () => new Date(),
  options: RedisStoreOptions = {},
): RedisStore {
  const client = createRedisClient(url, options.onError);
  return {
    client,
    snapshots: createRedisSnapshotStore(client, now),
    keys: createRedisKeyStore(client),
    ingestStatus: createRedisIngestStatusStore(client),
    idempotency: createRedisIdempotencyStore(client),
    jobLocks: createRedisJobLockStore(client),
    async ping() {
      await client.ping();
    },
    async close() {
      await closeRedisClient(client);
    },
  };
}

/** Whether a store is the Redis one (so callers can pick the matching rate limiter). */
export function isRedisStore(store: Store): store is RedisStore {
  return 'client' in store && typeof (store as Partial<RedisStore>).client?.evalsha === 'function';
}
