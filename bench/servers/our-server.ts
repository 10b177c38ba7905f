/**
 * Our server for the benchmark, in its own process: a temporary DATA_DIR, one operator key from
 * the orchestrator (ENTERPRISE_API_KEYS), the log level it asks for (`warn` by default), one tier-1 user key it creates and reports, and the
 * bundled NOAA GML capture loaded through its real parser, so the cached GET answers real-shaped
 * data. Listens on 127.0.0.1 only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { createApiKey } from '../../src/auth/api-keys';
import { loadConfig, sqliteFile } from '../../src/config';
import type { LogDestination } from '../../src/http/access-log';
import { loadBundles } from '../../src/ingest/bundled';
import { CATALOG } from '../../src/services';
import { cacheSnapshots } from '../../src/store/cached-snapshot-store';
import { createSqliteStore } from '../../src/store/sqlite';
import { report, serveIpc } from '../ipc';

/** How often the pino destination is flushed when BENCH_LOG_DESTINATION=pino, in ms. */
const PINO_FLUSH_INTERVAL_MS = 200;
/** Bytes pino's destination buffers before a write, as the batching destination does. */
const PINO_MIN_LENGTH = 4096;

/**
 * The server log's destination on stdout: the project's batching one by default, or pino's own
 * asynchronous destination with a buffer and a flush timer (BENCH_LOG_DESTINATION=pino), so
 * bench/log-destination.ts can measure one against the other.
 */
function logDestination(): LogDestination | undefined {
  if (process.env.BENCH_LOG_DESTINATION !== 'pino') return undefined;
  const destination = pino.destination({ dest: 1, minLength: PINO_MIN_LENGTH, sync: false });
  setInterval(() => destination.flush(), PINO_FLUSH_INTERVAL_MS).unref();
  return destination;
}

/** Requests per minute of tier 1 in the bench: far above what a run sends. */
const BENCH_TIER1_LIMIT = 999_999_999;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'worldmonitor-bench-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      ENTERPRISE_API_KEYS: process.env.BENCH_OPERATOR_KEY ?? '',
      // Per-request log lines are an operator choice, not part of the pipeline: off here unless
      // the orchestrator asks for the default level (BENCH_LOG_LEVEL=info: the access log).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      HOST: '127.0.0.1',
      // Tier 1 limited, but high enough that a whole run stays within it: the user-key scenario
      // measures the limiter's work on every request, never a 429.
      RATE_LIMITS: `0:60,1:${BENCH_TIER1_LIMIT},2:600,3:0`,
    },
    process.cwd(),
  );
  const store = await cacheSnapshots(createSqliteStore(sqliteFile(config)), { keyByName: CATALOG.keyByName });
  const jobs = CATALOG.createJobs({}).filter((job) => job.key.name === 'climate:co2-monitoring');
  const app = await buildApp({ config, store, jobs, logDestination: logDestination() });
  const [loaded] = await loadBundles(jobs, { store });
  if (loaded?.state !== 'loaded')
    throw new Error(`bundled NOAA payload not loaded: ${JSON.stringify(loaded)}`);
  const user = await createApiKey(store.keys, { tier: 1, label: 'bench' }, new Date());
  await app.listen({ host: '127.0.0.1', port: 0 });
  report({ type: 'ready', port: (app.server.address() as AddressInfo).port, userKey: user.key });
  serveIpc(async () => {
    await app.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

main().catch((err: unknown) => {
  report({ type: 'failed', error: err instanceof Error ? err.message : String(err) });
  process.exit(1);
});
