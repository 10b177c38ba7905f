/**
 * Child process of the access-log test: builds the app with its default logger (stdout through the
 * asynchronous destination), answers N requests, closes the app and exits at once with
 * `process.exit`: lines still buffered then must be flushed at close or at exit, not dropped. Then
 * the same number of GETs of one operation over a socket, as the operator: all but the first are
 * cached answers, whose access lines the server log builds itself.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createSqliteStore } from '../../src/store/sqlite';
import { servedStore, TEST_LOAD_SHEDDING } from '../helpers/test-app';

const requests = Number(process.argv[2] ?? '10');
const operatorKey = 'helper-operator-key-0123456789abcdefghijkl';
const config = loadConfig(
  { DATA_DIR: '/nonexistent-test-data', LOG_LEVEL: 'info', ENTERPRISE_API_KEYS: operatorKey },
  process.cwd(),
);
const store = await servedStore(createSqliteStore(':memory:'));
// Every request must be answered (200), whatever the machine is doing: the shedder never sheds.
const app = await buildApp({ config, store, jobs: [], loadShedding: TEST_LOAD_SHEDDING });
await app.ready();
for (let i = 0; i < requests; i++) await app.inject({ url: '/api/version' });
await app.listen({ host: '127.0.0.1', port: 0 });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/climate/v1/get-co2-monitoring`;
for (let i = 0; i < requests; i++)
  await (await fetch(url, { headers: { 'x-service-key': operatorKey } })).text();
await app.close();
await store.close();
process.exit(0);
