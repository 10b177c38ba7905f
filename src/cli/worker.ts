/**
 * `npm run worker`: the ingestion scheduler alone, for the distributed mode's worker processes
 * (any number of them, beside any number of `npm run serve`, on one Redis; job locks keep one run
 * per dataset). It loads the bundled payloads into datasets that have no snapshot yet, runs the
 * scheduler, and listens on PORT for the health endpoints only (`/api/health`, `/live`, `/ready`),
 * as the API does, so one probe configuration fits every process. Stops gracefully on
 * SIGINT/SIGTERM: running jobs are cancelled and their locks released before it exits.
 */
import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import type { Config } from '../config';
import { guardServer, serverLimits, serverOptions } from '../http/connections';
import { createIngestion } from '../ingest/runtime';
import { HealthReporter, type Readiness } from '../platform/health';
import { registerHealthRoutes } from '../platform/health-routes';
import { CATALOG } from '../services';
import type { CliIo } from './io';
import { openStore } from './open-store';
import { SHUTDOWN_GRACE_MS } from './serve';

/** Runs the worker until a stop signal; resolves with the exit code. */
export async function runWorker(config: Config, _io: CliIo): Promise<number> {
  mkdirSync(config.dataDir, { recursive: true });
  const store = await openStore(config);
  const limits = serverLimits(config.maxConnectionsPerAddress);
  const app = Fastify({
    ...serverOptions(limits),
    logger: { level: config.logLevel },
    // Probes call every few seconds: a log line each would drown the jobs' lines.
    disableRequestLogging: true,
    return503OnClosing: true,
  });
  guardServer(app.server, limits, app.log);
  const readiness: Readiness = { dataLoaded: false };
  registerHealthRoutes(app, { reporter: new HealthReporter(store, readiness), now: () => new Date() });
  const ingestion = createIngestion({
    env: config.sourceEnv,
    jobs: CATALOG.createJobs(config.sourceEnv),
    store,
    logger: app.log,
  });
  await ingestion.prepare();
  readiness.dataLoaded = true;
  await app.listen({ host: config.host, port: config.port });
  const scheduler = ingestion.startScheduler();
  return new Promise((resolve) => {
    closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ err }) => {
      if (err) app.log.error({ err }, 'stopping after an error');
      // First the jobs (each releases its lock as it settles), then the health listener.
      await scheduler.stop();
      await app.close();
      await store.close();
      resolve(err ? 1 : 0);
    });
  });
}
