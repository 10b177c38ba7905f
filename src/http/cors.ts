/**
 * CORS (DESIGN §3): allowed origins from CORS_ORIGINS (default `*`). A preflight from an allowed
 * origin → 204; a request from a disallowed origin → JSON 403 that still carries CORS headers so
 * the browser shows the reason.
 */
import { ApiError } from '../errors';
import { ANSWERED, type Step } from './pipeline';

export const CORS_ALLOWED_HEADERS =
  'Content-Type, X-Service-Key, X-Api-Key, X-WorldMonitor-Key, Authorization, Idempotency-Key, If-None-Match, X-Request-Id';
export const CORS_EXPOSED_HEADERS =
  'X-Request-Id, X-Data-Status, X-Data-Fetched-At, ETag, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Idempotency-Key, Idempotent-Replayed';
export const CORS_MAX_AGE_SECONDS = 600;

const ANY_ORIGIN_WITHOUT_ORIGIN: readonly string[] = Object.freeze(['access-control-allow-origin', '*']);
const ANY_ORIGIN: readonly string[] = Object.freeze([
  'access-control-allow-origin',
  '*',
  'access-control-expose-headers',
  CORS_EXPOSED_HEADERS,
]);
const NO_HEADERS: readonly string[] = Object.freeze([]);

/** The CORS headers naming one origin (an allowed one, or a refused one so the browser shows why). */
function originHeaders(origin: string): readonly string[] {
  return [
    'access-control-allow-origin',
    origin,
    'access-control-expose-headers',
    CORS_EXPOSED_HEADERS,
    'vary',
    'Origin',
  ];
}

/**
 * The CORS headers of a request, as a flat name/value list, or undefined when its Origin is not
 * allowed; the step writes these.
 * The common case (no Origin header) costs one header.
 */
function corsHeadersFor(
  allowed: '*' | readonly string[],
  origin: string | undefined,
): readonly string[] | undefined {
  if (origin === undefined) return allowed === '*' ? ANY_ORIGIN_WITHOUT_ORIGIN : NO_HEADERS;
  if (allowed === '*') return ANY_ORIGIN;
  return allowed.includes(origin) ? originHeaders(origin) : undefined;
}

/** Pipeline step: CORS headers, the refusal of a disallowed origin, and preflight answers. */
export function corsStep(allowed: '*' | readonly string[]): Step {
  return (request, reply) => {
    const origin = request.headers.origin;
    const headers = corsHeadersFor(allowed, origin);
    const sent = headers ?? originHeaders(origin as string);
    for (let i = 0; i < sent.length; i += 2) reply.header(sent[i]!, sent[i + 1]!);
    if (headers === undefined)
      throw new ApiError('ORIGIN_NOT_ALLOWED', { message: `Origin ${origin} is not allowed` });
    if (origin === undefined || request.method !== 'OPTIONS') return undefined;
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
