/**
 * Projection step of the GET pipeline (DESIGN §3): applies `jmespath` to a rendered 200 body when
 * asked. Projections of a shared rendering are cached by (rendering id, expression), refusals
 * included, so a dashboard repeating one expression pays for it once per snapshot version; the
 * ETag is computed on the projected bytes.
 */
import { LRUCache } from 'lru-cache';
import { ApiError } from '../errors';
import { project } from './projection';
import { type RenderedResponse, strongEtag } from './respond';

/** Total size of cached projection outputs, in bytes. */
export const PROJECTION_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** Most cached projection outputs. */
export const PROJECTION_CACHE_MAX_ENTRIES = 5000;

/** Bytes to send with their ETag. */
export interface Sendable {
  bytes: Buffer;
  etag: string;
}

type Outcome = { ok: true; sendable: Sendable } | { ok: false; error: ApiError };

/** Bounded cache of projection outcomes by (rendering id, expression). */
export class ProjectionCache {
  private readonly outcomes = new LRUCache<string, Outcome>({
    max: PROJECTION_CACHE_MAX_ENTRIES,
    maxSize: PROJECTION_CACHE_MAX_BYTES,
    sizeCalculation: (o, key) => key.length + (o.ok ? o.sendable.bytes.length : 256),
  });

  /** The outcome of an expression on a rendering, computed once while it stays cached. */
  outcome(response: RenderedResponse, expression: string): Outcome {
    if (response.id === 0) return projectOnce(response, expression);
    const key = `${response.id}\u0000${expression}`;
    let outcome = this.outcomes.get(key);
    if (!outcome) {
      outcome = projectOnce(response, expression);
      this.outcomes.set(key, outcome);
    }
    return outcome;
  }
}

function projectOnce(response: RenderedResponse, expression: string): Outcome {
  try {
    const bytes = project(response.body(), expression);
    return { ok: true, sendable: { bytes, etag: strongEtag(bytes) } };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, error: err };
    throw err;
  }
}

/** Returns the bytes to send: the rendering itself, or its projection; throws a refused projection. */
export function projectIfAsked(
  response: RenderedResponse,
  expression: string | undefined,
  cache: ProjectionCache,
): Sendable {
  if (expression === undefined) return response;
  const outcome = cache.outcome(response, expression);
  // A fresh error each time: the cached one must not carry one request's state into another.
  if (!outcome.ok) throw new ApiError(outcome.error.code, outcome.error.details);
  return outcome.sendable;
}
