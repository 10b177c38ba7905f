/**
 * Registers one route per routed operation of the contract. The order of a GET's steps after
 * authentication: validate query → handler → serialize → project → ETag/304 → cache headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperationDef } from '../contract/op';
import type { BoundHandler, HandlerContext, Providers } from '../services/handler';
import type { SnapshotStore } from '../store/ports';
import { projectIfAsked } from './projection-step';
import { type RawQuery, validateQuery } from './query';
import { cacheControl, sendJson, serializeResponse, setDataHeaders, strongEtag } from './respond';

export interface OperationRouteDeps {
  snapshots: Pick<SnapshotStore, 'read'>;
  now: () => Date;
  providers: Providers;
}

/** A route handler for POST operations, supplied by the module that owns the operation. */
export type PostRoute = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Registers every routed GET operation with its handler, and POST operations with their routes. */
export function registerOperationRoutes(
  app: FastifyInstance,
  deps: OperationRouteDeps,
  operations: readonly OperationDef[],
  handlers: ReadonlyMap<string, BoundHandler>,
  postRoutes: ReadonlyMap<string, PostRoute>,
): void {
  for (const op of operations) {
    if (!op.routed) continue;
    if (op.method === 'POST') {
      const route = postRoutes.get(op.id);
      if (!route) throw new Error(`No route for routed operation ${op.id}`);
      app.route({ method: 'POST', url: op.path, config: { operation: op }, handler: route });
      continue;
    }
    const handler = handlers.get(op.id);
    if (!handler) throw new Error(`No handler for routed operation ${op.id}`);
    app.route({
      method: 'GET',
      url: op.path,
      config: { operation: op },
      handler: (request, reply) => serveGet(deps, handler, request, reply),
    });
  }
}

async function serveGet(
  deps: OperationRouteDeps,
  handler: BoundHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { op } = handler;
  const query = validateQuery(op, request.query as RawQuery);
  const ctx: HandlerContext = {
    snapshots: deps.snapshots,
    now: deps.now,
    caller: request.caller,
    providers: deps.providers,
  };
  const result = await handler.run(ctx, query.params);
  const bytes = serializeResponse(op, result.body);
  setDataHeaders(reply, result.data);
  const body = projectIfAsked(bytes, query.jmespath);
  return sendJson(request, reply, body, strongEtag(body), cacheControl(op, result.data));
}
