/**
 * Test app with the batch route wired in. Its rate limiter is instrumented: every operation that
 * runs through the pipeline consumes one unit for its own operation id, so counting consumes
 * (other than the batch's own) counts executed operations, whatever the caches in front of the
 * handlers do; holding them keeps operations running. Callers of these tests must therefore be
 * rate-limited ones (anonymous or user keys), not operator keys.
 */

import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createIdempotencyHooks } from '../../http/idempotency';
import { createMemoryRateLimiter, type RateLimiter } from '../../rate-limit/limiter';
import type { IdempotencyStore } from '../../store/ports';
import { createSqliteStore } from '../../store/sqlite';
import { CATALOG } from '..';
import type { PostRoute } from '../handler';
import { executeBatch } from './contract';
import type { DispatchLimits } from './dispatch';
import { createBatchRoute } from './execute';

export const BATCH = '/api/batch/v1/execute';
export const CO2 = '/api/climate/v1/get-co2-monitoring';
export const EVENTS = '/api/conflict/v1/list-dataset-events';

/** Counts operations that reached the rate limiter (the batch itself excluded) and can hold them. */
export interface Probe {
  /** Operations executed so far. */
  runs: number;
  /** Holds every operation from now on at the rate-limit step until the returned function is called. */
  hold(): () => void;
  /** Resolves once `n` operations have started. */
  runsReached(n: number): Promise<void>;
}

/** A test app plus its probe and a settable clock. */
export interface BatchTestApp extends TestApp {
  probe: Probe;
  clock: { ms: number };
  /** A tier-0 user key, sent by `postBatch` when a test sends no credential of its own. */
  batchKey: string;
}

/** Options of a batch test app. */
export interface BatchAppOptions {
  env?: Record<string, string>;
  /** SQLite file (default in memory). */
  file?: string;
  limits?: Partial<DispatchLimits>;
  startMs?: number;
}

function instrumentedLimiter(): { limiter: RateLimiter; probe: Probe } {
  const inner = createMemoryRateLimiter();
  let gate: Promise<void> | undefined;
  const waiters: { n: number; resolve: () => void }[] = [];
  const probe: Probe = {
    runs: 0,
    hold() {
      let open = () => {};
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = undefined;
        open();
      };
    },
    runsReached(n) {
      if (probe.runs >= n) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
  };
  const limiter: RateLimiter = {
    async consume(key, limit) {
      if (!key.startsWith(`${executeBatch.id}|`)) {
        probe.runs += 1;
        for (const w of waiters.filter((w) => probe.runs >= w.n)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
        if (gate) await gate;
      }
      return inner.consume(key, limit);
    },
  };
  return { limiter, probe };
}

/** Builds a test app whose batch route uses the store's idempotency records and a settable clock. */
export async function buildBatchApp(options: BatchAppOptions = {}): Promise<BatchTestApp> {
  const store = createSqliteStore(options.file ?? ':memory:');
  const { limiter, probe } = instrumentedLimiter();
  const clock = { ms: options.startMs ?? Date.UTC(2026, 0, 15, 12) };
  const now = () => new Date(clock.ms);
  const route = batchRoute(store.idempotency, now, options.limits);
  const t = await buildTestApp({
    store,
    env: options.env,
    deps: { now, rateLimiter: limiter, postRoutes: new Map([[executeBatch.id, route]]) },
  });
  return { ...t, probe, clock, batchKey: await t.createKey({ label: 'batch tests' }) };
}

/** The batch route over the whole registry, with idempotency records in `idempotency`. */
export function batchRoute(
  idempotency: IdempotencyStore,
  now: () => Date,
  limits?: Partial<DispatchLimits>,
): PostRoute {
  return createBatchRoute({
    operations: CATALOG.registry.getOperationsByPath,
    idempotencyHooks: (leaseMs) => createIdempotencyHooks({ store: idempotency, now, leaseMs }),
    limits,
  });
}
