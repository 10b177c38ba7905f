/**
 * The rate-limiter port (DESIGN §5): a fixed window per key. The embedded mode counts in memory
 * (no store write per request); the Redis adapter implements the same port for the distributed
 * mode. Fixed windows allow a burst of up to 2 × limit across a window boundary (a caller can
 * spend its whole budget at the end of one window and again at the start of the next); this is
 * the documented trade for O(1) memory and one counter per key.
 */

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
  /**
   * Consumes `units` units (one by default; a POST lookup costs one per id), all or none:
   * synchronous in memory, a promise when the counter lives in another store.
   */
  consume(key: string, limit: number, units?: number): RateLimitDecision | Promise<RateLimitDecision>;
}

interface Window {
  count: number;
  /** Epoch ms at which this window ends. */
  endsAt: number;
}

/**
 * In-memory fixed-window limiter: one counter per (limit, key), its window starting at the key's
 * first unit — the semantics of the Redis limiter, which also keeps one counter family per limit
 * (a `client-ip` counter is shared by callers of different tiers). Synchronous, so a limited
 * request costs no promise. Ended windows are swept once per window length.
 */
export function createMemoryRateLimiter(nowMs: () => number = () => Date.now()): RateLimiter {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000;
  const byLimit = new Map<number, Map<string, Window>>();
  let nextSweepAt = nowMs() + windowMs;
  const sweep = (now: number) => {
    for (const windows of byLimit.values()) {
      for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
    }
    nextSweepAt = now + windowMs;
  };
  return {
    consume(key, limit, units = 1) {
      const now = nowMs();
      if (now >= nextSweepAt) sweep(now);
      let windows = byLimit.get(limit);
      if (!windows) {
        windows = new Map();
        byLimit.set(limit, windows);
      }
      let w = windows.get(key);
      if (!w || w.endsAt <= now) {
        w = { count: 0, endsAt: now + windowMs };
        windows.set(key, w);
      }
      const allowed = w.count + units <= limit;
      if (allowed) w.count += units;
      return {
        allowed,
        limit,
        remaining: Math.max(0, limit - w.count),
        resetSeconds: Math.max(1, Math.ceil((w.endsAt - now) / 1000)),
      };
    },
  };
}
