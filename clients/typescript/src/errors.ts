/**
 * Typed errors: every answer that is not a 2xx is decoded from its status and body (the API's
 * error shapes, SPEC §7) into one subclass of WorldMonitorError, so callers can branch with
 * `instanceof` (or on `kind`) and read the fields of that shape with their types.
 */
import type { components } from './generated/openapi.js';
import { type ResponseMeta, responseMeta } from './response-meta.js';

type Schemas = components['schemas'];
/** A 400 listing every bad parameter or body field. */
export type ValidationErrorBody = Schemas['ValidationError'];
/** A 400 for a rejected `jmespath` expression or an oversized projection. */
export type ProjectionErrorBody = Schemas['JmespathProjectionError'];
/** A 403 (or 503 while a renewal is verified) for a caller without the entitlement. */
export type EntitlementErrorBody = Schemas['EntitlementError'] | Schemas['RenewalPendingError'];
/** A 409 or 422 about an Idempotency-Key. */
export type IdempotencyErrorBody = Schemas['IdempotencyError'];
/** The simple `{ error }` body (401, 403 origin, 404, 429, 5xx). */
export type SimpleErrorBody = Schemas['Error'];
/** A `{ message }` body (malformed request body). */
export type MessageErrorBody = Schemas['MessageError'];
/** Any error body the API sends. */
export type ErrorBody =
  | ValidationErrorBody
  | ProjectionErrorBody
  | EntitlementErrorBody
  | IdempotencyErrorBody
  | SimpleErrorBody
  | MessageErrorBody;

/** One bad field of a ValidationError. */
export type Violation = ValidationErrorBody['violations'][number];

/** Discriminant of the error classes. */
export type ErrorKind =
  | 'validation'
  | 'projection'
  | 'authentication'
  | 'entitlement'
  | 'rate_limit'
  | 'idempotency'
  | 'api';

/** Base class of every error the API answers with. */
export class WorldMonitorError extends Error {
  readonly kind: ErrorKind = 'api';
  /** HTTP status of the answer. */
  readonly status: number;
  /** The body exactly as the server sent it (parsed JSON, or text when it was not JSON). */
  readonly body: unknown;
  /** Request id, rate-limit headers and the raw headers of the answer. */
  readonly meta: ResponseMeta;

  constructor(message: string, status: number, body: unknown, meta: ResponseMeta) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.body = body;
    this.meta = meta;
  }
}

/** 400: the request's parameters or body failed validation; every bad field is listed. */
export class ValidationError extends WorldMonitorError {
  override readonly kind = 'validation';
  declare readonly body: ValidationErrorBody;
  get violations(): Violation[] {
    return this.body.violations;
  }
}

/** 400: the `jmespath` expression was rejected, or its output was too large. */
export class ProjectionError extends WorldMonitorError {
  override readonly kind = 'projection';
  declare readonly body: ProjectionErrorBody;
  /** What was wrong with the expression or its output. */
  get reason(): string {
    return this.body._jmespath_error;
  }
  /** Top-level keys of the unprojected body, to help write a working expression. */
  get originalKeys(): string[] {
    return this.body.original_keys;
  }
}

/** 401: no credential, or one that is malformed, unknown, revoked or expired. */
export class AuthenticationError extends WorldMonitorError {
  override readonly kind = 'authentication';
  declare readonly body: SimpleErrorBody;
}

/** 403 (or 503 `renewal_verification_pending`): the caller lacks the tier, subscription or scope. */
export class EntitlementError extends WorldMonitorError {
  override readonly kind = 'entitlement';
  declare readonly body: EntitlementErrorBody;
  get code(): EntitlementErrorBody['code'] {
    return this.body.code;
  }
  get requiredTier(): number {
    return this.body.requiredTier;
  }
  get currentTier(): number | undefined {
    return this.body.currentTier;
  }
  get planKey(): string | undefined {
    return this.body.planKey;
  }
}

/** 429: the caller's rate limit (or projection budget) for this operation is used up. */
export class RateLimitError extends WorldMonitorError {
  override readonly kind = 'rate_limit';
  declare readonly body: SimpleErrorBody;
  /** Seconds to wait before retrying (Retry-After, else the rate-limit window's reset). */
  get retryAfterSeconds(): number | undefined {
    return this.meta.retryAfterSeconds ?? this.meta.rateLimit?.reset;
  }
}

/** 409 (a request with this key is in flight) or 422 (the key was used with another body). */
export class IdempotencyError extends WorldMonitorError {
  override readonly kind = 'idempotency';
  declare readonly body: IdempotencyErrorBody;
  get code(): string {
    return this.body.error;
  }
}

const ENTITLEMENT_CODES = new Set([
  'tier_required',
  'subscription_lapsed',
  'scope_required',
  'renewal_verification_pending',
]);

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function messageOf(status: number, body: unknown): string {
  for (const name of ['error', 'message', '_jmespath_error'] as const) {
    const value = field(body, name);
    if (typeof value === 'string') return `${status}: ${value}`;
  }
  const violations = field(body, 'violations');
  if (Array.isArray(violations)) {
    const list = (violations as Violation[]).map((v) => `${v.field} ${v.description}`).join('; ');
    return `${status}: ${list}`;
  }
  return `${status}: ${typeof body === 'string' && body !== '' ? body : 'request failed'}`;
}

/** Builds the typed error for an answer of this status, body and headers. */
export function decodeError(status: number, body: unknown, headers: Headers): WorldMonitorError {
  const meta = responseMeta(status, headers);
  const message = messageOf(status, body);
  if (status === 400 && Array.isArray(field(body, 'violations')))
    return new ValidationError(message, status, body, meta);
  if (status === 400 && typeof field(body, '_jmespath_error') === 'string')
    return new ProjectionError(message, status, body, meta);
  if (status === 401) return new AuthenticationError(message, status, body, meta);
  if ((status === 403 || status === 503) && ENTITLEMENT_CODES.has(String(field(body, 'code'))))
    return new EntitlementError(message, status, body, meta);
  if (status === 429) return new RateLimitError(message, status, body, meta);
  if ((status === 409 || status === 422) && String(field(body, 'error')).startsWith('idempotency'))
    return new IdempotencyError(message, status, body, meta);
  return new WorldMonitorError(message, status, body, meta);
}
