/**
 * Projection step of the GET pipeline (DESIGN §3): applies `jmespath` to a rendered 200 body when
 * asked. Projections of a shared rendering are cached by (rendering id, expression), refusals
 * included, so a dashboard repeating one expression pays for it once per snapshot version; the
 * ETag is computed on the projected bytes. A cached outcome is answered at once; an evaluation
 * is charged to the caller and waits for its turn (projection-fairness.ts).
 */
import { LRUCache } from 'lru-cache';
import type { Caller } from '../../auth/caller';
import { ApiError } from '../../errors';
import { type RenderedResponse, strongEtag } from '../rendered-response';
import { projectMetered } from './projection';
import { ProjectionAllowance, ProjectionScheduler } from './projection-fairness';

/** Total size of cached projection outputs, in bytes. */
export const PROJECTION_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Most cached projection outputs. */
export const PROJECTION_CACHE_MAX_ENTRIES = 5000;

/** Bytes to send with their ETag. */
export interface Sendable {
  bytes: Buffer;
  etag: string;
  /** Their Content-Type when they are not JSON (a CSV or GeoJSON answer, formats/). */
  contentType?: string;
}

type Outcome = { ok: true; sendable: Sendable } | { ok: false; error: ApiError };

/** What the projection step needs; tests pass their own allowance and scheduler. */
export interface ProjectionCacheOptions {
  /** Epoch ms of the app's clock (refills the callers' budgets). */
  nowMs: () => number;
  allowance?: ProjectionAllowance;
  scheduler?: ProjectionScheduler;
}

/** Bounded cache of projection outcomes by (rendering id, expression), and who may evaluate next. */
export class ProjectionCache {
  readonly allowance: ProjectionAllowance;
  readonly scheduler: ProjectionScheduler;
  private readonly outcomes = new LRUCache<string, Outcome>({
    max: PROJECTION_CACHE_MAX_ENTRIES,
    maxSize: PROJECTION_CACHE_MAX_BYTES,
    sizeCalculation: (o, key) => key.length + (o.ok ? o.sendable.bytes.length : 256),
  });

  constructor(options: ProjectionCacheOptions) {
    this.allowance = options.allowance ?? new ProjectionAllowance(options.nowMs);
    this.scheduler = options.scheduler ?? new ProjectionScheduler();
  }

  /** The cached outcome of an expression on a rendering, if there is one. */
  cached(response: RenderedResponse, expression: string): Outcome | undefined {
    return response.id === 0 ? undefined : this.outcomes.get(keyOf(response, expression));
  }

  /** The outcome of an expression on a rendering: cached, or evaluated now and charged to the caller. */
  outcome(response: RenderedResponse, expression: string, callerId: string): Outcome {
    const hit = this.cached(response, expression);
    if (hit) return hit;
    // Checked again here: the caller's earlier evaluations may have spent its budget meanwhile.
    this.allowance.admit(callerId);
    const result = projectMetered(response.body(), expression);
    this.allowance.spend(callerId, result.operations);
    const outcome: Outcome = result.ok
      ? { ok: true, sendable: { bytes: result.bytes, etag: strongEtag(result.bytes) } }
      : { ok: false, error: result.error };
    if (response.id !== 0) this.outcomes.set(keyOf(response, expression), outcome);
    return outcome;
  }
}

function keyOf(response: RenderedResponse, expression: string): string {
  return `${response.id}\u0000${expression}`;
}

function unwrap(outcome: Outcome): Sendable {
  // A fresh error each time: the cached one must not carry one request's state into another.
  if (!outcome.ok) throw new ApiError(outcome.error.code, outcome.error.details);
  return outcome.sendable;
}

/**
 * Returns the bytes to send: the rendering itself, or its projection (at once when cached, else
 * once evaluated in the caller's turn); throws or rejects with a refused projection, or with 429
 * when the caller's projection budget is spent.
 */
export function projectIfAsked(
  response: RenderedResponse,
  expression: string | undefined,
  cache: ProjectionCache,
  caller: Pick<Caller, 'id'>,
): Sendable | Promise<Sendable> {
  if (expression === undefined) return response;
  const hit = cache.cached(response, expression);
  if (hit) return unwrap(hit);
  cache.allowance.admit(caller.id);
  return cache.scheduler.run(caller.id, () => unwrap(cache.outcome(response, expression, caller.id)));
}
