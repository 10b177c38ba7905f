/**
 * Idempotency step of the batch route (SPEC §4.3 rules 5-8, DESIGN §3). A route-level
 * `preValidation` hook looks the key up after authentication and before the rate limiter, so a
 * replay, a 409 or a 422 costs no rate-limit budget; an `onSend` hook stores the response of the
 * request that claimed the key, or releases the claim when the status must not be stored.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/caller';
import { ApiError, storeUnavailable } from '../errors';
import type { IdempotencyHooks } from '../services/handler';
import type { IdempotencyClaim, IdempotencyRequest, IdempotencyStore, StoredResponse } from '../store/ports';
import { sendApiError } from './error-handler';

/** Request header carrying the key; echoed on every answer to a request that sent a valid one. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Response header: `true` on a replay, `false` otherwise (first execution, 409, 422). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** Longest accepted key (SPEC §8). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** A key: 1 to 255 printable ASCII characters, space excluded (SPEC §4.3). */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);
/** How long a completed response is kept for replay (SPEC §8: 24 hours). */
export const IDEMPOTENCY_TTL_MS = 86_400_000;
/** `Retry-After` of a 409 answered while the first request is still running. */
export const IDEMPOTENCY_RETRY_AFTER_SECONDS = 1;
/** Deepest JSON nesting hashed; deeper bodies are refused (the batch body needs 3 levels). */
export const CANONICAL_JSON_MAX_DEPTH = 32;

/** What the idempotency hooks need. */
export interface IdempotencyDeps {
  store: IdempotencyStore;
  now: () => Date;
  /** How long an in-flight claim blocks its key before another request may take it over. */
  leaseMs: number;
}

/** The route-level hooks that make a POST route idempotent. */
export type { IdempotencyHooks };

interface HeldClaim {
  record: IdempotencyRequest;
  token: string;
}

/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, values as
 * `JSON.stringify` writes them. Two bodies with the same parsed value (whitespace and key order
 * aside) have the same canonical form. Throws VALIDATION_FAILED past CANONICAL_JSON_MAX_DEPTH.
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > CANONICAL_JSON_MAX_DEPTH) {
    throw new ApiError('VALIDATION_FAILED', {
      violations: [
        { field: 'body', description: `must not nest deeper than ${CANONICAL_JSON_MAX_DEPTH} levels` },
      ],
    });
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of a body's canonical JSON: what "an identical body" means (SPEC §4.3 rule 5). */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * Statuses whose response is kept: the batch ran. A refusal (a body that failed validation, a
 * 429, a 5xx) ran nothing, so its key is released and the client's corrected retry with the
 * same key runs instead of meeting a 422 for its changed body.
 */
export function isStorableStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Keys are scoped per authenticated caller, or per client IP for an anonymous one (SPEC §4.3 rule 7). */
export function idempotencyScope(caller: Caller): string {
  return `${caller.kind}:${caller.id}`;
}

/** Builds the hooks; each request's claim is held between `preValidation` and `onSend`. */
export function createIdempotencyHooks(deps: IdempotencyDeps): IdempotencyHooks {
  const held = new WeakMap<FastifyRequest, HeldClaim>();

  const settle = async (request: FastifyRequest, claim: HeldClaim, response?: StoredResponse) => {
    try {
      const now = deps.now().getTime();
      if (response) await deps.store.complete(claim.record, claim.token, response, now, IDEMPOTENCY_TTL_MS);
      else await deps.store.release(claim.record, claim.token);
    } catch (err) {
      // The answer still goes out; at worst the claim stays until its lease ends.
      request.log.warn({ err }, 'could not settle idempotency record');
    }
  };

  return {
    async preValidation(request, reply) {
      const key = presentedKey(request);
      if (key === undefined) return undefined;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        return sendApiError(
          reply,
          new ApiError('INVALID_IDEMPOTENCY_KEY', {
            message: `The Idempotency-Key header must be 1-${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters (0x21-0x7E).`,
          }),
        );
      }
      const record: IdempotencyRequest = {
        scope: idempotencyScope(request.caller),
        path: request.routeOptions.config.operation?.path ?? request.routeOptions.url ?? request.url,
        key,
        bodyHash: bodyHash(request.body),
      };
      const claim = await claimOrUndefined(deps, request, record);
      if (claim === undefined) {
        echo(reply, key, false);
        return sendApiError(
          reply,
          storeUnavailable(
            'The idempotency store is unavailable; retry with the same Idempotency-Key shortly',
          ),
        );
      }
      if (claim.status === 'claimed') held.set(request, { record, token: claim.token });
      else return answerWithoutRunning(reply, key, claim);
      return undefined;
    },

    async onSend(request, reply, payload) {
      const claim = held.get(request);
      if (!claim) return payload;
      held.delete(request);
      echo(reply, claim.record.key, false);
      await settle(request, claim, storable(reply, payload));
      return payload;
    },

    async onResponse(request) {
      // onSend did not run (the request failed before a reply was sent): free the key.
      const claim = held.get(request);
      if (!claim) return;
      held.delete(request);
      await settle(request, claim);
    },
  };
}

/** Answers a request whose key is not free: a replay, a 409 or a 422 (SPEC §4.3 rules 5-6). */
function answerWithoutRunning(
  reply: FastifyReply,
  key: string,
  claim: Exclude<IdempotencyClaim, { status: 'claimed' }>,
): FastifyReply {
  echo(reply, key, claim.status === 'completed');
  switch (claim.status) {
    case 'completed':
      for (const [name, value] of Object.entries(claim.response.headers ?? {})) reply.header(name, value);
      return reply
        .code(claim.response.status)
        .header('content-type', claim.response.contentType)
        .header('cache-control', 'no-store')
        .send(claim.response.body);
    case 'in_flight':
      return sendApiError(
        reply,
        new ApiError('IDEMPOTENCY_CONFLICT', {
          message: 'A request with this Idempotency-Key is still running; retry shortly.',
          retryAfterSeconds: IDEMPOTENCY_RETRY_AFTER_SECONDS,
        }),
      );
    case 'mismatch':
      return sendApiError(
        reply,
        new ApiError('IDEMPOTENCY_KEY_REUSED', {
          message: 'This Idempotency-Key was already used with a different request body.',
        }),
      );
  }
}

/**
 * Fails closed: a request that carries a key is a promise to run at most once, which only the
 * store's record can keep, so while the store cannot answer it is refused with 503 and
 * `Retry-After` (the client retries with the same key). A batch without a key never gets here
 * and runs as usual.
 */
async function claimOrUndefined(
  deps: IdempotencyDeps,
  request: FastifyRequest,
  record: IdempotencyRequest,
): Promise<IdempotencyClaim | undefined> {
  try {
    return await deps.store.claim(record, deps.now().getTime(), deps.leaseMs);
  } catch (err) {
    request.log.warn({ err }, 'idempotency store unavailable; refusing the keyed request');
    return undefined;
  }
}

function storable(reply: FastifyReply, payload: unknown): StoredResponse | undefined {
  const status = reply.statusCode;
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!isStorableStatus(status) || !contentType.startsWith('application/json')) return undefined;
  let body: string;
  if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
  else return undefined;
  const response: StoredResponse = { status, contentType, body };
  const headers = replayedHeaders(reply);
  if (headers) response.headers = headers;
  return response;
}

/** Headers a replay repeats: where the first answer's data stood (a POST lookup's X-Data-*). */
const REPLAYED_HEADERS = ['x-data-status', 'x-data-fetched-at', 'x-data-age'] as const;

function replayedHeaders(reply: FastifyReply): Record<string, string> | undefined {
  let headers: Record<string, string> | undefined;
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value === undefined) continue;
    headers ??= {};
    headers[name] = String(value);
  }
  return headers;
}

function presentedKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  // Node joins repeated unknown headers with ", ", which the pattern then refuses (space).
  return Array.isArray(raw) ? raw.join(', ') : raw;
}

function echo(reply: FastifyReply, key: string, replayed: boolean): void {
  reply.header(IDEMPOTENCY_KEY_HEADER, key).header(IDEMPOTENT_REPLAYED_HEADER, String(replayed));
}
