/**
 * Runs one checked batch operation in-process through the whole pipeline (DESIGN §3): the
 * sub-request is injected into the same server, so authentication, entitlement, its own rate
 * limit, validation, the handler and the `jmespath` projection apply exactly as to a direct call,
 * with the batch caller's credentials and client IP.
 */
import type { FastifyRequest, LightMyRequestResponse as InjectResponse } from 'fastify';
import { BATCH_RESULT_ERRORS, type BatchResultError } from './contract';

/** How long one operation may run before its result becomes 504 `timeout`. */
export const BATCH_OP_TIMEOUT_MS = 10_000;
/** Largest body of one operation's result, in UTF-8 bytes (SPEC §8: 1 MB); larger → 502. */
export const MAX_BATCH_RESULT_BYTES = 1_048_576;
/** Status of a result whose body was over MAX_BATCH_RESULT_BYTES, or was not JSON. */
export const BAD_RESULT_STATUS = 502;
/** Status of an operation that did not finish within its timeout. */
export const TIMEOUT_STATUS = 504;

/**
 * Request headers copied onto each sub-request: the credentials and content negotiation only.
 * Cookies, Origin, Idempotency-Key and the rest stay with the batch.
 */
export const FORWARDED_HEADERS = [
  'x-service-key',
  'x-api-key',
  'authorization',
  'accept',
  'accept-language',
] as const;

/**
 * `error` of a result. Empty when the operation answered 2xx; otherwise why it failed: a refusal
 * by the batch itself, or a code naming the sub-response's error status (whose body is kept).
 */
export const BATCH_RESULT_CODES = BATCH_RESULT_ERRORS;

/** One of BATCH_RESULT_CODES. */
export type BatchResultCode = BatchResultError;

/** What one operation produced (its id is added by the caller). */
export interface OperationOutcome {
  status: number;
  body?: unknown;
  error: BatchResultCode;
}

/** Limits of one dispatch (the defaults are the named constants above). */
export interface DispatchLimits {
  timeoutMs: number;
  maxResultBytes: number;
}

/** The error code of a sub-response status: empty for 2xx/3xx. */
export function errorForStatus(status: number): BatchResultCode {
  if (status < 400) return '';
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
    case 504:
      return 'timeout';
    case 429:
      return 'rate_limited';
    case 503:
      return 'unavailable';
  }
  return status < 500 ? 'bad_request' : 'internal_error';
}

/** Dispatches one GET through the server's own pipeline and turns its response into a result. */
export async function dispatchOperation(
  request: FastifyRequest,
  url: string,
  limits: DispatchLimits,
): Promise<OperationOutcome> {
  const pending = request.server.inject({
    method: 'GET',
    url,
    headers: forwardedHeaders(request),
    remoteAddress: request.ip,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeoutMs);
  });
  try {
    const response = await Promise.race([pending, timeout]);
    if (response === 'timeout') {
      // The late answer is discarded; a failure after the timeout must not go unhandled.
      pending.catch(() => undefined);
      return { status: TIMEOUT_STATUS, error: 'timeout' };
    }
    return toOutcome(response, limits.maxResultBytes);
  } catch (err) {
    request.log.error({ err, url }, 'batched operation could not be run');
    return { status: 500, error: 'internal_error' };
  } finally {
    clearTimeout(timer);
  }
}

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function toOutcome(response: InjectResponse, maxResultBytes: number): OperationOutcome {
  const status = response.statusCode;
  // rawPayload holds the bytes as sent, so this is the UTF-8 size, not the string length.
  if (response.rawPayload.length > maxResultBytes) {
    return { status: BAD_RESULT_STATUS, error: 'response_too_large' };
  }
  const error = errorForStatus(status);
  if (response.rawPayload.length === 0) return { status, error };
  try {
    return { status, body: JSON.parse(response.payload) as unknown, error };
  } catch {
    return { status: BAD_RESULT_STATUS, error: 'internal_error' };
  }
}
