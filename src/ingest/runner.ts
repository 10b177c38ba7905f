/**
 * Runs one ingestion job (DESIGN §4): time box, fetch through the shared HTTP client (conditional
 * when a snapshot exists), pure parse, schema validation, a floor on the record count, atomic
 * publish. A failed, invalid or suspiciously empty run never replaces the last good snapshot: it
 * is recorded (time, error, consecutive failures) under the key name, so `/api/health` shows the
 * dataset `stale` with its `lastError` while the operation keeps serving the last good data.
 */
import { TaskCancelledError, TimeoutStrategy, timeout } from 'cockatiel';
import type { IngestRunRecord, Store } from '../store/ports';
import type { SnapshotRead } from '../store/snapshot';
import { assertSnapshotData } from '../store/snapshot-validation';
import { describeError, PayloadError } from './errors';
import type { IngestHttpClient } from './http-client';
import { redactSecrets } from './redact';
import type { AnyIngestJob, ParseResult, RunGetOptions, RunHttp } from './types';
import { isConfigured } from './types';

/** Time box of a whole run when the job sets none, in ms. */
export const DEFAULT_RUN_TIMEOUT_MS = 120_000;
/** Longest error text recorded for health, in characters. */
export const MAX_RECORDED_ERROR_CHARS = 500;
/** How far in the future a payload's own date may be before the fetch time is used instead, in ms. */
export const MAX_FUTURE_ASOF_MS = 10 * 60_000;

/**
 * Lease of a job lock, in ms, when the process sets none: short, and renewed while the run lasts
 * (every JOB_LOCK_RENEW_FRACTION of it), so a worker killed with `kill -9` blocks its jobs for one
 * lease at most instead of for the whole time box.
 */
export const DEFAULT_JOB_LOCK_LEASE_MS = 15_000;
/** A held lock is renewed after this fraction of its lease (three renewals per lease). */
export const JOB_LOCK_RENEW_FRACTION = 1 / 3;

/**
 * Outcome of one run, as the CLI prints it. `running_elsewhere`: another worker holds the job;
 * `ran_elsewhere`: a scheduled run found the job already run this cadence (by another worker).
 */
export type RunState =
  | 'ok'
  | 'not_modified'
  | 'failed'
  | 'not_configured'
  | 'running_elsewhere'
  | 'ran_elsewhere';

/** Summary of one run. */
export interface RunSummary {
  job: string;
  key: string;
  state: RunState;
  records: number | null;
  fetchedAt: string | null;
  error: string | null;
  warnings: string[];
  durationMs: number;
}

/** Minimal structured logger (pino's shape). */
export interface IngestLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What the runner needs, injected. */
export interface RunnerDeps {
  store: Pick<Store, 'snapshots' | 'ingestStatus' | 'jobLocks'>;
  http: IngestHttpClient;
  now: () => Date;
  /** Overrides every job's time box (tests). */
  timeoutMs?: number;
  /** Lease of a job lock, renewed while the run lasts (DEFAULT_JOB_LOCK_LEASE_MS when absent). */
  lockLeaseMs?: number;
  logger?: IngestLogger;
}

/** Options of one run. */
export interface RunOptions {
  /**
   * Skip the run (`ran_elsewhere`) when the job's last attempt, by any process, ended less than
   * this long ago: the scheduler passes part of the cadence, so of several workers starting
   * together one runs each job and the others find it done. The CLI never sets it.
   */
  skipIfRanWithinMs?: number;
}

type Attempt<T> = { kind: 'not_modified' } | { kind: 'parsed'; parsed: ParseResult<T>; records: number };

/** Runs a job once and records its outcome; never throws for upstream or payload problems. */
export async function runJob(
  job: AnyIngestJob,
  deps: RunnerDeps,
  signal?: AbortSignal,
  options: RunOptions = {},
): Promise<RunSummary> {
  const started = deps.now();
  const finish = (s: Outcome): RunSummary => ({
    job: job.id,
    key: job.key.name,
    durationMs: deps.now().getTime() - started.getTime(),
    ...s,
  });
  if (!isConfigured(job)) {
    const hint = job.credentials.kind === 'missing' ? job.credentials.hint : '';
    await deps.store.ingestStatus.record(notConfiguredRecord(job.key.name, hint));
    return finish({ state: 'not_configured', records: null, fetchedAt: null, error: hint, warnings: [] });
  }
  // One worker at a time per dataset (DESIGN §1), under a short lease renewed while the run lasts.
  const timeBoxMs = job.timeoutMs ?? deps.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;
  const lease = await holdJobLock(job, deps, signal);
  if (lease === undefined) {
    deps.logger?.info({ job: job.id }, 'ingestion run skipped: another worker is running this job');
    return finish(skipped('running_elsewhere'));
  }
  try {
    if (
      options.skipIfRanWithinMs !== undefined &&
      (await ranRecently(job, deps, options.skipIfRanWithinMs))
    ) {
      deps.logger?.info({ job: job.id }, 'ingestion run skipped: the job already ran this cadence');
      return finish(skipped('ran_elsewhere'));
    }
    return finish(await runHeld(job, deps, timeBoxMs, lease.signal));
  } finally {
    await lease.release();
  }
}

function skipped(state: 'running_elsewhere' | 'ran_elsewhere'): Outcome {
  return { state, records: null, fetchedAt: null, error: null, warnings: [] };
}

/** Whether the job's last attempt (by any process) ended less than `withinMs` ago. */
async function ranRecently(job: AnyIngestJob, deps: RunnerDeps, withinMs: number): Promise<boolean> {
  const last = (await deps.store.ingestStatus.list()).find((r) => r.job === job.key.name)?.lastAttemptAt;
  return last != null && deps.now().getTime() - Date.parse(last) < withinMs;
}

/** A job lock held by this run: its signal aborts the run if the lock is lost. */
interface HeldLease {
  signal: AbortSignal;
  release(): Promise<void>;
}

/**
 * Takes the job's lock and renews it every JOB_LOCK_RENEW_FRACTION of its lease until released.
 * A renewal that finds the lock taken by someone else aborts the run (two workers must never
 * publish one dataset at once); one that fails to reach the store is retried at the next tick,
 * the lease still covering it.
 */
async function holdJobLock(
  job: AnyIngestJob,
  deps: RunnerDeps,
  outer: AbortSignal | undefined,
): Promise<HeldLease | undefined> {
  const leaseMs = deps.lockLeaseMs ?? DEFAULT_JOB_LOCK_LEASE_MS;
  const name = job.key.name;
  const token = await deps.store.jobLocks.acquire(name, deps.now().getTime(), leaseMs);
  if (token === undefined) return undefined;
  const lost = new AbortController();
  const timer = setInterval(
    () => {
      deps.store.jobLocks.renew(name, token, deps.now().getTime(), leaseMs).then(
        (held) => {
          if (held || lost.signal.aborted) return;
          deps.logger?.warn({ job: job.id }, 'job lock lost to another worker; run abandoned');
          lost.abort();
        },
        (err: unknown) => deps.logger?.warn({ job: job.id, err }, 'could not renew the job lock; retrying'),
      );
    },
    Math.max(1, Math.floor(leaseMs * JOB_LOCK_RENEW_FRACTION)),
  );
  timer.unref?.();
  return {
    signal: outer ? AbortSignal.any([outer, lost.signal]) : lost.signal,
    async release() {
      clearInterval(timer);
      // A lock that cannot be freed ends with its lease; the run's outcome stands.
      await deps.store.jobLocks.release(name, token).catch((err: unknown) => {
        deps.logger?.warn({ job: job.id, err }, 'could not release the job lock; it ends with its lease');
      });
    },
  };
}

/** The run itself, under the job's lock. */
async function runHeld(
  job: AnyIngestJob,
  deps: RunnerDeps,
  timeBoxMs: number,
  signal: AbortSignal | undefined,
): Promise<Outcome> {
  const previous = (await deps.store.ingestStatus.list()).find((r) => r.job === job.key.name);
  const current = await deps.store.snapshots.read(job.key);
  const warnings: string[] = [];
  try {
    const box = timeout(timeBoxMs, TimeoutStrategy.Aggressive);
    const attempt = await box.execute(
      ({ signal: runSignal }) => attemptRun(job, deps, runSignal, current, warnings),
      signal,
    );
    return await recordSuccess(job, deps, attempt, current, warnings);
  } catch (err) {
    // A run cancelled by shutdown says nothing about the upstream: nothing is recorded.
    if (signal?.aborted)
      return { state: 'failed', records: null, fetchedAt: null, error: 'cancelled', warnings };
    return recordFailure(job, deps, previous, err, warnings);
  }
}

type Outcome = Omit<RunSummary, 'job' | 'key' | 'durationMs'>;

async function recordSuccess(
  job: AnyIngestJob,
  deps: RunnerDeps,
  attempt: Attempt<unknown>,
  current: SnapshotRead<unknown>,
  warnings: string[],
): Promise<Outcome> {
  const at = deps.now().toISOString();
  if (attempt.kind === 'not_modified') {
    await deps.store.ingestStatus.record(okRecord(job.key.name, at, warnings));
    const snap = current.status === 'hit' ? current.snapshot : undefined;
    const records = snap?.meta.recordCount ?? null;
    return { state: 'not_modified', records, fetchedAt: snap?.meta.fetchedAt ?? null, error: null, warnings };
  }
  const fetchedAt = trueDate(attempt.parsed.asOf, deps.now());
  await deps.store.snapshots.publish(job.key, attempt.parsed.data, { fetchedAt, source: job.source });
  await deps.store.ingestStatus.record(okRecord(job.key.name, at, warnings));
  deps.logger?.info({ job: job.id, records: attempt.records, fetchedAt }, 'ingestion run published');
  const all = [...warnings, ...(attempt.parsed.warnings ?? [])];
  return { state: 'ok', records: attempt.records, fetchedAt, error: null, warnings: all };
}

async function recordFailure(
  job: AnyIngestJob,
  deps: RunnerDeps,
  previous: IngestRunRecord | undefined,
  err: unknown,
  warnings: string[],
): Promise<Outcome> {
  const message = clip(redactSecrets(errorText(err, job, deps)));
  const failures = (previous?.state === 'stale' ? previous.attempts : 0) + 1;
  await deps.store.ingestStatus.record({
    job: job.key.name,
    state: 'stale',
    lastAttemptAt: deps.now().toISOString(),
    lastSuccessAt: previous?.lastSuccessAt ?? null,
    lastError: message,
    attempts: failures,
  });
  deps.logger?.warn(
    { job: job.id, error: message, failures },
    'ingestion run failed; last good snapshot kept',
  );
  return { state: 'failed', records: null, fetchedAt: null, error: message, warnings };
}

async function attemptRun(
  job: AnyIngestJob,
  deps: RunnerDeps,
  signal: AbortSignal,
  current: SnapshotRead<unknown>,
  warnings: string[],
): Promise<Attempt<unknown>> {
  // Validators are sent only over a snapshot: a 304 must have something to keep.
  const conditional = current.status === 'hit';
  const counts = { fresh: 0, notModified: 0 };
  const warn = (m: string) => warnings.push(m);
  const http = runHttp(deps.http, signal, conditional, counts, warn);
  const payload = await job.fetch({ http, now: deps.now, signal, warn });
  if (counts.notModified > 0 && counts.fresh === 0) return { kind: 'not_modified' };
  const parsed = await job.parse(payload, { now: deps.now, previous: current });
  assertSnapshotData(job.key, parsed.data);
  const records = job.key.countRecords(parsed.data);
  if (records < job.minRecords) {
    throw new PayloadError(`suspiciously empty: ${records} records (at least ${job.minRecords} expected)`);
  }
  const problem = job.validate?.(parsed.data);
  if (problem) throw new PayloadError(problem);
  return { kind: 'parsed', parsed, records };
}

/**
 * The run-scoped view of the shared client: one abort signal, conditional only over a snapshot,
 * and a body's charset trouble recorded as a warning of the run (so health shows it).
 */
function runHttp(
  client: IngestHttpClient,
  signal: AbortSignal,
  conditional: boolean,
  counts: { fresh: number; notModified: number },
  warn: (message: string) => void,
): RunHttp {
  const headersOf = (options?: RunGetOptions) => ({
    ...(options?.accept ? { accept: options.accept } : {}),
    ...options?.headers,
  });
  return {
    async get(url, options) {
      const res = await client.request({
        method: 'GET',
        url,
        headers: headersOf(options),
        conditional: conditional && options?.conditional !== false,
        signal,
        ...(options?.bytes ? { bytes: true } : {}),
      });
      if (res.notModified) counts.notModified++;
      else counts.fresh++;
      if (res.warning) warn(`${url}: ${res.warning}`);
      return res.body;
    },
    async post(url, body, options) {
      const encoded = body.form
        ? { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(body.form).toString() }
        : { type: 'application/json', text: JSON.stringify(body.json ?? {}) };
      const res = await client.request({
        method: 'POST',
        url,
        headers: { 'content-type': encoded.type, ...headersOf(options) },
        body: encoded.text,
        conditional: false,
        signal,
      });
      if (res.warning) warn(`${url}: ${res.warning}`);
      return res.body;
    },
  };
}

/** The payload's own date when it is sane, else the fetch time. */
function trueDate(asOf: string | undefined, now: Date): string {
  if (asOf === undefined) return now.toISOString();
  const t = Date.parse(asOf);
  if (Number.isNaN(t) || t > now.getTime() + MAX_FUTURE_ASOF_MS) return now.toISOString();
  return new Date(t).toISOString();
}

function errorText(err: unknown, job: AnyIngestJob, deps: RunnerDeps): string {
  if (err instanceof TaskCancelledError) {
    return `run timed out after ${job.timeoutMs ?? deps.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS} ms`;
  }
  if (err instanceof Error && err.name === 'SnapshotValidationError') return `invalid data: ${err.message}`;
  return describeError(err);
}

function okRecord(job: string, at: string, warnings: string[]): IngestRunRecord {
  return {
    job,
    state: 'ok',
    lastAttemptAt: at,
    lastSuccessAt: at,
    lastError: warnings.length > 0 ? clip(redactSecrets(warnings.join('; '))) : null,
    attempts: 0,
  };
}

function notConfiguredRecord(job: string, hint: string): IngestRunRecord {
  return {
    job,
    state: 'not_configured',
    lastAttemptAt: null,
    lastSuccessAt: null,
    lastError: hint,
    attempts: 0,
  };
}

function clip(text: string): string {
  return text.length > MAX_RECORDED_ERROR_CHARS ? `${text.slice(0, MAX_RECORDED_ERROR_CHARS - 1)}…` : text;
}
