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

export interface TestApp {
  app: FastifyInstance;
  /** The store the app serves from (snapshots cached in memory): publish through it. */
  store: ServedStore;
  config: Config;
  /** Creates a user key and returns it. */
  createKey(options?: NewKeyOptions): Promise<string>;
  close(): Promise<void>;
}

/** Options of a test app: environment overrides and dependency overrides. */
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
