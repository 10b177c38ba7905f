/**
 * The in-process scheduler of `npm start` (DESIGN §4): every configured job runs once at start,
 * then again on its cadence plus a random jitter, counted from the end of the previous run, so a
 * job never overlaps itself. Jobs without their credential run once, which records
 * `not_configured`, and are never scheduled.
 */
import { setMaxListeners } from 'node:events';
import type { IngestLogger } from './runner';
import type { AnyIngestJob } from './types';
import { isConfigured } from './types';

/** What the scheduler needs, injected (timers come from the global scope, faked in tests). */
export interface SchedulerDeps {
  run: (job: AnyIngestJob, signal: AbortSignal) => Promise<unknown>;
  /** Random source in [0, 1) for the jitter. */
  random: () => number;
  logger?: IngestLogger;
}

/** A running scheduler. */
export interface Scheduler {
  /** Cancels pending runs, aborts running ones and waits for them to settle. */
  stop(): Promise<void>;
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
      .then(
        () => undefined,
        (err: unknown) => deps.logger?.warn({ job: job.id, err }, 'ingestion run threw'),
      )
      .finally(() => {
        running.delete(done);
        if (isConfigured(job)) schedule(job);
      });
    running.add(done);
  };

  const schedule = (job: AnyIngestJob): void => {
    if (abort.signal.aborted) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        launch(job);
      },
      nextDelayMs(job, deps.random),
    );
    timer.unref?.();
    timers.add(timer);
  };

  for (const job of jobs) launch(job);
  deps.logger?.info(
    { jobs: jobs.filter(isConfigured).map((j) => j.id) },
    'ingestion scheduler started: each job runs now, then on its cadence',
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
