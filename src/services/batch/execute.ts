/**
 * POST /api/batch/v1/execute (SPEC §4.3): runs up to MAX_BATCH_OPERATIONS GET operations
 * concurrently, each through the full pipeline, and answers their results in request order.
 * The route carries its own body limit and the idempotency hooks (src/http/idempotency.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationDef } from '../../contract/op';
import type { IdempotencyHooks, InProcessGets, InProcessOrigin, PostRoute } from '../handler';
import {
  BATCH_OP_TIMEOUT_MS,
  type DispatchLimits,
  dispatchOperation,
  MAX_BATCH_RESULT_BYTES,
  type OperationOutcome,
  originOf,
} from './dispatch';
import { checkBatchPath } from './path-check';
import { type BatchOperation, parseBatchBody } from './request-body';
import { type BatchResult, writeBatchResponse } from './response-body';

/** Largest batch request body, in bytes; larger → 413. */
export const MAX_BATCH_BODY_BYTES = 65_536;
/**
 * How long an in-flight idempotency claim blocks its key, as a multiple of the per-operation
 * timeout: operations run concurrently, so a live batch finishes well within it, and a claim
 * left by a process that died is taken over after it.
 */
export const IDEMPOTENCY_LEASE_TIMEOUTS = 2;

export type { BatchResult };

/** What the batch route needs. */
export interface BatchRouteDeps {
  /** Routed GET operations by path: the batch allow-list. */
  operations: ReadonlyMap<string, OperationDef>;
  /** Builds the idempotency hooks (DESIGN §3) with claims held for `leaseMs`. */
  idempotencyHooks(leaseMs: number): IdempotencyHooks;
  /** Overrides of the per-operation limits (defaults: BATCH_OP_TIMEOUT_MS, MAX_BATCH_RESULT_BYTES). */
  limits?: Partial<DispatchLimits>;
}

/** Builds the batch route: its handler plus body limit and idempotency hooks. */
export function createBatchRoute(deps: BatchRouteDeps): PostRoute {
  const operations = deps.operations;
  const limits: DispatchLimits = {
    timeoutMs: deps.limits?.timeoutMs ?? BATCH_OP_TIMEOUT_MS,
    maxResultBytes: deps.limits?.maxResultBytes ?? MAX_BATCH_RESULT_BYTES,
  };
  const hooks = deps.idempotencyHooks(IDEMPOTENCY_LEASE_TIMEOUTS * limits.timeoutMs);

  const route: PostRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const ops = parseBatchBody(request.body);
    const origin = originOf(request);
    const gets = request.server.inProcessGets;
    const results = await Promise.all(ops.map((op) => runOperation(gets, origin, op, operations, limits)));
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(writeBatchResponse(results));
  };
  route.routeOptions = {
    bodyLimit: MAX_BATCH_BODY_BYTES,
    preValidation: hooks.preValidation,
    onSend: hooks.onSend,
    onResponse: hooks.onResponse,
  };
  return route;
}

function runOperation(
  gets: InProcessGets,
  origin: InProcessOrigin,
  op: BatchOperation,
  operations: ReadonlyMap<string, OperationDef>,
  limits: DispatchLimits,
): BatchResult | Promise<BatchResult> {
  const target = checkBatchPath(op.path, operations);
  if (!target.ok) {
    // Refused here: a 404 carries the body a direct call gets, the other refusals none.
    const { status, error } = target;
    if (target.body === undefined) return { id: op.id, status, error };
    return { id: op.id, status, body: Buffer.from(JSON.stringify(target.body), 'utf8'), error };
  }
  const outcome = dispatchOperation(gets, origin, target, limits);
  if (outcome instanceof Promise) return outcome.then((settled) => resultOf(op, settled));
  return resultOf(op, outcome);
}

function resultOf(op: BatchOperation, { status, body, error, provenance }: OperationOutcome): BatchResult {
  const result: BatchResult = { id: op.id, status, error };
  if (body !== undefined) result.body = body;
  if (provenance !== undefined) result.provenance = provenance;
  return result;
}
