/**
 * The app as `buildApp` builds it, with the optional parts of its pipeline switched on by name in
 * BENCH_STEPS (the others left out through `AppDeps.leaveOut`), so `bench/breakdown.ts` can measure
 * what each part costs per request. Authentication and entitlement are always on (an app cannot be
 * built without them): requests carry the operator key. BENCH_LOG_LEVEL=info turns on the access
 * lines when `access-log` is on. Load-test infrastructure only; data: the bundled NOAA GML capture.
 */
import type { AddressInfo } from 'node:net';
import { buildApp, OPTIONAL_PARTS, type OptionalPart } from '../../src/app';
import { loadConfig } from '../../src/config';
import { loadBundles } from '../../src/ingest/bundled';
import { CATALOG } from '../../src/services';
import { cacheSnapshots } from '../../src/store/cached-snapshot-store';
import { createSqliteStore } from '../../src/store/sqlite';
import { report, serveIpc } from '../ipc';

async function main(): Promise<void> {
  const on = new Set((process.env.BENCH_STEPS ?? '').split(',').filter(Boolean));
  for (const name of on) {
    if (!(OPTIONAL_PARTS as readonly string[]).includes(name)) throw new Error(`unknown part ${name}`);
  }
  const config = loadConfig(
    {
      DATA_DIR: '/nonexistent-bench',
      ENTERPRISE_API_KEYS: process.env.BENCH_OPERATOR_KEY ?? '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
    process.cwd(),
  );
  const store = await cacheSnapshots(createSqliteStore(':memory:'), { keyByName: CATALOG.keyByName });
  const jobs = CATALOG.createJobs({}).filter((job) => job.key.name === 'climate:co2-monitoring');
  const leaveOut = new Set<OptionalPart>(OPTIONAL_PARTS.filter((part) => !on.has(part)));
  const app = await buildApp({ config, store, jobs, leaveOut });
  await loadBundles(jobs, { store });
  await app.listen({ host: '127.0.0.1', port: 0 });
  report({ type: 'ready', port: (app.server.address() as AddressInfo).port });
  serveIpc(async () => {
    await app.close();
    await store.close();
  });
}

main().catch((err: unknown) => {
  report({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
