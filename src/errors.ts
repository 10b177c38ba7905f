/**
 * The one error type of the API. Every failure a client can see is an ApiError with a code from
 * the closed set below; `toHttp` maps it once to a status and to one of the body shapes of SPEC §7.
 */

/** A single bad request field, as listed in a 400 `violations` body (SPEC §7). */
export interface Violation {
  field: string;
  description: string;
}

/** Every error code the API can answer with. */
export const ERROR_CODES = {
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  VALIDATION_FAILED: 400,
  MALFORMED_BODY: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHENTICATED: 401,
  ORIGIN_NOT_ALLOWED: 403,
  TIER_REQUIRED: 403,
  SUBSCRIPTION_LAPSED: 403,
  SCOPE_REQUIRED: 403,
  RENEWAL_VERIFICATION_PENDING: 503,
  RATE_LIMITED: 429,
  JMESPATH_REJECTED: 400,
  INVALID_IDEMPOTENCY_KEY: 400,
  IDEMPOTENCY_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  OVERLOADED: 503,
  /** The shared store (Redis) does not answer and the request needs it (DESIGN §1). */
  STORE_UNAVAILABLE: 503,
  /** A POST the project can never run (no public source for what it computes, DESIGN §8). */
  NOT_IMPLEMENTED: 501,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Extra data some codes carry into their body or headers. */
export interface ApiErrorDetails {
  message?: string;
  violations?: Violation[];
  requiredTier?: number;
  currentTier?: number;
  planKey?: string;
  scope?: string;
  retryAfterSeconds?: number;
  allow?: string[];
  jmespathError?: string;
  originalKeys?: string[];
}

/** The single error class thrown anywhere in the request path. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ApiErrorDetails;

  constructor(code: ErrorCode, details: ApiErrorDetails = {}) {
    // A refusal (4xx) is an answer, not a fault: nobody reads its stack trace, and capturing one
    // measured a large part of what a 401 costs (bench/README.md). Faults (5xx) keep theirs.
    const traceLimit = Error.stackTraceLimit;
    if (ERROR_CODES[code] < 500) Error.stackTraceLimit = 0;
    super(details.message ?? code);
    Error.stackTraceLimit = traceLimit;
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = details;
  }
}

/** What an ApiError becomes on the wire. */
export interface HttpError {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const ENTITLEMENT_CODES: Partial<Record<ErrorCode, string>> = {
  TIER_REQUIRED: 'tier_required',
  SUBSCRIPTION_LAPSED: 'subscription_lapsed',
  SCOPE_REQUIRED: 'scope_required',
  RENEWAL_VERIFICATION_PENDING: 'renewal_verification_pending',
};

const SIMPLE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  NOT_FOUND: 'Not found',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  PAYLOAD_TOO_LARGE: 'Request body too large',
  UNSUPPORTED_MEDIA_TYPE: 'Content-Type must be application/json',
  UNAUTHENTICATED: 'Missing or invalid API key',
  ORIGIN_NOT_ALLOWED: 'Origin not allowed',
  RATE_LIMITED: 'Rate limit exceeded',
  OVERLOADED: 'Service overloaded, retry later',
  STORE_UNAVAILABLE: 'Store unavailable, retry later',
  NOT_IMPLEMENTED: 'Not implemented',
  INTERNAL: 'Internal server error',
};

const IDEMPOTENCY_ERRORS: Partial<Record<ErrorCode, string>> = {
  INVALID_IDEMPOTENCY_KEY: 'invalid_idempotency_key',
  IDEMPOTENCY_CONFLICT: 'idempotency_conflict',
  IDEMPOTENCY_KEY_REUSED: 'idempotency_key_reused',
};

/** Maps an ApiError to its status, body shape (SPEC §7) and headers. */
export function toHttp(error: ApiError): HttpError {
  const { code, status, details } = error;
  const headers: Record<string, string> = {};
  if (details.retryAfterSeconds !== undefined) headers['retry-after'] = String(details.retryAfterSeconds);
  if (details.allow) headers.allow = details.allow.join(', ');
  if (code === 'UNAUTHENTICATED') headers['www-authenticate'] = 'ApiKey header="X-Service-Key"';
  if (code === 'SUBSCRIPTION_LAPSED') headers['x-billing-verification'] = 'subscription_lapsed';

  if (code === 'VALIDATION_FAILED')
    return { status, headers, body: { violations: details.violations ?? [] } };
  if (code === 'MALFORMED_BODY')
    return { status, headers, body: { message: details.message ?? 'Invalid request body' } };
  if (code === 'JMESPATH_REJECTED') {
    return {
      status,
      headers,
      body: {
        _jmespath_error: details.jmespathError ?? 'invalid_expression',
        original_keys: details.originalKeys ?? [],
      },
    };
  }
  const entitlement = ENTITLEMENT_CODES[code];
  if (entitlement) {
    const body: Record<string, unknown> = {
      error: details.message ?? defaultEntitlementMessage(code, details),
      code: entitlement,
      requiredTier: details.requiredTier ?? 0,
    };
    if (code !== 'RENEWAL_VERIFICATION_PENDING' || details.currentTier !== undefined) {
      body.currentTier = details.currentTier ?? 0;
    }
    if (details.planKey !== undefined) body.planKey = details.planKey;
    return { status, headers, body };
  }
  const idempotency = IDEMPOTENCY_ERRORS[code];
  if (idempotency)
    return { status, headers, body: { error: idempotency, message: details.message ?? idempotency } };
  return { status, headers, body: { error: details.message ?? SIMPLE_MESSAGES[code] ?? code } };
}

function defaultEntitlementMessage(code: ErrorCode, details: ApiErrorDetails): string {
  switch (code) {
    case 'TIER_REQUIRED':
      return `This operation requires entitlement tier ${details.requiredTier ?? 1} or higher`;
    case 'SUBSCRIPTION_LAPSED':
      return 'This operation requires an active paid subscription';
    case 'SCOPE_REQUIRED':
      return `This operation requires the scope ${details.scope ?? ''}`.trim();
    default:
      return 'Subscription renewal is being verified; retry shortly';
  }
}

/** `Retry-After` of a request refused because the shared store does not answer, in seconds. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** The refusal of a request that needs the store while it is down (503 + Retry-After, never 500). */
export function storeUnavailable(message?: string): ApiError {
  return new ApiError('STORE_UNAVAILABLE', { message, retryAfterSeconds: STORE_RETRY_AFTER_SECONDS });
}
