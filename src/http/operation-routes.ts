/**
 * Registers one route per routed operation of the contract. The order of a GET's steps after
 * authentication, entitlement and rate limiting (DESIGN §3): validate query → (response cache
 * lookup | handler + serialize once) → `jmespath` projection → ETag/304 → cache headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationDef } from '../contract/op';
import type { BoundHandler, PostRoute, Providers } from '../services/handler';
import type { SnapshotStore } from '../store/ports';
import { GetResponder, type SnapshotVersions } from './get-responder';
import { ProjectionCache, projectIfAsked, type Sendable } from './projection-step';
import { type RawQuery, validateQuery } from './query';
import { type RenderedResponse, sendJson, setDataHeaders } from './respond';
import { ResponseCache } from './response-cache';

export interface OperationRouteDeps {
  /** Snapshot reads; the in-memory store's `versionStamp` turns on the response cache. */
  snapshots: Pick<SnapshotStore, 'read'> & Partial<SnapshotVersions>;
  now: () => Date;
  /** Epoch ms of `now`'s clock, if the caller has a cheaper way to read it. */
  nowMs?: () => number;
  providers: Providers;
  /** Overrides the response cache (tests shrink its limits). */
  responses?: ResponseCache;
}

export type { PostRoute };

/** Registers every routed GET operation with its handler, and POST operations with their routes. */
export function registerOperationRoutes(
  app: FastifyInstance,
  deps: OperationRouteDeps,
  operations: readonly OperationDef[],
  handlers: ReadonlyMap<string, BoundHandler>,
  postRoutes: ReadonlyMap<string, PostRoute>,
): void {
  const responder = new GetResponder({
    snapshots: deps.snapshots,
    now: deps.now,
    providers: deps.providers,
    responses: deps.responses ?? new ResponseCache(deps.nowMs ?? (() => deps.now().getTime())),
  });
  const projections = new ProjectionCache({ nowMs: deps.nowMs ?? (() => deps.now().getTime()) });
  for (const op of operations) {
    if (!op.routed) continue;
    if (op.method === 'POST') {
      const route = postRoutes.get(op.id);
      if (!route) throw new Error(`No route for routed operation ${op.id}`);
      app.route({
        ...route.routeOptions,
        method: 'POST',
        url: op.path,
        config: { operation: op },
        handler: route,
      });
      continue;
    }
    const handler = handlers.get(op.id);
    if (!handler) throw new Error(`No handler for routed operation ${op.id}`);
    app.route({
      method: 'GET',
      url: op.path,
      config: { operation: op },
      handler: (request, reply) => serveGet(responder, projections, handler, request, reply),
    });
  }
}

/**
 * Answers a GET. When the rendering is cached it sends synchronously and returns undefined (what
 * Fastify expects of a handler that has sent), so the hot path costs no promise.
 */
function serveGet(
  responder: GetResponder,
  projections: ProjectionCache,
  handler: BoundHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): undefined | Promise<FastifyReply> {
  const query = validateQuery(handler.op, request.query as RawQuery);
  const response = responder.respond(handler, request.caller, query.params);
  if (response instanceof Promise) {
    return response.then((rendered) => send(rendered, query.jmespath, projections, request, reply));
  }
  const sent = send(response, query.jmespath, projections, request, reply);
  return sent instanceof Promise ? sent : undefined;
}

/** Sends the rendering or its projection; a projection that must be evaluated first is awaited. */
function send(
  response: RenderedResponse,
  jmespath: string | undefined,
  projections: ProjectionCache,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | Promise<FastifyReply> {
  const sendable = projectIfAsked(response, jmespath, projections, request.caller);
  if (sendable instanceof Promise) return sendable.then((s) => sendBytes(response, s, request, reply));
  return sendBytes(response, sendable, request, reply);
}

function sendBytes(
  response: RenderedResponse,
  sendable: Sendable,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  setDataHeaders(reply, response.data);
  return sendJson(request, reply, sendable.bytes, sendable.etag, response.cacheControl);
}
