/**
 * Runs one checked batch operation in-process through the pipeline (DESIGN §3): the app's
 * `inProcessGets` runs the same operation steps and the same answer as a direct call —
 * authentication with the batch caller's credentials, entitlement, its own rate limit, validation,
 * the handler or the response cache, the `jmespath` projection — on the batch's client IP, with no
 * HTTP request simulated. Here the answer is time-boxed and size-checked; its bytes are kept as
 * they are, for the batch response to splice in.
 */
import type { FastifyRequest } from 'fastify';
import type { Provenance } from '../../ingest/freshness';
import type { InProcessAnswer, InProcessGets, InProcessOrigin } from '../handler';
import { BATCH_RESULT_ERRORS, type BatchResultError } from './contract';
import type { DispatchTarget } from './path-check';

/** How long one operation may run before its result becomes 504 `timeout`. */
export const BATCH_OP_TIMEOUT_MS = 10_000;
/** Largest body of one operation's result, in UTF-8 bytes (SPEC §8: 1 MB); larger → 502. */
export const MAX_BATCH_RESULT_BYTES = 1_048_576;
/** Status of a result whose body was over MAX_BATCH_RESULT_BYTES, or that could not be run. */
export const BAD_RESULT_STATUS = 502;
/** Status of an operation that did not finish within its timeout. */
export const TIMEOUT_STATUS = 504;

/**
 * `error` of a result. Empty when the operation answered 2xx; otherwise why it failed: a refusal
 * by the batch itself, or a code naming the operation's error status (whose body is kept).
 */
export const BATCH_RESULT_CODES = BATCH_RESULT_ERRORS;

/** One of BATCH_RESULT_CODES. */
export type BatchResultCode = BatchResultError;

/** What one operation produced (its id is added by the caller). */
export interface OperationOutcome {
  status: number;
  /** The body as JSON bytes, exactly as a direct call would have sent it. */
  body?: Buffer;
  error: BatchResultCode;
  /** Where the operation's data stands, as its X-Data-* headers would say (a 200 only). */
  provenance?: Provenance;
}

/** Limits of one dispatch (the defaults are the named constants above). */
export interface DispatchLimits {
  timeoutMs: number;
  maxResultBytes: number;
}

/** The error code of an operation's status: empty for 2xx/3xx. */
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

/**
 * Whose calls the batch's operations are: the batch request's headers (authentication reads its
 * credentials from them, and no step reads any other), client IP, connection and logger.
 */
export function originOf(request: FastifyRequest): InProcessOrigin {
  return { headers: request.headers, ip: request.ip, connection: request.raw.socket, log: request.log };
}

/**
 * Runs one operation and turns its answer into a result: at once when the operation answers at
 * once (a cached GET), else within `limits.timeoutMs`.
 */
export function dispatchOperation(
  gets: InProcessGets,
  origin: InProcessOrigin,
  target: DispatchTarget,
  limits: DispatchLimits,
): OperationOutcome | Promise<OperationOutcome> {
  const q = target.url.indexOf('?');
  let answer: InProcessAnswer | Promise<InProcessAnswer>;
  try {
    answer = gets.run(origin, { op: target.op, query: q === -1 ? '' : target.url.slice(q + 1) });
  } catch (err) {
    return notRun(origin, target, err);
  }
  if (!(answer instanceof Promise)) return toOutcome(answer, limits.maxResultBytes);
  return withinTimeout(answer, limits.timeoutMs).then(
    (settled) =>
      settled === 'timeout'
        ? { status: TIMEOUT_STATUS, error: 'timeout' }
        : toOutcome(settled, limits.maxResultBytes),
    (err: unknown) => notRun(origin, target, err),
  );
}

function withinTimeout<T>(pending: Promise<T>, timeoutMs: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  // The late answer is discarded; a failure after the timeout must not go unhandled.
  pending.catch(() => undefined);
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

/** An operation the runner could not run at all (it answers refusals itself): 500. */
function notRun(origin: InProcessOrigin, target: DispatchTarget, err: unknown): OperationOutcome {
  origin.log.error({ err, url: target.url }, 'batched operation could not be run');
  return { status: 500, error: 'internal_error' };
}

function toOutcome(answer: InProcessAnswer, maxResultBytes: number): OperationOutcome {
  // A Buffer's length is its UTF-8 size, not the string length.
  if (answer.body.length > maxResultBytes) return { status: BAD_RESULT_STATUS, error: 'response_too_large' };
  const outcome: OperationOutcome = {
    status: answer.status,
    body: answer.body,
    error: errorForStatus(answer.status),
  };
  if (answer.provenance) outcome.provenance = answer.provenance;
  return outcome;
}
