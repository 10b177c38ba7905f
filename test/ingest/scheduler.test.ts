import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDelayMs, startScheduler } from '../../src/ingest/scheduler';
import { type AnyIngestJob, defineJob } from '../../src/ingest/types';
import { sampleJob } from '../helpers/ingest/sample-job';

const job = (id: string, everyMs: number, jitterMs: number, configured = true): AnyIngestJob =>
  defineJob({
    ...sampleJob(),
    id,
    schedule: { everyMs, jitterMs },
    credentials: configured ? { kind: 'keyless' } : { kind: 'missing', hint: 'set X' },
  });

describe('ingestion scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every job at start, then each on its cadence plus jitter', async () => {
    const runs: string[] = [];
    const scheduler = startScheduler([job('a', 60_000, 10_000), job('b', 300_000, 0)], {
      run: async (j) => {
        runs.push(j.id);
      },
      random: () => 0.5,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(64_999);
    expect(runs).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['a', 'b', 'a']);
    await vi.advanceTimersByTimeAsync(300_000 - 65_000);
    expect(runs.filter((r) => r === 'b')).toHaveLength(2);
    expect(runs.filter((r) => r === 'a')).toHaveLength(5);
    await scheduler.stop();
  });

  it('spreads the first runs over firstRunSpreadMs, one job after another', async () => {
    const runs: string[] = [];
    const scheduler = startScheduler(
      [job('a', 60_000, 0), job('b', 60_000, 0), job('c', 60_000, 0), job('d', 60_000, 0)],
      {
        run: async (j) => {
          runs.push(j.id);
        },
        random: () => 0,
        firstRunSpreadMs: 2_000,
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(499);
    expect(runs).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(['a', 'b', 'c', 'd']);
    // The cadence counts from the end of each job's own first run.
    await vi.advanceTimersByTimeAsync(60_000 - 1_500);
    expect(runs).toEqual(['a', 'b', 'c', 'd', 'a']);
    await scheduler.stop();
  });

  it('lets every job of a full start listen on the shared signal without a leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    const jobs = Array.from({ length: 24 }, (_, i) => job(`j${i}`, 60_000, 0));
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    // Each run listens twice on the signal (its time box and its HTTP request), as real runs do.
    const scheduler = startScheduler(jobs, {
      run: async (_j, signal) => {
        signal.addEventListener('abort', () => {});
        signal.addEventListener('abort', () => {});
        await held;
      },
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    // Node emits process warnings on the next tick.
    await new Promise((r) => process.nextTick(r));
    process.off('warning', onWarning);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
    release();
    await scheduler.stop();
  });

  it('runs a job without its credential once (to record not_configured) and never schedules it', async () => {
    const runs: string[] = [];
    const scheduler = startScheduler([job('keyed', 1_000, 0, false)], {
      run: async (j) => {
        runs.push(j.id);
      },
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toEqual(['keyed']);
    await scheduler.stop();
  });

  it('never overlaps a job with itself: the next run counts from the end of the previous one', async () => {
    const starts: number[] = [];
    const scheduler = startScheduler([job('slow', 1_000, 0)], {
      run: async (_j, signal) => {
        starts.push(Date.now());
        await new Promise((r) => {
          setTimeout(r, 5_000);
          signal.addEventListener('abort', r);
        });
      },
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(13_000);
    expect(starts.map((t) => t - starts[0]!)).toEqual([0, 6_000, 12_000]);
    await scheduler.stop();
  });

  it('stop() cancels pending runs and aborts the running one', async () => {
    let signal: AbortSignal | undefined;
    let runs = 0;
    const scheduler = startScheduler([job('a', 1_000, 0)], {
      run: (_j, s) => {
        runs++;
        signal = s;
        return new Promise((resolve) => s.addEventListener('abort', () => resolve(undefined)));
      },
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    await scheduler.stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
  });

  it('keeps scheduling after a run throws', async () => {
    let runs = 0;
    const scheduler = startScheduler([job('a', 1_000, 0)], {
      run: async () => {
        runs++;
        throw new Error('boom');
      },
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(runs).toBe(3);
    await scheduler.stop();
  });

  it('tries a job again once a held lock can have expired, not a whole cadence later', async () => {
    // After `kill -9` and a restart, the dead process's lock is held until its lease ends.
    const runs: number[] = [];
    const scheduler = startScheduler([job('daily', 86_400_000, 0)], {
      run: async () => {
        runs.push(Date.now());
        return { state: runs.length === 1 ? 'running_elsewhere' : 'ok' };
      },
      random: () => 0,
      lockedRetryMs: 16_000,
    });
    await vi.advanceTimersByTimeAsync(15_999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((t) => t - runs[0]!)).toEqual([0, 16_000]);
    // The run that took the lock is followed by the cadence, not by another retry.
    await vi.advanceTimersByTimeAsync(86_400_000 - 1);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(3);
    await scheduler.stop();
  });

  it('adds up to jitterMs to the cadence', () => {
    const j = job('a', 60_000, 10_000);
    expect(nextDelayMs(j, () => 0)).toBe(60_000);
    expect(nextDelayMs(j, () => 0.999)).toBe(69_990);
  });
});
