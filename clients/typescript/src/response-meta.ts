/**
 * What an answer's headers say besides its body: the request id, the rate-limit window
 * (`RateLimit-*`), whether the data was available and fresh (`X-Data-Status`), when it was fetched
 * and how old it is (`X-Data-Age`), the ETag, Retry-After and, for a batch sent with an
 * Idempotency-Key, whether it was replayed.
 */
import type { components } from './generated/openapi.js';

/** The caller's rate-limit window for the operation (absent for unlimited callers). */
export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in the current window. */
  remaining: number;
  /** Seconds until the window ends. */
  reset: number;
}

/**
 * `ok`: built from stored data; `stale`: built from data older than its dataset's freshness
 * window (the body is still served); `unavailable`: the body is the documented empty or degraded
 * answer.
 */
export type DataStatus = components['headers']['XDataStatus'] | 'stale';

const DATA_STATUSES: ReadonlySet<string> = new Set<DataStatus>(['ok', 'stale', 'unavailable']);

/** The headers of an answer, decoded. */
export interface ResponseMeta {
  status: number;
  requestId: string | undefined;
  rateLimit: RateLimit | undefined;
  dataStatus: DataStatus | undefined;
  /** When the data behind the answer was fetched from its source (ISO 8601). */
  dataFetchedAt: string | undefined;
  /** How old the data behind the answer is, in seconds (`X-Data-Age`). */
  dataAgeSeconds: number | undefined;
  etag: string | undefined;
  retryAfterSeconds: number | undefined;
  /** Batch with an Idempotency-Key: true when this is the stored answer replayed. */
  idempotentReplayed: boolean | undefined;
  /** Every header, as received. */
  headers: Headers;
}

function integer(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

function rateLimit(headers: Headers): RateLimit | undefined {
  const limit = integer(headers, 'ratelimit-limit');
  const remaining = integer(headers, 'ratelimit-remaining');
  const reset = integer(headers, 'ratelimit-reset');
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, reset };
}

/** Decodes the headers of an answer. */
export function responseMeta(status: number, headers: Headers): ResponseMeta {
  const dataStatus = headers.get('x-data-status');
  const replayed = headers.get('idempotent-replayed');
  return {
    status,
    requestId: headers.get('x-request-id') ?? undefined,
    rateLimit: rateLimit(headers),
    dataStatus: dataStatus !== null && DATA_STATUSES.has(dataStatus) ? (dataStatus as DataStatus) : undefined,
    dataFetchedAt: headers.get('x-data-fetched-at') ?? undefined,
    dataAgeSeconds: integer(headers, 'x-data-age'),
    etag: headers.get('etag') ?? undefined,
    retryAfterSeconds: integer(headers, 'retry-after'),
    idempotentReplayed: replayed === null ? undefined : replayed === 'true',
    headers,
  };
}
