/**
 * The life of a long-running process (`npm start`, `npm run serve`, `npm run worker`) once its
 * store and app are built: load the bundled payloads into datasets that have no snapshot yet, mark
 * the process ready, listen, optionally run the ingestion scheduler, and on SIGINT/SIGTERM stop in
 * order: the jobs (each releases its job lock as it settles), then the app (in-flight requests
 * finish; each keep-alive connection closes as soon as it goes idle), then the store, then the
 * data folder's server lock.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createIngestion } from '../ingest/runtime';
import type { Scheduler } from '../ingest/scheduler';
import type { AnyIngestJob } from '../ingest/types';
import type { Readiness } from '../platform/health';
import type { Store } from '../store/ports';
import type { ServerLock } from './server-lock';
import { warmNextTick } from './warm-next-tick';

/** Longest a graceful stop may take before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** While stopping, how often connections that went idle are closed, in ms. */
export const IDLE_SWEEP_INTERVAL_MS = 50;

/** What a process has built before it runs. */
export interface ProcessParts {
  app: FastifyInstance;
  store: Store;
  /** Every ingestion job of the process, built once (the app lists the same ones). */
  jobs: readonly AnyIngestJob[];
  /** Set once the bundled data is loaded (the readiness probe reads it). */
  readiness: Readiness;
  /** The embedded mode's server lock, released last. */
  lock?: ServerLock | undefined;
}

/** Runs the process until a stop signal; resolves with the exit code. */
export async function runProcess(
  config: Config,
  parts: ProcessParts,
  options: { scheduler: boolean },
): Promise<number> {
  const { app, store, jobs, readiness, lock } = parts;
  const ingestion = createIngestion({
    env: config.sourceEnv,
    jobs,
    store,
    logger: app.log,
  });
  // Before the bundles load: see warm-next-tick.ts.
  warmNextTick();
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
