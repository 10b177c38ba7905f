/**
 * The in-process scheduler of `npm start` and `npm run worker` (DESIGN §4): every configured job runs once at start
 * (the first runs spread over `firstRunSpreadMs`, so a fresh process answers its first requests
 * before it contacts two dozen upstreams), then again on its cadence plus a random jitter, counted from the end of the previous run, so a
 * job never overlaps itself. Jobs without their credential run once, which records
 * `not_configured`, and are never scheduled.
 */
import { setMaxListeners } from 'node:events';
import type { IngestLogger } from './runner';
import type { AnyIngestJob } from './types';
import { isConfigured } from './types';

/** What the scheduler needs, injected (timers come from the global scope, faked in tests). */
export interface SchedulerDeps {
  /** Runs a job; a run that found the job's lock held resolves to `{ state: 'running_elsewhere' }`. */
  run: (job: AnyIngestJob, signal: AbortSignal) => Promise<unknown>;
  /** Random source in [0, 1) for the jitter. */
  random: () => number;
  logger?: IngestLogger;
  /** The first runs start one after another over this many ms (0: all at once). */
  firstRunSpreadMs?: number;
  /**
   * How long after a run skipped for a held lock the job is tried again, in ms (a lock lease and
   * a margin): the holder may be a process killed with `kill -9`, whose lock frees within its
   * lease, and the data must not wait a whole cadence for it. 0 or absent: the next cadence.
   */
  lockedRetryMs?: number;
}

/** Whether a run's outcome says the job's lock was held by another process. */
function foundLockHeld(outcome: unknown): boolean {
  return (
    typeof outcome === 'object' &&
    outcome !== null &&
    (outcome as { state?: unknown }).state === 'running_elsewhere'
  );
}

/** Over how long the processes spread their jobs' first runs (runtime.ts passes it). */
export const FIRST_RUN_SPREAD_MS = 2_000;

/** A running scheduler. */
export interface Scheduler {
  /** Cancels pending runs, aborts running ones and waits for them to settle. */
  stop(): Promise<void>;
}

/**
 * Part of a job's cadence within which a scheduled run is skipped when the job already ran (by
 * another worker): workers started together run each job once per tick, not once each.
 */
export const RECENT_RUN_FRACTION = 0.5;

/** How recent a job's last run may be for a scheduled run to skip it, in ms. */
export function recentRunWindowMs(job: Pick<AnyIngestJob, 'schedule'>): number {
  return Math.floor(job.schedule.everyMs * RECENT_RUN_FRACTION);
}

/** Delay before the next run of a job: its cadence plus up to `jitterMs`. */
export function nextDelayMs(job: Pick<AnyIngestJob, 'schedule'>, random: () => number): number {
  return job.schedule.everyMs + Math.floor(random() * job.schedule.jitterMs);
}

/** Starts the scheduler over `jobs`. */
export function startScheduler(jobs: readonly AnyIngestJob[], deps: SchedulerDeps): Scheduler {
  const abort = new AbortController();
  // Every running job listens on this one signal (its time box and HTTP requests): at start all
  // jobs run at once, past Node's default of 10 listeners, which would warn about a leak.
  setMaxListeners(Math.max(10, jobs.length * 4), abort.signal);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();

  const launch = (job: AnyIngestJob): void => {
    if (abort.signal.aborted) return;
    const done = deps
      .run(job, abort.signal)
      .then(foundLockHeld, (err: unknown) => {
        deps.logger?.warn({ job: job.id, err }, 'ingestion run threw');
        return false;
      })
      .then((locked) => {
        running.delete(done);
        if (!isConfigured(job)) return;
        const retryMs = deps.lockedRetryMs ?? 0;
        if (locked && retryMs > 0) launchAfter(job, retryMs);
        else schedule(job);
      });
    running.add(done);
  };

  const launchAfter = (job: AnyIngestJob, delayMs: number): void => {
    if (abort.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      launch(job);
    }, delayMs);
    timer.unref?.();
    timers.add(timer);
  };
  const schedule = (job: AnyIngestJob): void => launchAfter(job, nextDelayMs(job, deps.random));

  const spreadMs = deps.firstRunSpreadMs ?? 0;
  jobs.forEach((job, i) => {
    if (spreadMs === 0) launch(job);
    else launchAfter(job, Math.floor((i * spreadMs) / jobs.length));
  });
  deps.logger?.info(
    { jobs: jobs.filter(isConfigured).map((j) => j.id), firstRunSpreadMs: spreadMs },
    'ingestion scheduler started: each job runs once now (spread over firstRunSpreadMs), then on its cadence',
  );

  return {
    async stop() {
      abort.abort();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
