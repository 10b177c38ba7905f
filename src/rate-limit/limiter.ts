/**
 * The rate-limiter port (DESIGN §5): a fixed window per key. The embedded mode counts in memory
 * (no store write per request); a Redis adapter can implement the same port for the distributed
 * mode. Fixed windows allow a burst of up to 2 × limit across a window boundary (a caller can
 * spend its whole budget at the end of one window and again at the start of the next); this is
 * the documented trade for O(1) memory and one counter per key.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Length of a rate-limit window. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The outcome of consuming one unit. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

/** Counts requests per key in fixed windows. */
export interface RateLimiter {
  consume(key: string, limit: number): Promise<RateLimitDecision>;
}

/** In-memory fixed-window limiter on `rate-limiter-flexible`, one instance per distinct limit. */
export function createMemoryRateLimiter(): RateLimiter {
  const byLimit = new Map<number, RateLimiterMemory>();
  const limiterFor = (limit: number) => {
    let l = byLimit.get(limit);
    if (!l) {
      l = new RateLimiterMemory({
        points: limit,
        duration: RATE_LIMIT_WINDOW_SECONDS,
        keyPrefix: `l${limit}`,
      });
      byLimit.set(limit, l);
    }
    return l;
  };
  return {
    async consume(key, limit) {
      try {
        const res = await limiterFor(limit).consume(key, 1);
        return decision(true, limit, res);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return decision(false, limit, rejection);
        throw rejection;
      }
    },
  };
}

function decision(allowed: boolean, limit: number, res: RateLimiterRes): RateLimitDecision {
  return {
    allowed,
    limit,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}
