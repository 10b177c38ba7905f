/**
 * Redis adapter of the RateLimiter port (DESIGN §5), for the distributed mode: every API process
 * counts in the same Redis counters, so a caller's limit holds across processes. Same fixed-window
 * semantics as the memory limiter (`rate-limiter-flexible`: a counter per key that starts its
 * RATE_LIMIT_WINDOW_SECONDS window at its first unit), with the same documented boundary burst.
 *
 * When Redis is unreachable the limiter does not wait for it: it falls back to an in-memory
 * limiter of the same limit, so each process keeps enforcing the limit on its own traffic instead
 * of failing every request.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS_KEY_PREFIX } from '../store/redis/client';
import { RATE_LIMIT_WINDOW_SECONDS, type RateLimitDecision, type RateLimiter } from './limiter';

/** Prefix of the rate-limit counters in Redis. */
export const REDIS_RATE_LIMIT_PREFIX = `${REDIS_KEY_PREFIX}rate-limit`;

/** The Redis key counting `key` under `limit` (one counter family per distinct limit). */
export function redisRateLimitKey(key: string, limit: number): string {
  return `${REDIS_RATE_LIMIT_PREFIX}:l${limit}:${key}`;
}

/** Fixed-window limiter on Redis, one `rate-limiter-flexible` instance per distinct limit. */
export function createRedisRateLimiter(client: Redis): RateLimiter {
  const byLimit = new Map<number, RateLimiterRedis>();
  const limiterFor = (limit: number) => {
    let l = byLimit.get(limit);
    if (!l) {
      l = new RateLimiterRedis({
        storeClient: client,
        points: limit,
        duration: RATE_LIMIT_WINDOW_SECONDS,
        keyPrefix: `${REDIS_RATE_LIMIT_PREFIX}:l${limit}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: limit, duration: RATE_LIMIT_WINDOW_SECONDS }),
      });
      byLimit.set(limit, l);
    }
    return l;
  };
  return {
    async consume(key, limit, units = 1) {
      try {
        return toDecision(true, limit, await limiterFor(limit).consume(key, units));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          // All or none: a refused multi-unit consume gives its units back (the counter took them).
          if (units > 1)
            await limiterFor(limit)
              .reward(key, units)
              .catch(() => undefined);
          return toDecision(false, limit, rejection);
        }
        throw rejection;
      }
    },
  };
}

function toDecision(allowed: boolean, limit: number, res: RateLimiterRes): RateLimitDecision {
  return {
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}
