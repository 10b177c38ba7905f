/**
 * `npm run worker`: the ingestion scheduler alone, for the distributed mode's worker processes
 * (any number of them, beside any number of `npm run serve`, on one Redis; job locks keep one run
 * per dataset). It loads the bundled payloads into datasets that have no snapshot yet, runs the
 * scheduler, and listens on PORT for the health endpoints only (`/api/health`, `/live`, `/ready`),
 * as the API does, so one probe configuration fits every process. Stops gracefully on
 * SIGINT/SIGTERM as the API does (run-process.ts): running jobs are cancelled and their locks
 * released, then the health listener closes (idle keep-alive connections at once), then the store.
 */
import { mkdirSync } from 'node:fs';
import Fastify from 'fastify';
import type { Config } from '../config';
import { guardServer, serverLimits, serverOptions } from '../http/connections';
import { freshnessWindows } from '../ingest/freshness';
import { HealthReporter, type Readiness } from '../platform/health';
import { registerHealthRoutes } from '../platform/health-routes';
import { CATALOG } from '../services';
import type { CliIo } from './io';
import { openStore } from './open-store';
import { runProcess } from './run-process';

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
  const jobs = CATALOG.createJobs(config.sourceEnv);
  const reporter = new HealthReporter(store, readiness, freshnessWindows(jobs));
  registerHealthRoutes(app, { reporter, now: () => new Date() });
  return runProcess(config, { app, store, jobs, readiness }, { scheduler: true });
}
