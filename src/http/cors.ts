/**
 * CORS (DESIGN §3): allowed origins from CORS_ORIGINS (default `*`). A preflight from an allowed
 * origin → 204; a request from a disallowed origin → JSON 403 that still carries CORS headers so
 * the browser shows the reason.
 */
import type { FastifyReply } from 'fastify';
import { ApiError } from '../errors';
import { ANSWERED, type Step } from './pipeline';

export const CORS_ALLOWED_HEADERS =
  'Content-Type, X-Service-Key, X-Api-Key, X-WorldMonitor-Key, Authorization, Idempotency-Key, If-None-Match, X-Request-Id';
export const CORS_EXPOSED_HEADERS =
  'X-Request-Id, X-Data-Status, X-Data-Fetched-At, ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotency-Key, Idempotent-Replayed';
export const CORS_MAX_AGE_SECONDS = 600;

/** Pipeline step: CORS headers, the refusal of a disallowed origin, and preflight answers. */
export function corsStep(allowed: '*' | readonly string[]): Step {
  // The common case (no Origin header) costs one header.
  return (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (allowed === '*') reply.header('access-control-allow-origin', '*');
      return undefined;
    }
    const permitted = allowed === '*' || allowed.includes(origin);
    setCorsHeaders(reply, allowed === '*' ? '*' : origin);
    if (!permitted) throw new ApiError('ORIGIN_NOT_ALLOWED', { message: `Origin ${origin} is not allowed` });
    if (request.method !== 'OPTIONS') return undefined;
    // A preflight is answered here; the rest of the pipeline does not run.
    reply
      .header('access-control-allow-methods', 'GET, HEAD, POST, OPTIONS')
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
      .header('access-control-max-age', String(CORS_MAX_AGE_SECONDS))
      .code(204)
      .send();
    return ANSWERED;
  };
}

function setCorsHeaders(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  if (origin !== '*') reply.header('vary', 'Origin');
}
