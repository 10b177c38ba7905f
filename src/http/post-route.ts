/**
 * The route of a POST operation answered from a function of its body (`definePostHandler`): a
 * lookup of several ids in one call. Reads top to bottom: check the body against the contract →
 * run the handler with the caller's context → send the contract's shape with where its data
 * stands (X-Data-* headers, as a GET). The idempotency hooks (src/http/idempotency.ts) run around
 * it, and the rate-limit step counts `units(body)` units (one per id) after the idempotency lookup.
 */

import type { ErrorObject } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type Violation } from '../errors';
import { checkSchema } from '../schema-check';
import type { BoundPostHandler, PostRoute, PostRouteDeps } from '../services/handler';
import { JSON_CONTENT_TYPE, serializeResponse } from './rendered-response';

/** How long an idempotency claim of a lookup blocks its key (a lookup is time-boxed well within it). */
export const POST_LOOKUP_LEASE_MS = 30_000;

/** Builds the route of a POST handler. */
export function postHandlerRoute(handler: BoundPostHandler, deps: PostRouteDeps): PostRoute {
  const { op } = handler;
  const hooks = deps.idempotencyHooks(POST_LOOKUP_LEASE_MS);
  const route: PostRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = checkBody(handler, request.body);
    const result = await handler.run({ ...deps.context, caller: request.caller }, body);
    const provenance = deps.provenance(op, result.data);
    reply.header('x-data-status', provenance.status);
    if (provenance.status !== 'unavailable') {
      reply
        .header('x-data-fetched-at', provenance.fetchedAt)
        .header('x-data-age', String(provenance.ageSeconds));
    }
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .type(JSON_CONTENT_TYPE)
      .send(serializeResponse(op, result.body));
  };
  route.routeOptions = {
    preValidation: hooks.preValidation,
    onSend: hooks.onSend,
    onResponse: hooks.onResponse,
  };
  if (handler.units) {
    const units = handler.units;
    // Counted before the body is checked (once, by the route): a body the count cannot be read
    // from is not the contract's and costs one unit, then answers 400.
    route.units = (body) => {
      try {
        const n = units(body);
        return Number.isInteger(n) && n > 1 ? n : 1;
      } catch {
        return 1;
      }
    };
  }
  return route;
}

/** The body if it is the contract's; else 400 listing every problem. */
function checkBody(handler: BoundPostHandler, body: unknown): unknown {
  if (!handler.op.body) return body;
  const check = checkSchema(handler.op.body, body);
  if (!check.ok) throw new ApiError('VALIDATION_FAILED', { violations: check.errors.map(toViolation) });
  return body;
}

/** One schema error as a violation named like `series_ids[2]` (the root is `body`). */
function toViolation(error: ErrorObject): Violation {
  const p = error.params as Record<string, unknown>;
  const parts = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') parts.push(String(p.missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String(p.additionalProperty));
  const field =
    parts.length === 0
      ? 'body'
      : parts.reduce(
          (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
          '',
        );
  switch (error.keyword) {
    case 'required':
      return { field, description: 'is required' };
    case 'additionalProperties':
      return { field, description: 'is not a field of this body' };
    default:
      return { field, description: error.message ?? 'is invalid' };
  }
}
