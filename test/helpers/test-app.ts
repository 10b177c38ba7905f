/**
 * Builds the app for tests on an in-memory SQLite store, with no sockets (`inject()`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../src/app';
import { buildApp } from '../../src/app';
import { createApiKey, type NewKeyOptions } from '../../src/auth/api-keys';
import { type Config, loadConfig } from '../../src/config';
import { CATALOG } from '../../src/services';
import { cacheSnapshots, type ServedStore } from '../../src/store/cached-snapshot-store';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';

/** An operator key accepted by every test app (ENTERPRISE_API_KEYS). */
export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdefghijklmnop';

/** Longest delay a Node timer accepts, in ms (about 24.8 days; a longer one fires at once). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * The load shedding of test apps: it never sheds. The shedder samples real event-loop lag, which
 * on a busy machine (another test suite, any CPU-heavy process) passes any threshold now and then;
 * a test of something else must not answer 503 because of it. Its sampler never runs within a
 * test (so "no sample in a whole interval" never counts as overloaded either), and no lag passes
 * the threshold. The shedder itself is tested where it is the subject
 * (test/http/load-shedding.test.ts), with a lowered threshold and a lag the test makes.
 */
export const TEST_LOAD_SHEDDING = {
  maxEventLoopDelayMs: Number.POSITIVE_INFINITY,
  sampleIntervalMs: MAX_TIMER_DELAY_MS,
} as const;

export interface TestApp {
  app: FastifyInstance;
  /** The store the app serves from (snapshots cached in memory): publish through it. */
  store: ServedStore;
  config: Config;
  /** Creates a user key and returns it. */
  createKey(options?: NewKeyOptions): Promise<string>;
  close(): Promise<void>;
}

/** Options of a test app: environment overrides and dependency overrides (`loadShedding` included). */
export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
  store?: Store;
}

/** Builds a ready test app. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig(
    {
      DATA_DIR: '/nonexistent-test-data',
      ENTERPRISE_API_KEYS: TEST_OPERATOR_KEY,
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    process.cwd(),
  );
  const store = await servedStore(options.store ?? createSqliteStore(':memory:'));
  const app = await buildApp({
    config,
    store,
    jobs: CATALOG.createJobs(config.sourceEnv),
    logger: false,
    loadShedding: TEST_LOAD_SHEDDING,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    store,
    config,
    async createKey(keyOptions = {}) {
      const { key } = await createApiKey(store.keys, keyOptions, new Date());
      return key;
    },
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/**
 * The store an app is built on, as the composition roots make it: snapshots answered from memory.
 * Publish through the returned store (a publish on the given one is seen after the next poll).
 */
export function servedStore(store: Store): Promise<ServedStore> {
  return cacheSnapshots(store, { keyByName: CATALOG.keyByName });
}
