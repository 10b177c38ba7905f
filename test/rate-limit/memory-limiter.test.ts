/**
 * The in-memory fixed-window limiter (src/rate-limit/limiter.ts, DESIGN §5): synchronous, one
 * window per key starting at its first unit, ended windows swept once per window length. The clock
 * is injected, so every expectation below is exact.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  RATE_LIMIT_WINDOW_SECONDS,
  type RateLimitDecision,
  type RateLimiter,
} from '../../src/rate-limit/limiter';

const WINDOW_MS = RATE_LIMIT_WINDOW_SECONDS * 1000;
/** A fixed start instant for the injected clock. */
const START = Date.parse('2025-03-01T12:00:00.000Z');

describe('createMemoryRateLimiter', () => {
  let now: number;
  let limiter: RateLimiter;

  beforeEach(() => {
    now = START;
    limiter = createMemoryRateLimiter(() => now);
  });

  /** Consumes one unit, failing the test if the limiter answered with a promise. */
  function take(key: string, limit: number): RateLimitDecision {
    const decision = limiter.consume(key, limit);
    expect(decision).not.toBeInstanceOf(Promise);
    expect(typeof (decision as { then?: unknown }).then).toBe('undefined');
    return decision as RateLimitDecision;
  }

  it('answers synchronously and counts the remaining budget down to 0, then refuses', () => {
    expect(take('k', 3)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
    expect(take('k', 3)).toMatchObject({ allowed: true, remaining: 1 });
    expect(take('k', 3)).toMatchObject({ allowed: true, remaining: 0 });
    expect(take('k', 3)).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 60 });
    // Refused units are not counted: the budget stays at 0, never below.
    expect(take('k', 3)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('counts resetSeconds down as the clock advances, never below 1', () => {
    expect(take('k', 10).resetSeconds).toBe(60);
    now = START + 15_500;
    expect(take('k', 10).resetSeconds).toBe(45);
    now = START + 59_000;
    expect(take('k', 10).resetSeconds).toBe(1);
    now = START + WINDOW_MS - 1;
    expect(take('k', 10)).toMatchObject({ resetSeconds: 1, remaining: 6 });
  });

  it('starts a new window with the full budget when the old one ends', () => {
    take('k', 2);
    now = START + 10_000;
    take('k', 2);
    expect(take('k', 2).allowed).toBe(false);
    // The window began at the first unit, not at the last one.
    now = START + WINDOW_MS;
    expect(take('k', 2)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 60 });
    now = START + WINDOW_MS + 30_000;
    expect(take('k', 2)).toMatchObject({ allowed: true, remaining: 0, resetSeconds: 30 });
    expect(take('k', 2).allowed).toBe(false);
  });

  it('keeps two keys independent', () => {
    take('a', 1);
    expect(take('a', 1).allowed).toBe(false);
    now = START + 20_000;
    expect(take('b', 1)).toEqual({ allowed: true, limit: 1, remaining: 0, resetSeconds: 60 });
    expect(take('b', 1).allowed).toBe(false);
    // Each window ends on its own schedule.
    now = START + WINDOW_MS;
    expect(take('a', 1).allowed).toBe(true);
    expect(take('b', 1)).toMatchObject({ allowed: false, resetSeconds: 20 });
  });

  it('sweeps ended windows but keeps those still running', () => {
    take('ended', 2);
    take('ended', 2);
    now = START + 30_000;
    take('running', 5);
    take('running', 5);
    // Past the first sweep time: this call sweeps. 'ended' ended at START + 60 s.
    now = START + WINDOW_MS + 1_000;
    take('trigger', 5);
    now = START + WINDOW_MS + 2_000;
    expect(take('ended', 2)).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 60 });
    // 'running' keeps its count and its end (START + 90 s).
    expect(take('running', 5)).toEqual({ allowed: true, limit: 5, remaining: 2, resetSeconds: 28 });
  });

  it('keeps one counter per limit, as the Redis limiter does, and never reports a negative remaining', () => {
    for (let i = 0; i < 5; i++) take('shared', 10);
    // A caller of another tier on the same (client-ip) counter starts its own count.
    expect(take('shared', 3)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
    expect(take('shared', 10)).toMatchObject({ allowed: true, limit: 10, remaining: 4 });
    for (let i = 0; i < 3; i++) take('shared', 3);
    expect(take('shared', 3)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('refuses every unit with a zero limit', () => {
    expect(take('k', 0)).toEqual({ allowed: false, limit: 0, remaining: 0, resetSeconds: 60 });
  });
});
