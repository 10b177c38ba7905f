/**
 * Opens the store the configuration names (the embedded SQLite store by default, Redis with
 * `STORE=redis`), and gives the rate limiter that matches it (DESIGN §5: in memory for the
 * embedded store, shared Redis counters for the distributed one).
 */
import { type Config, sqliteFile } from '../config';
import { createMemoryRateLimiter, type RateLimiter } from '../rate-limit/limiter';
import type { Store } from '../store/ports';
import { createSqliteStore } from '../store/sqlite';

/** The Redis rate limiter of each opened Redis store (the Redis modules load only with STORE=redis). */
const redisLimiters = new WeakMap<Store, () => RateLimiter>();

/** Opens the configured store; with Redis, fails fast when the server does not answer. */
export async function openStore(config: Config): Promise<Store> {
  if (config.store === 'sqlite') return createSqliteStore(sqliteFile(config));
  // Loaded on demand: the embedded mode never pays for ioredis and rate-limiter-flexible.
  const [{ createRedisStore, redactRedisUrl }, { createRedisRateLimiter }] = await Promise.all([
    import('../store/redis'),
    import('../rate-limit/redis-limiter'),
  ]);
  const store = createRedisStore(config.redisUrl);
  redisLimiters.set(store, () => createRedisRateLimiter(store.client));
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
  return redisLimiters.get(store)?.() ?? createMemoryRateLimiter();
}
