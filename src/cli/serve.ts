/**
 * `npm start` / `npm run serve`: opens the store, ensures a first key, builds the app, loads the
 * bundled payloads into datasets that have no snapshot yet, and listens; `npm start` also runs the
 * ingestion scheduler in the same process. Stops gracefully on SIGINT/SIGTERM.
 */
import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import { ingestUserAgent } from '../ingest/runtime';
import type { Readiness } from '../platform/health';
import { CATALOG } from '../services';
import { cacheSnapshots } from '../store/cached-snapshot-store';
import { ensureFirstKey } from './first-key';
import type { CliIo } from './io';
import { openRateLimiter, openStore } from './open-store';
import { runProcess } from './run-process';
import { acquireServerLock, type ServerLock, ServerLockedError } from './server-lock';

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
  let app: FastifyInstance | undefined;
  // One store and one set of jobs for the app and the ingestion: what a job publishes is served at once.
  const opened = await openStore(config);
  // The limiter belongs to the store as opened (Redis in the distributed mode).
  const rateLimiter = openRateLimiter(opened);
  const store = await cacheSnapshots(opened, {
    keyByName: CATALOG.keyByName,
    onError: (err) => app?.log.warn({ err }, 'could not poll snapshot versions'),
  });
  const jobs = CATALOG.createJobs(config.sourceEnv);
  const firstKeyFile = await ensureFirstKey(store.keys, config.dataDir, new Date());
  const readiness: Readiness = { dataLoaded: false };
  app = await buildApp({
    config,
    store,
    jobs,
    readiness,
    rateLimiter,
    providerStates: CATALOG.providerStates(config.sourceEnv),
    providers: CATALOG.createProviders(config.sourceEnv, {
      now: () => new Date(),
      userAgent: ingestUserAgent(config.sourceEnv),
    }),
  });
  if (firstKeyFile)
    app.log.info({ file: firstKeyFile }, 'created the first API key; it is in this file (mode 0600)');
  return runProcess(config, { app, store, jobs, readiness, lock }, options);
}
