/**
 * Fairness of projection work (DESIGN §3): what a `jmespath` evaluation costs counts against the
 * caller who asked for it, so one caller's costly expressions cannot slow everyone else down or
 * push the load shedder (load-shedding.ts) onto them. Two rules, both counted, never timed:
 *
 * 1. **A budget per caller.** Each caller (`Caller.id`: key id, operator-key hash, JWT subject, or
 *    client IP when anonymous) has a token bucket of operations (the projection's counter,
 *    jmespath-meter.ts). An evaluation may start while the caller's bucket is not empty, and what
 *    it spent is taken from it afterwards (refusals included: an expression stopped at the limit
 *    spent the limit). An empty bucket answers 429 `{ error }` with Retry-After. A cached outcome
 *    costs nothing. The resource protected is this process's event loop, so the buckets are in
 *    memory, per process, also in the distributed mode.
 * 2. **One evaluation per event-loop turn, callers in turn.** Evaluation is synchronous, so a
 *    concurrency cap would always read 1; what hurts others is evaluations running back to back
 *    (a batch of 20 runs its operations in one turn). Evaluations that are not cached wait in a
 *    queue per caller and run one per turn of the event loop, taking the callers round-robin, so
 *    requests without a costly projection are served between any two evaluations, and a caller
 *    with a long queue waits for its own turn, not others.
 */
import { LRUCache } from 'lru-cache';
import { ApiError } from '../../errors';
import { JMESPATH_MAX_OPERATIONS } from './jmespath-meter';

/** Operations a caller's bucket regains per second: 4 evaluations at the limit (~10 % of a core). */
export const PROJECTION_CALLER_OPS_PER_SECOND = 4 * JMESPATH_MAX_OPERATIONS;
/** Operations a caller's bucket holds when full: a batch of 20 evaluations at the limit. */
export const PROJECTION_CALLER_BURST_OPS = 20 * JMESPATH_MAX_OPERATIONS;
/** Callers whose buckets are remembered (least recently seen forgotten first, i.e. refilled). */
export const PROJECTION_CALLERS_TRACKED = 10_000;
/** Evaluations one caller may have waiting; more → 429. Two batches' worth. */
export const PROJECTION_QUEUE_PER_CALLER = 40;
/** Evaluations all callers together may have waiting; more → 503. */
export const PROJECTION_QUEUE_MAX = 1000;

interface Bucket {
  tokens: number;
  atMs: number;
}

/** Per-caller token buckets of projection operations. */
export class ProjectionAllowance {
  private readonly buckets = new LRUCache<string, Bucket>({ max: PROJECTION_CALLERS_TRACKED });

  constructor(
    private readonly nowMs: () => number,
    private readonly ratePerSecond = PROJECTION_CALLER_OPS_PER_SECOND,
    private readonly burst = PROJECTION_CALLER_BURST_OPS,
  ) {}

  /** Operations the caller may still spend now (negative while in debt). */
  available(callerId: string): number {
    return this.refilled(callerId).tokens;
  }

  /** Throws 429 RATE_LIMITED when the caller has nothing left to spend. */
  admit(callerId: string): void {
    const { tokens } = this.refilled(callerId);
    if (tokens > 0) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((1 - tokens) / this.ratePerSecond));
    throw new ApiError('RATE_LIMITED', {
      message: 'Projection budget exceeded: this caller spent its jmespath evaluation budget, retry later',
      retryAfterSeconds,
    });
  }

  /** Takes what an evaluation spent from the caller's bucket. */
  spend(callerId: string, operations: number): void {
    const bucket = this.refilled(callerId);
    bucket.tokens -= operations;
  }

  private refilled(callerId: string): Bucket {
    const now = this.nowMs();
    let bucket = this.buckets.get(callerId);
    if (!bucket) {
      bucket = { tokens: this.burst, atMs: now };
      this.buckets.set(callerId, bucket);
      return bucket;
    }
    const elapsedMs = Math.max(0, now - bucket.atMs);
    bucket.tokens = Math.min(this.burst, bucket.tokens + (elapsedMs * this.ratePerSecond) / 1000);
    bucket.atMs = now;
    return bucket;
  }
}

/** Schedules a callback on a later turn of the event loop (tests pass a manual one). */
export type Defer = (run: () => void) => void;

/** Runs queued jobs one per event-loop turn, taking the callers that wait round-robin. */
export class ProjectionScheduler {
  /** Waiting jobs by caller; Map order is the round-robin order. */
  private readonly queues = new Map<string, (() => void)[]>();
  private waiting = 0;
  private pumping = false;

  constructor(private readonly defer: Defer = (run) => setImmediate(run)) {}

  /** Jobs waiting, in total. */
  get size(): number {
    return this.waiting;
  }

  /** Runs `job` on a later turn, in the caller's turn; refuses when the queues are full. */
  run<T>(callerId: string, job: () => T): Promise<T> {
    const queue = this.queues.get(callerId) ?? [];
    if (queue.length >= PROJECTION_QUEUE_PER_CALLER) {
      throw new ApiError('RATE_LIMITED', {
        message: 'Too many jmespath evaluations waiting for this caller, retry later',
        retryAfterSeconds: 1,
      });
    }
    if (this.waiting >= PROJECTION_QUEUE_MAX) throw new ApiError('OVERLOADED', { retryAfterSeconds: 1 });
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        try {
          resolve(job());
        } catch (err) {
          reject(err);
        }
      });
      this.queues.set(callerId, queue);
      this.waiting++;
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.pumping || this.waiting === 0) return;
    this.pumping = true;
    this.defer(() => {
      this.pumping = false;
      this.runNext();
      this.schedule();
    });
  }

  private runNext(): void {
    const next = this.queues.entries().next();
    if (next.done) return;
    const [callerId, queue] = next.value;
    const job = queue.shift()!;
    this.queues.delete(callerId);
    // Back of the line: the other waiting callers go first.
    if (queue.length > 0) this.queues.set(callerId, queue);
    this.waiting--;
    job();
  }
}
