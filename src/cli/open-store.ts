/**
 * Opens the store the configuration names (the embedded SQLite store by default, Redis with
 * `STORE=redis`), and gives the rate limiter that matches it (DESIGN §5: in memory for the
 * embedded store, shared Redis counters for the distributed one).
 */
import { type Config, sqliteFile } from '../config';
import { createMemoryRateLimiter, type RateLimiter } from '../rate-limit/limiter';
import { createRedisRateLimiter } from '../rate-limit/redis-limiter';
import type { Store } from '../store/ports';
import { createRedisStore, isRedisStore, redactRedisUrl } from '../store/redis';
import { createSqliteStore } from '../store/sqlite';

/** Opens the configured store; with Redis, fails fast when the server does not answer. */
export async function openStore(config: Config): Promise<Store> {
  if (config.store === 'sqlite') return createSqliteStore(sqliteFile(config));
  const store = createRedisStore(config.redisUrl);
  try {
    await store.client.ping();
  } catch (err) {
    await store.close();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`cannot reach Redis at ${redactRedisUrl(config.redisUrl)} (REDIS_URL): ${reason}`);
  }
  return store;
}

/** The rate limiter for `buildApp` that matches an opened store (it shares the Redis connection). */
export function openRateLimiter(store: Store): RateLimiter {
  return isRedisStore(store) ? createRedisRateLimiter(store.client) : createMemoryRateLimiter();
}
