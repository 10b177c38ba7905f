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
 * export const intelligenceNoSource = noSourceList([pizzint, …]);
 * // contract.ts: ...intelligenceNoSource.operations   index.ts: ...intelligenceNoSource.handlers
 * ```
 */
import type { Static, TSchema } from 'typebox';
import type { Availability } from '../contract/availability';
import { getOp, type OperationDef } from '../contract/op';
import { deepFreeze } from '../deep-freeze';
import { type BoundHandler, defineHandler, unavailable } from './handler';

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

/** One no-source operation and its handler. */
export interface NoSourceGet {
  readonly op: OperationDef;
  readonly handler: BoundHandler;
}

/** The availability of an operation no public source can feed. */
export function noPublicSource(reason: string): Availability {
  return { kind: 'no-public-source', reason };
}

/** The sentence every no-source operation's description ends with. */
export function noSourceNote(reason: string): string {
  return `No public source: ${reason}. This deployment always answers the degraded body below with \`X-Data-Status: unavailable\`.`;
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

/** The operations and handlers of a service's no-source GETs, for its contract and index. */
export function noSourceList(list: readonly NoSourceGet[]): {
  readonly operations: readonly OperationDef[];
  readonly handlers: readonly BoundHandler[];
} {
  return { operations: list.map((x) => x.op), handlers: list.map((x) => x.handler) };
}
