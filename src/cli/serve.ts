/**
 * `npm start` / `npm run serve`: opens the store, ensures a first key, builds the app, loads the
 * bundled payloads into datasets that have no snapshot yet, and listens; `npm start` also runs the
 * ingestion scheduler in the same process. Stops gracefully on SIGINT/SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createIngestion, ingestUserAgent } from '../ingest/runtime';
import type { Scheduler } from '../ingest/scheduler';
import type { Readiness } from '../platform/health';
import { CATALOG } from '../services';
import { ensureFirstKey } from './first-key';
import type { CliIo } from './io';
import { openRateLimiter, openStore } from './open-store';
import { acquireServerLock, type ServerLock, ServerLockedError } from './server-lock';

/** Longest a graceful stop may take before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** While stopping, how often connections that went idle are closed, in ms. */
export const IDLE_SWEEP_INTERVAL_MS = 50;

/** Serves until a stop signal; resolves with the exit code. */
export async function runServer(config: Config, io: CliIo, options: { scheduler: boolean }): Promise<number> {
  mkdirSync(config.dataDir, { recursive: true });
  let lock: ServerLock | undefined;
  if (config.store === 'sqlite') {
    try {
      lock = acquireServerLock(config.dataDir);
    } catch (err) {
      if (!(err instanceof ServerLockedError)) throw err;
      io.stderr.write(`${err.message}\n`);
      return 2;
    }
  }
  const store = await openStore(config);
  const firstKeyFile = await ensureFirstKey(store.keys, config.dataDir, new Date());
  const readiness: Readiness = { dataLoaded: false };
  const app = await buildApp({
    config,
    store,
    readiness,
    rateLimiter: openRateLimiter(store),
    providers: CATALOG.createProviders(config.sourceEnv, {
      now: () => new Date(),
      userAgent: ingestUserAgent(config.sourceEnv),
    }),
  });
  if (firstKeyFile)
    app.log.info({ file: firstKeyFile }, 'created the first API key; it is in this file (mode 0600)');
  const ingestion = createIngestion({
    env: config.sourceEnv,
    jobs: CATALOG.createJobs(config.sourceEnv),
    store,
    logger: app.log,
  });
  // Before listening, so the first requests already answer from bundled real captures.
  await ingestion.prepare();
  readiness.dataLoaded = true;
  await app.listen({ host: config.host, port: config.port });
  let scheduler: Scheduler | undefined;
  if (options.scheduler) scheduler = ingestion.startScheduler();
  return new Promise((resolve) => {
    closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ err }) => {
      if (err) app.log.error({ err }, 'stopping after an error');
      // Running jobs are cancelled and release their locks; then in-flight requests finish, and
      // each keep-alive connection is closed as soon as its last answer is out (not after its
      // keep-alive timeout).
      await scheduler?.stop();
      const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_INTERVAL_MS);
      await app.close();
      clearInterval(sweep);
      await store.close();
      lock?.release();
      resolve(err ? 1 : 0);
    });
  });
}
