/**
 * The fixed parts of the OpenAPI document's `components`: the four security schemes (DESIGN §2,
 * SPEC §5) and the response headers every operation shares (DESIGN §3–§5).
 */
import type { JsonObject } from './json-schema';

/** Name of the `X-Service-Key` scheme. */
export const SERVICE_KEY_SCHEME = 'ServiceKey';
/** Name of the `X-Api-Key` alias scheme. */
export const API_KEY_HEADER_SCHEME = 'ApiKeyHeader';
/** Name of the `X-WorldMonitor-Key` compatibility scheme. */
export const WORLDMONITOR_KEY_SCHEME = 'WorldMonitorKey';
/** Name of the `Authorization: Bearer` scheme. */
export const BEARER_SCHEME = 'BearerAuth';

/** Prefix of a reference to a shared header. */
export const HEADER_REF_PREFIX = '#/components/headers/';

/** Shape of the `Idempotency-Key` request header (SPEC §4.3, §8). */
export const IDEMPOTENCY_KEY_HEADER_SCHEMA: JsonObject = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7E]{1,255}$',
};

/** The security schemes of the document. */
export function securitySchemes(): JsonObject {
  return {
    [SERVICE_KEY_SCHEME]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Service-Key',
      description:
        'An API key: a user key (issued with `npm run keys`) or an operator key from ENTERPRISE_API_KEYS.',
    },
    [API_KEY_HEADER_SCHEME]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
      description: 'The same API key sent under the alternative header name; either header works.',
    },
    [WORLDMONITOR_KEY_SCHEME]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-WorldMonitor-Key',
      description:
        "Compatibility alias: the same API key under the header name that clients generated from the reference service's contract send. Prefer X-Service-Key in new clients.",
    },
    [BEARER_SCHEME]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        'A signed JWT whose claims (`tier`, `subscription`, `plan`, `scope`) carry the entitlement. Accepted only where an operation lists this scheme.',
    },
  };
}

function header(description: string, schema: JsonObject): JsonObject {
  return { description, schema };
}

const SECONDS = { type: 'integer', minimum: 0 } as const;

/** Response headers shared by several responses, keyed by component name. */
export const SHARED_HEADERS = {
  XRequestId: {
    name: 'X-Request-Id',
    header: header(
      'Identifier of this request; echoes a well-formed X-Request-Id sent by the client, otherwise generated.',
      { type: 'string' },
    ),
  },
  XDataStatus: {
    name: 'X-Data-Status',
    header: header(
      "`ok` when the answer was built from stored data or a provider answer; `stale` when that data is older than its dataset's freshness window (three cadences of its refresh job; the body is the same, old data is still served with its true date); `unavailable` when neither existed, so the body is the documented empty or degraded response.",
      { type: 'string', enum: ['ok', 'stale', 'unavailable'] },
    ),
  },
  XDataFetchedAt: {
    name: 'X-Data-Fetched-At',
    header: header(
      'When the data behind the answer was fetched from its source (with `X-Data-Status` `ok` or `stale`).',
      {
        type: 'string',
        format: 'date-time',
      },
    ),
  },
  XDataAge: {
    name: 'X-Data-Age',
    header: header(
      'Age of the data behind the answer, in whole seconds, when it was answered (with `X-Data-Status` `ok` or `stale`).',
      { type: 'integer', minimum: 0 },
    ),
  },
  ETag: {
    name: 'ETag',
    header: header('Strong validator of the body sent; send it back in If-None-Match to get a 304.', {
      type: 'string',
    }),
  },
  RetryAfter: {
    name: 'Retry-After',
    header: header('Seconds to wait before retrying.', { ...SECONDS }),
  },
  RateLimitLimit: {
    name: 'RateLimit-Limit',
    header: header('Requests allowed per window for this caller and operation.', { ...SECONDS }),
  },
  RateLimitRemaining: {
    name: 'RateLimit-Remaining',
    header: header('Requests left in the current window.', { ...SECONDS }),
  },
  RateLimitReset: {
    name: 'RateLimit-Reset',
    header: header('Seconds until the current window ends.', { ...SECONDS }),
  },
  XRateLimitLimit: {
    name: 'X-RateLimit-Limit',
    header: header('Same value as RateLimit-Limit.', { ...SECONDS }),
  },
  XRateLimitRemaining: {
    name: 'X-RateLimit-Remaining',
    header: header('Same value as RateLimit-Remaining.', { ...SECONDS }),
  },
  XRateLimitReset: {
    name: 'X-RateLimit-Reset',
    header: header('Same value as RateLimit-Reset, in seconds.', { ...SECONDS }),
  },
  WwwAuthenticate: {
    name: 'WWW-Authenticate',
    header: header('Names the header the API key is expected in.', { type: 'string' }),
  },
  XBillingVerification: {
    name: 'X-Billing-Verification',
    header: header(
      'Sent with value `subscription_lapsed` when the refusal is due to a lapsed subscription.',
      {
        type: 'string',
        enum: ['subscription_lapsed'],
      },
    ),
  },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    header: header('The Idempotency-Key the request carried, echoed; absent when none was sent.', {
      type: 'string',
    }),
  },
  IdempotentReplayed: {
    name: 'Idempotent-Replayed',
    header: header(
      '`true` when this is a stored response replayed for a repeated key, `false` on the first request; absent when no key was sent.',
      { type: 'boolean' },
    ),
  },
} as const;

/** Component name of a shared header. */
export type SharedHeader = keyof typeof SHARED_HEADERS;

/** The `headers` map of a response: wire name → reference to the shared header. */
export function headerRefs(names: readonly SharedHeader[]): JsonObject {
  const out: JsonObject = {};
  for (const name of names) out[SHARED_HEADERS[name].name] = { $ref: `${HEADER_REF_PREFIX}${name}` };
  return out;
}

/** `components.headers`. */
export function headerComponents(): JsonObject {
  const out: JsonObject = {};
  for (const [name, def] of Object.entries(SHARED_HEADERS)) out[name] = { ...def.header };
  return out;
}

/** Rate-limit headers sent on every response of a limited operation (DESIGN §5). */
export const RATE_LIMIT_HEADERS: readonly SharedHeader[] = [
  'RateLimitLimit',
  'RateLimitRemaining',
  'RateLimitReset',
  'XRateLimitLimit',
  'XRateLimitRemaining',
  'XRateLimitReset',
];
