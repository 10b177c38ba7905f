/**
 * Builds the app for tests on an in-memory SQLite store, with no sockets (`inject()`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../src/app';
import { buildApp } from '../../src/app';
import { createApiKey, type NewKeyOptions } from '../../src/auth/api-keys';
import { type Config, loadConfig } from '../../src/config';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';

/** An operator key accepted by every test app (ENTERPRISE_API_KEYS). */
export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdefghijklmnop';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
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
  const store = options.store ?? createSqliteStore(':memory:');
  const app = await buildApp({ config, store, logger: false, ...options.deps });
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
