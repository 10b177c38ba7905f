/**
 * The shared client of request-time providers (DESIGN §1): operations with open-ended lookups (a
 * flight's status, a live stream) call their provider through it, so a slow or failing provider
 * costs a bounded time. Per provider: a time box per call, a cache with a TTL for answers and a
 * shorter negative TTL for "nothing" and failures (no retry storms), one call in flight per key
 * (single-flight), and a circuit breaker (cockatiel) that fails fast after repeated failures.
 */
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';
import { LRUCache } from 'lru-cache';
import { describeError, UpstreamStatusError } from './errors';
import type { FetchLike } from './http-client';

/** Time box of one provider call, in ms. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 8_000;
/** How long an answer is reused, in ms. */
export const DEFAULT_PROVIDER_TTL_MS = 5 * 60_000;
/** How long "nothing" or a failure is reused, in ms. */
export const DEFAULT_PROVIDER_NEGATIVE_TTL_MS = 30_000;
/** Keys cached per provider. */
export const DEFAULT_PROVIDER_CACHE_ENTRIES = 1_000;
/** Consecutive failures that open the circuit. */
export const DEFAULT_BREAKER_FAILURES = 5;
/** How long an open circuit refuses calls before one trial call, in ms. */
export const DEFAULT_BREAKER_HALF_OPEN_MS = 30_000;

/** Why a provider gave no answer (`budget_spent`: its daily call budget is used up). */
export type ProviderFailure = 'timeout' | 'circuit_open' | 'upstream' | 'budget_spent';

/** A provider lookup's outcome; never thrown. */
export type ProviderResult<T> =
  | { status: 'ok'; value: T; cacheHit: boolean; fetchedAt: string }
  | { status: 'empty'; cacheHit: boolean }
  | {
      status: 'error';
      reason: ProviderFailure;
      error: string;
      cacheHit: boolean;
      /** The upstream's HTTP status, when it answered with an error status. */
      httpStatus?: number;
    };

/** Options of one provider's client; every default is a named constant above. */
export interface ProviderClientOptions {
  name: string;
  timeoutMs?: number;
  ttlMs?: number;
  negativeTtlMs?: number;
  maxEntries?: number;
  breakerFailures?: number;
  halfOpenAfterMs?: number;
  /**
   * Upstream calls allowed per UTC day (`<PROVIDER>_DAILY_CALLS`); once spent, a lookup that is not
   * cached answers `budget_spent` without calling until 00:00 UTC. Absent: no budget.
   */
  dailyCalls?: number;
  /** Clock in epoch ms (cache expiry, budget day). */
  now?: () => number;
  fetch?: FetchLike;
  userAgent?: string;
}

type Settled<T> = Exclude<ProviderResult<T>, { cacheHit: true }>;
interface Entry {
  result: Settled<unknown>;
  expiresAt: number;
}

/** Limits of a provider's client that its callers (tests) may override. */
export type ProviderLimits = Partial<
  Pick<
    ProviderClientOptions,
    | 'timeoutMs'
    | 'ttlMs'
    | 'negativeTtlMs'
    | 'maxEntries'
    | 'breakerFailures'
    | 'halfOpenAfterMs'
    | 'dailyCalls'
  >
>;

/** What an adapter of a keyed request-time provider takes (its source fills it from its variables). */
export interface KeyedProviderOptions {
  apiKey: string;
  /** Origin of the API, no trailing slash. */
  baseUrl: string;
  /** Upstream calls allowed per UTC day (`<PROVIDER>_DAILY_CALLS`). */
  dailyCalls: number;
  now: () => Date;
  fetch?: FetchLike;
  userAgent?: string;
  /** Overrides of the client's limits (tests). */
  limits?: ProviderLimits;
}

/** The shared client of a keyed provider: its cache TTLs, budget, clock and transport from `options`. */
export function keyedProviderClient(
  identity: { name: string; ttlMs: number; negativeTtlMs: number },
  options: KeyedProviderOptions,
): ProviderClient {
  return new ProviderClient({
    ...identity,
    dailyCalls: options.dailyCalls,
    ...options.limits,
    now: () => options.now().getTime(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
}

/** A load function: resolves with the answer, or null/undefined for "nothing found". */
export type ProviderLoad<T> = (signal: AbortSignal) => Promise<T | null | undefined>;

/** One provider's client. */
export class ProviderClient {
  private readonly cache: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<Settled<unknown>>>();
  private readonly breaker;
  private readonly policy;
  private readonly now: () => number;
  /** Upstream calls made on `budgetDay` (days since the epoch, UTC). */
  private budgetDay = -1;
  private callsToday = 0;

  constructor(private readonly options: ProviderClientOptions) {
    this.now = options.now ?? (() => Date.now());
    this.cache = new LRUCache({ max: options.maxEntries ?? DEFAULT_PROVIDER_CACHE_ENTRIES });
    this.breaker = circuitBreaker(handleAll, {
      halfOpenAfter: options.halfOpenAfterMs ?? DEFAULT_BREAKER_HALF_OPEN_MS,
      breaker: new ConsecutiveBreaker(options.breakerFailures ?? DEFAULT_BREAKER_FAILURES),
    });
    const box = timeout(options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS, TimeoutStrategy.Aggressive);
    this.policy = wrap(this.breaker, box);
  }

  /** Provider name (for logs and degraded bodies). */
  get name(): string {
    return this.options.name;
  }

  /** Circuit state: `closed` (normal), `open` (failing fast) or `half_open` (one trial call). */
  get circuit(): 'closed' | 'open' | 'half_open' {
    const s = this.breaker.state;
    if (s === CircuitState.HalfOpen) return 'half_open';
    return s === CircuitState.Closed ? 'closed' : 'open';
  }

  /** Looks `key` up: cache, else one shared call of `load` through the time box and the breaker. */
  async get<T>(key: string, load: ProviderLoad<T>, ttlMs?: number): Promise<ProviderResult<T>> {
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.now()) return { ...(cached.result as Settled<T>), cacheHit: true };
    const pending = this.inFlight.get(key);
    if (pending) return (await pending) as Settled<T>;
    const call = this.call(key, load, ttlMs).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, call);
    return call;
  }

  /** GETs a URL with this provider's User-Agent; throws UpstreamStatusError on a non-2xx answer. */
  async fetchText(
    url: string,
    init: { headers?: Record<string, string>; signal: AbortSignal },
  ): Promise<string> {
    const fetchFn = this.options.fetch ?? ((u: string, i: RequestInit) => fetch(u, i));
    const headers = {
      ...(this.options.userAgent ? { 'user-agent': this.options.userAgent } : {}),
      ...init.headers,
    };
    const res = await fetchFn(url, { headers, signal: init.signal });
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel().catch(() => undefined);
      throw new UpstreamStatusError(res.status, url);
    }
    return res.text();
  }

  /** Upstream calls left today, or undefined without a budget. */
  get callsLeftToday(): number | undefined {
    if (this.options.dailyCalls === undefined) return undefined;
    return Math.max(0, this.options.dailyCalls - (this.today() === this.budgetDay ? this.callsToday : 0));
  }

  private today(): number {
    return Math.floor(this.now() / 86_400_000);
  }

  /** Takes one call from today's budget; false when it is spent. */
  private spendOne(): boolean {
    if (this.options.dailyCalls === undefined) return true;
    const day = this.today();
    if (day !== this.budgetDay) {
      this.budgetDay = day;
      this.callsToday = 0;
    }
    if (this.callsToday >= this.options.dailyCalls) return false;
    this.callsToday += 1;
    return true;
  }

  private async call<T>(key: string, load: ProviderLoad<T>, ttlMs?: number): Promise<Settled<T>> {
    // A spent budget is not news about this key either: not cached, so tomorrow asks again.
    if (!this.spendOne()) {
      const error = `${this.options.name}: daily call budget of ${this.options.dailyCalls} spent`;
      return { status: 'error', reason: 'budget_spent', error, cacheHit: false };
    }
    let result: Settled<T>;
    try {
      const value = await this.policy.execute(({ signal }) => load(signal));
      result =
        value === null || value === undefined
          ? { status: 'empty', cacheHit: false }
          : { status: 'ok', value, cacheHit: false, fetchedAt: new Date(this.now()).toISOString() };
    } catch (err) {
      result = {
        status: 'error',
        reason: failureOf(err),
        error: describeError(err),
        cacheHit: false,
        ...(err instanceof UpstreamStatusError ? { httpStatus: err.status } : {}),
      };
      // An open circuit is not news about this key: do not cache it.
      if (result.reason === 'circuit_open') return result;
    }
    const ttl =
      result.status === 'ok'
        ? (ttlMs ?? this.options.ttlMs ?? DEFAULT_PROVIDER_TTL_MS)
        : (this.options.negativeTtlMs ?? DEFAULT_PROVIDER_NEGATIVE_TTL_MS);
    if (ttl > 0) this.cache.set(key, { result, expiresAt: this.now() + ttl });
    return result;
  }
}

function failureOf(err: unknown): ProviderFailure {
  if (err instanceof BrokenCircuitError) return 'circuit_open';
  if (err instanceof TaskCancelledError) return 'timeout';
  return 'upstream';
}
