/**
 * Wires the ingestion layer for one process: the jobs built from the environment, one shared HTTP
 * client (it keeps conditional-request validators across runs), the runner, the bundled-payload
 * loader and the scheduler. `npm start`, `npm run serve` and `npm run ingest` all start here.
 */
import { versionInfo } from '../platform/version';
import type { Store } from '../store/ports';
import { type BundleLoadResult, loadBundles } from './bundled';
import { type FetchLike, IngestHttpClient, type IngestHttpOptions } from './http-client';
import { createJobs } from './jobs';
import { type IngestLogger, type RunSummary, runJob } from './runner';
import { type Scheduler, startScheduler } from './scheduler';
import type { SourceEnv } from './source-env';
import { type AnyIngestJob, isConfigured } from './types';

/** What the runtime needs, injected. */
export interface IngestionDeps {
  env: SourceEnv;
  store: Store;
  now?: () => Date;
  random?: () => number;
  fetch?: FetchLike;
  logger?: IngestLogger;
  /** Overrides of the HTTP client (tests: small time boxes). */
  http?: Partial<IngestHttpOptions>;
  /** Overrides every job's time box (tests). */
  runTimeoutMs?: number;
  /** Folder of the bundled payloads (tests). */
  bundledDir?: string;
}

/** The ingestion layer of one process. */
export interface Ingestion {
  jobs: AnyIngestJob[];
  http: IngestHttpClient;
  run(job: AnyIngestJob, signal?: AbortSignal): Promise<RunSummary>;
  /** Loads bundles into empty datasets and records `not_configured` for keyed jobs without credentials. */
  prepare(): Promise<BundleLoadResult[]>;
  startScheduler(): Scheduler;
}

/** The User-Agent of every upstream request: the service, its version, and an operator contact when set. */
export function ingestUserAgent(env: SourceEnv): string {
  const custom = env.INGEST_USER_AGENT?.trim();
  if (custom) return custom;
  const contact = env.INGEST_CONTACT?.trim();
  const base = `worldmonitor-api/${versionInfo().build} (self-hosted world-monitoring data API; data refresh job`;
  return contact ? `${base}; +${contact})` : `${base})`;
}

/** Builds the ingestion layer. */
export function createIngestion(deps: IngestionDeps): Ingestion {
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const http = new IngestHttpClient({
    userAgent: ingestUserAgent(deps.env),
    fetch: deps.fetch,
    random,
    now: () => now().getTime(),
    ...deps.http,
  });
  const jobs = createJobs(deps.env);
  const runnerDeps = { store: deps.store, http, now, logger: deps.logger, timeoutMs: deps.runTimeoutMs };
  const run = (job: AnyIngestJob, signal?: AbortSignal) => runJob(job, runnerDeps, signal);
  return {
    jobs,
    http,
    run,
    async prepare() {
      const loaded = await loadBundles(jobs, {
        store: deps.store,
        dir: deps.bundledDir,
        logger: deps.logger,
      });
      for (const job of jobs) if (!isConfigured(job)) await run(job);
      return loaded;
    },
    startScheduler() {
      return startScheduler(jobs, { run, random, logger: deps.logger });
    },
  };
}
