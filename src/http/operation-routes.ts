/**
 * Registers one route per routed operation of the contract. The order of a GET's steps after
 * authentication, entitlement and rate limiting (DESIGN §3): validate query → (response cache
 * lookup | handler + serialize once) → `jmespath` projection (get-answer.ts) → ETag/304 → cache
 * headers. The same answer serves the batch's in-process GETs (in-process-get.ts), decorated on the
 * app as `inProcessGets`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationDef } from '../contract/op';
import type { BoundHandler, PostRoute, Providers } from '../services/handler';
import type { SnapshotStore } from '../store/ports';
import { type GetAnswer, GetAnswerer } from './get-answer';
import { GetResponder, type SnapshotVersions } from './get-responder';
import { InProcessGetRunner } from './in-process-get';
import type { OperationStep } from './pipeline';
import { ProjectionCache } from './projection-step';
import type { RawQuery } from './query';
import { sendJson, setDataHeaders } from './respond';
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
  /**
   * The operation steps of the app's pipeline (authenticate, entitle, rate-limit), run before each
   * in-process GET. Without them in-process GETs are refused (500): an app assembled without them
   * (the bench's composed server) has no batch.
   */
  operationSteps?: readonly OperationStep[];
}

export type { PostRoute };

/** Steps of an app that cannot run in-process GETs: the first one refuses. */
const REFUSE_IN_PROCESS: readonly OperationStep[] = [
  () => {
    throw new Error('in-process GETs need the app pipeline operation steps');
  },
];

/**
 * Registers every routed GET operation with its handler, and POST operations with their routes;
 * decorates the app with `inProcessGets`.
 */
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
  const answerer = new GetAnswerer(responder, projections);
  const steps = deps.operationSteps ?? REFUSE_IN_PROCESS;
  app.decorate('inProcessGets', new InProcessGetRunner({ steps, answerer, handlers }));
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
      handler: (request, reply) => serveGet(answerer, handler, request, reply),
    });
  }
}

/**
 * Answers a GET. When the answer is cached it sends synchronously and returns undefined (what
 * Fastify expects of a handler that has sent), so the hot path costs no promise.
 */
function serveGet(
  answerer: GetAnswerer,
  handler: BoundHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): undefined | Promise<FastifyReply> {
  const answer = answerer.answer(handler, request.caller, request.query as RawQuery);
  if (answer instanceof Promise) return answer.then((a) => send(a, request, reply));
  send(answer, request, reply);
  return undefined;
}

function send({ response, sendable }: GetAnswer, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  setDataHeaders(reply, response.data);
  return sendJson(request, reply, sendable.bytes, sendable.etag, response.cacheControl);
}
