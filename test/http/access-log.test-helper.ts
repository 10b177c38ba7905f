/**
 * Child process of the access-log test: builds the app with its default logger (stdout through the
 * asynchronous destination), answers N requests, closes the app and exits at once with
 * `process.exit`: lines still buffered then must be flushed at close or at exit, not dropped.
 */
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createSqliteStore } from '../../src/store/sqlite';

const requests = Number(process.argv[2] ?? '10');
const config = loadConfig({ DATA_DIR: '/nonexistent-test-data', LOG_LEVEL: 'info' }, process.cwd());
const store = createSqliteStore(':memory:');
const app = await buildApp({ config, store });
await app.ready();
for (let i = 0; i < requests; i++) await app.inject({ url: '/api/version' });
await app.close();
await store.close();
process.exit(0);
