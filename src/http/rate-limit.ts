/**
 * Rate-limit step of the pipeline (DESIGN §5, SPEC §8): one unit per request per (caller,
 * operation), limits by tier. `client-ip` operations count per client IP. Runs after
 * authentication, entitlement and the batch's idempotency lookup, so replays cost nothing.
 * Every limited response carries RateLimit-* and X-RateLimit-* headers, all in seconds.
 */
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth/caller';
import type { OperationDef } from '../contract/op';
import { ApiError } from '../errors';
import type { RateLimitDecision, RateLimiter } from '../rate-limit/limiter';
import type { Tier } from '../store/ports';
import type { OperationCall } from './operation-call';
import { type HeaderSink, type OperationStep, pipelineHook } from './pipeline';

export interface RateLimitDeps {
  limiter: RateLimiter;
  limits: Record<Tier, number>;
}

/** The counter key and limit of a request, or undefined when it is not limited. */
export function rateLimitKey(
  op: OperationDef,
  caller: Caller,
  ip: string,
  limits: Record<Tier, number>,
): { key: string; limit: number } | undefined {
  if (op.rateLimitClass === 'none') return undefined;
  const limit = limits[caller.tier];
  if (!limit) return undefined;
  const who = op.rateLimitClass === 'client-ip' ? `ip:${ip}` : caller.id;
  return { key: `${op.id}|${who}`, limit };
}

/** Sets the rate-limit headers of a decision (IETF names and their X- equivalents, all seconds). */
export function setRateLimitHeaders(reply: HeaderSink, d: RateLimitDecision): void {
  const limit = String(d.limit);
  const remaining = String(d.remaining);
  const reset = String(d.resetSeconds);
  reply.header('ratelimit-limit', limit);
  reply.header('ratelimit-remaining', remaining);
  reply.header('ratelimit-reset', reset);
  reply.header('x-ratelimit-limit', limit);
  reply.header('x-ratelimit-remaining', remaining);
  reply.header('x-ratelimit-reset', reset);
}

/**
 * Pipeline step: consumes one unit of the request's counter. It runs in the request pipeline for
 * GET operations (a batched GET runs it in-process with the batch's caller and IP); POST
 * operations count in `limitPostOperations` instead. Synchronous with the in-memory limiter.
 */
export function rateLimitStep(deps: RateLimitDeps): OperationStep {
  return (call, reply) => {
    const op = call.operation;
    if (op?.method !== 'GET') return undefined;
    return consume(deps, op, call, reply, 1);
  };
}

/** Consumes `units` of the call's counter; throws RATE_LIMITED (with headers set) past the limit. */
function consume(
  deps: RateLimitDeps,
  op: OperationDef,
  call: OperationCall,
  reply: HeaderSink,
  units: number,
): undefined | Promise<undefined> {
  const target = rateLimitKey(op, call.caller, call.ip, deps.limits);
  if (!target) return undefined;
  const d = deps.limiter.consume(target.key, target.limit, units);
  if (d instanceof Promise) return d.then((settled) => enforce(reply, settled));
  return enforce(reply, d);
}

function enforce(reply: HeaderSink, d: RateLimitDecision): undefined {
  setRateLimitHeaders(reply, d);
  if (!d.allowed) {
    throw new ApiError('RATE_LIMITED', {
      message: `Rate limit of ${d.limit} requests per minute exceeded for this operation`,
      retryAfterSeconds: d.resetSeconds,
    });
  }
  return undefined;
}

/**
 * POST operations count after the batch's idempotency lookup (a route `preValidation` hook): the
 * step runs as a route-level `preHandler` added to those routes only (call before registering
 * them), so GET routes run no extra hook. A route may say what its parsed body costs (a lookup of
 * several ids: one unit per id, `config.units`).
 */
export function limitPostOperations(app: FastifyInstance, deps: RateLimitDeps): void {
  app.addHook('onRoute', (route) => {
    const op = route.config?.operation;
    if (route.method !== 'POST' || !op) return;
    const units = route.config?.units;
    const hook = pipelineHook([
      (request, reply) => consume(deps, op, request, reply, units?.(request.body) ?? 1),
    ]);
    const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...existing, hook];
  });
}
