/**
 * Wires the ingestion layer for one process: the jobs the services declare, one shared HTTP
 * client (it keeps conditional-request validators across runs), the runner, the bundled-payload
 * loader and the scheduler. `npm start`, `npm run serve`, `npm run worker` and `npm run ingest` all
 * start here.
 */

import { envVar, parseEnv, type RawEnv } from '../env-vars';
import type { Store } from '../store/ports';
import { versionInfo } from '../version';
import { type BundleLoadResult, loadBundles } from './bundled';
import { type FetchLike, IngestHttpClient, type IngestHttpOptions } from './http-client';
import { DEFAULT_JOB_LOCK_LEASE_MS, type IngestLogger, type RunSummary, runJob } from './runner';
import { FIRST_RUN_SPREAD_MS, recentRunWindowMs, type Scheduler, startScheduler } from './scheduler';
import { type AnyIngestJob, isConfigured } from './types';

/** What the runtime needs, injected. */
export interface IngestionDeps {
  /** The environment record (the ingestion variables below are read from it). */
  env: RawEnv;
  /** Every job of the process (the services list builds them from the same record). */
  jobs: readonly AnyIngestJob[];
  store: Store;
  now?: () => Date;
  random?: () => number;
  fetch?: FetchLike;
  logger?: IngestLogger;
  /** Overrides of the HTTP client (tests: small time boxes). */
  http?: Partial<IngestHttpOptions>;
  /** Overrides every job's time box (tests). */
  runTimeoutMs?: number;
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

/** Added to the lock lease before a job skipped for a held lock is tried again, in ms. */
export const LOCKED_RETRY_MARGIN_MS = 1_000;

/** Bounds of JOB_LOCK_LEASE_MS: renewals need room on a slow store; a killed worker must not block long. */
export const MIN_JOB_LOCK_LEASE_MS = 300;
export const MAX_JOB_LOCK_LEASE_MS = 30_000;

/** The variables of the ingestion core, shared by every source. */
export const INGEST_ENV = {
  INGEST_USER_AGENT: envVar.optionalText({
    description: 'User-Agent sent to every upstream.',
    defaultText: 'names this service and its version',
  }),
  INGEST_CONTACT: envVar.optionalText({
    description:
      'Contact (URL or e-mail) appended to the default User-Agent, as some upstreams ask of automated clients.',
  }),
  INGEST_JOBS: envVar.custom<string[]>({
    default: [],
    defaultText: '',
    description:
      'Jobs the scheduler of this process runs, comma-separated ids (npm run ingest -- --list); empty: every job.',
    parse: (raw) =>
      envVar.ok(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      ),
  }),
  JOB_LOCK_LEASE_MS: envVar.int({
    default: DEFAULT_JOB_LOCK_LEASE_MS,
    min: MIN_JOB_LOCK_LEASE_MS,
    max: MAX_JOB_LOCK_LEASE_MS,
    description:
      'Lease of a job lock, ms, renewed while the job runs: a worker that dies holding a lock blocks that job this long at most.',
  }),
} as const;

/** The User-Agent of every upstream request: the service, its version, and an operator contact when set. */
export function ingestUserAgent(env: RawEnv): string {
  const settings = parseEnv(INGEST_ENV, env);
  const custom = settings.INGEST_USER_AGENT;
  if (custom) return custom;
  const contact = settings.INGEST_CONTACT;
  const base = `worldmonitor-api/${versionInfo().build} (self-hosted world-monitoring data API; data refresh job`;
  return contact ? `${base}; +${contact})` : `${base})`;
}

/** The jobs INGEST_JOBS names (every job when it is empty); throws on an unknown id. */
export function selectJobs(jobs: readonly AnyIngestJob[], ids: readonly string[]): AnyIngestJob[] {
  if (ids.length === 0) return [...jobs];
  const unknown = ids.filter((id) => !jobs.some((j) => j.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `INGEST_JOBS names unknown jobs: ${unknown.join(', ')}. Jobs: ${jobs.map((j) => j.id).join(', ')}`,
    );
  }
  return jobs.filter((j) => ids.includes(j.id));
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
  const jobs = [...deps.jobs];
  const settings = parseEnv(INGEST_ENV, deps.env);
  const runnerDeps = {
    store: deps.store,
    http,
    now,
    logger: deps.logger,
    timeoutMs: deps.runTimeoutMs,
    lockLeaseMs: settings.JOB_LOCK_LEASE_MS,
  };
  const run = (job: AnyIngestJob, signal?: AbortSignal) => runJob(job, runnerDeps, signal);
  return {
    jobs,
    http,
    run,
    async prepare() {
      const loaded = await loadBundles(jobs, {
        store: deps.store,
        logger: deps.logger,
      });
      for (const job of jobs) if (!isConfigured(job)) await run(job);
      return loaded;
    },
    startScheduler() {
      // Each tick runs a job once across every worker: a run another worker just made is not redone.
      const scheduled = (job: AnyIngestJob, signal: AbortSignal) =>
        runJob(job, runnerDeps, signal, { skipIfRanWithinMs: recentRunWindowMs(job) });
      return startScheduler(selectJobs(jobs, settings.INGEST_JOBS), {
        run: scheduled,
        random,
        logger: deps.logger,
        firstRunSpreadMs: FIRST_RUN_SPREAD_MS,
        lockedRetryMs: settings.JOB_LOCK_LEASE_MS + LOCKED_RETRY_MARGIN_MS,
      });
    },
  };
}
