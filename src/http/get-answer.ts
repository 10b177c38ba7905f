/**
 * The part of a GET after the pipeline steps (DESIGN §3): validate the query → the rendering (from
 * the response cache, or the handler serialized once) → the `jmespath` projection when asked. The
 * direct route (operation-routes.ts) and the batch's in-process calls (in-process-get.ts) both call
 * `answer`, so a batched operation cannot drift from a direct one: only the sending differs.
 */
import type { Caller } from '../auth/caller';
import type { BoundHandler } from '../services/handler';
import type { GetResponder } from './get-responder';
import { type ProjectionCache, projectIfAsked, type Sendable } from './projection-step';
import { type RawQuery, validateQuery } from './query';
import type { RenderedResponse } from './respond';

/** A GET's 200 before it is sent: its rendering (provenance, caching) and the bytes to send. */
export interface GetAnswer {
  response: RenderedResponse;
  /** The rendering's own bytes and ETag, or its projection's. */
  sendable: Sendable;
}

/** Answers validated GETs from the response cache and the projection cache. */
export class GetAnswerer {
  constructor(
    private readonly responder: GetResponder,
    private readonly projections: ProjectionCache,
  ) {}

  /**
   * The answer to a GET by an authenticated, entitled, rate-limited caller: at once when the
   * rendering (and the projection, if any) is cached, else a promise. Refusals (a bad query, a
   * bad expression, a spent projection budget) throw or reject with an ApiError.
   */
  answer(handler: BoundHandler, caller: Caller, raw: RawQuery): GetAnswer | Promise<GetAnswer> {
    const query = validateQuery(handler.op, raw);
    const response = this.responder.respond(handler, caller, query.params);
    if (response instanceof Promise) return response.then((r) => this.project(r, query.jmespath, caller));
    return this.project(response, query.jmespath, caller);
  }

  private project(
    response: RenderedResponse,
    jmespath: string | undefined,
    caller: Caller,
  ): GetAnswer | Promise<GetAnswer> {
    const sendable = projectIfAsked(response, jmespath, this.projections, caller);
    if (sendable instanceof Promise) return sendable.then((s) => ({ response, sendable: s }));
    return { response, sendable };
  }
}
