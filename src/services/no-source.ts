/**
 * Operations with no honest public source (DESIGN §8): text the reference generates with a
 * language model, its private store or paid embeddings, private scrapers or paid social feeds,
 * composites of inputs this project does not hold. Each is routed with the reference's contract
 * and always answers its documented degraded body with `X-Data-Status: unavailable`, and its
 * `x-availability` says why. A service declares them together in its `no-source.ts`:
 *
 * ```ts
 * const pizzint = noSourceGet({ id, service, tag, rpc, summary, description, query, response,
 *   access, reason: 'the reference scrapes a private page', degraded: { tensionPairs: [] } });
 * const deduct = noSourcePost({ id, …, body, response, access, reason: 'written by a language model' });
 * export const intelligenceNoSource = noSourceList([pizzint, deduct, …]);
 * // index.ts: operations: [..., ...intelligenceNoSource.operations],
 * //           handlers: [..., ...intelligenceNoSource.handlers], postHandlers: intelligenceNoSource.postHandlers
 * ```
 *
 * A POST that can never run here checks its body against the contract (400 `violations`), honours
 * `Idempotency-Key` like any POST, and answers 501 `{ error }` naming the reason: never a 404 or
 * 405, never a fault.
 */
import type { Static, TSchema } from 'typebox';
import type { Availability } from '../contract/availability';
import { BATCH_ERROR_STATUSES, getOp, type OperationDef, postOp } from '../contract/op';
import { deepFreeze } from '../deep-freeze';
import { ApiError } from '../errors';
import {
  type BoundHandler,
  type BoundPostHandler,
  defineHandler,
  definePostHandler,
  unavailable,
} from './handler';

type GetOpDef<Q extends TSchema, R extends TSchema> = Parameters<typeof getOp<Q, R>>[0];

/** A no-source GET as its service declares it: the operation without sources, and its answer. */
export type NoSourceGetDef<Q extends TSchema, R extends TSchema> = Omit<
  GetOpDef<Q, R>,
  'snapshotKeys' | 'providerSources' | 'availability' | 'cacheTier' | 'rateLimitClass'
> &
  Partial<Pick<GetOpDef<Q, R>, 'cacheTier' | 'rateLimitClass'>> & {
    /** Why no public source can feed it (the `x-availability` reason, and the description's end). */
    readonly reason: string;
    /**
     * The documented degraded body it always answers, or the function building it from the
     * validated query (to echo an identifier; it may throw a 400 for checks between parameters).
     */
    readonly degraded: Static<R> | ((query: Static<Q>) => Static<R>);
  };

/** One no-source GET and its handler. */
export interface NoSourceGet {
  readonly op: OperationDef;
  readonly handler: BoundHandler;
}

type PostOpDef<B extends TSchema, R extends TSchema> = Parameters<typeof postOp<B, R>>[0];

/** A no-source POST as its service declares it: the operation without sources, and why. */
export type NoSourcePostDef<B extends TSchema, R extends TSchema> = Omit<
  PostOpDef<B, R>,
  | 'snapshotKeys'
  | 'providerSources'
  | 'availability'
  | 'cacheTier'
  | 'rateLimitClass'
  | 'routed'
  | 'errorStatuses'
> & {
  /** Why it can never run here (the `x-availability` reason, and the 501's `error`). */
  readonly reason: string;
};

/** One no-source POST and its handler. */
export interface NoSourcePost {
  readonly op: OperationDef;
  readonly postHandler: BoundPostHandler;
}

/** Error statuses of a no-source POST: those of a POST with idempotent replay, and 501. */
export const NO_SOURCE_POST_ERROR_STATUSES = [...BATCH_ERROR_STATUSES, 501] as const;

/** The availability of an operation no public source can feed. */
export function noPublicSource(reason: string): Availability {
  return { kind: 'no-public-source', reason };
}

/** The sentence every no-source operation's description ends with. */
export function noSourceNote(reason: string): string {
  return `No public source: ${reason}. This deployment always answers its degraded body, with \`X-Data-Status: unavailable\`.`;
}

/**
 * Declares a GET that no public source feeds: the operation (its query validated strictly like any
 * other) and the handler that answers `degraded` whatever the query.
 */
export function noSourceGet<Q extends TSchema, R extends TSchema>(def: NoSourceGetDef<Q, R>): NoSourceGet {
  const { reason, degraded, description, ...rest } = def;
  const op = getOp<Q, R>({
    cacheTier: 'daily',
    rateLimitClass: 'caller',
    ...rest,
    description: `${description} ${noSourceNote(reason)}`,
    snapshotKeys: [],
    availability: noPublicSource(reason),
  });
  if (typeof degraded === 'function') {
    const build = degraded as (query: Static<Q>) => Static<R>;
    return { op, handler: defineHandler(op, async (_ctx, query) => unavailable(build(query as Static<Q>))) };
  }
  const body = deepFreeze(structuredClone(degraded));
  return { op, handler: defineHandler(op, async () => unavailable(body)) };
}

/**
 * Declares a POST that can never run here: its body is checked against the contract, then it
 * answers 501 `{ error }` naming the reason.
 */
export function noSourcePost<B extends TSchema, R extends TSchema>(def: NoSourcePostDef<B, R>): NoSourcePost {
  const { reason, description, ...rest } = def;
  const op = postOp<B, R>({
    ...rest,
    description: `${description} No public source: ${reason}. This deployment checks the body, then answers 501 with the reason.`,
    cacheTier: 'none',
    rateLimitClass: 'caller',
    snapshotKeys: [],
    availability: noPublicSource(reason),
    routed: true,
    errorStatuses: NO_SOURCE_POST_ERROR_STATUSES,
  });
  const message = `not implemented here: ${reason}`;
  return {
    op,
    postHandler: definePostHandler(op, async () => {
      throw new ApiError('NOT_IMPLEMENTED', { message });
    }),
  };
}

/** The operations and handlers of a service's no-source operations, for its index. */
export function noSourceList(list: readonly (NoSourceGet | NoSourcePost)[]): {
  readonly operations: readonly OperationDef[];
  readonly handlers: readonly BoundHandler[];
  readonly postHandlers: readonly BoundPostHandler[];
} {
  return {
    operations: list.map((x) => x.op),
    handlers: list.flatMap((x) => ('handler' in x ? [x.handler] : [])),
    postHandlers: list.flatMap((x) => ('postHandler' in x ? [x.postHandler] : [])),
  };
}
