/**
 * The `responses` of an operation: 200 with its contract's schema and the provenance, cache and
 * rate-limit headers, then every error status the operation declares with the body shape the
 * error mapper sends for it (SPEC §7, `src/errors.ts`), plus 404 and `default`.
 */
import {
  EntitlementErrorSchema,
  IdempotencyErrorSchema,
  JmespathErrorSchema,
  MessageErrorSchema,
  RenewalPendingErrorSchema,
  SimpleErrorSchema,
  ValidationErrorSchema,
} from '../contract/common';
import type { Access, OperationDef } from '../contract/op';
import { headerRefs, RATE_LIMIT_HEADERS, type SharedHeader } from './components';
import type { Json, JsonObject, SchemaRegistry } from './json-schema';

/** True for the POST operations that honour `Idempotency-Key`: those declaring 409 (a request with the same key still in flight). */
export function acceptsIdempotencyKey(op: OperationDef): boolean {
  return op.method === 'POST' && op.errorStatuses.includes(409);
}

/** True when an operation's access needs an entitlement beyond a valid key. */
export function isEntitled(access: Access): boolean {
  return typeof access === 'object';
}

/** True when the access is paid for (tier or subscription), so billing states apply. */
function isPaid(access: Access): boolean {
  return typeof access === 'object' && !('scope' in access);
}

function json(schema: Json): JsonObject {
  return { 'application/json': { schema } };
}

function response(description: string, schema: Json, headers: readonly SharedHeader[] = []): JsonObject {
  const out: JsonObject = { description, content: json(schema) };
  const all: SharedHeader[] = ['XRequestId', ...headers];
  out.headers = headerRefs(all);
  return out;
}

function either(kind: 'oneOf' | 'anyOf', ...schemas: Json[]): JsonObject {
  return { [kind]: schemas };
}

/** The 200 response of an operation. */
export function successResponse(op: OperationDef, body: Json): JsonObject {
  const headers: SharedHeader[] = [];
  if (op.method === 'GET') headers.push('XDataStatus', 'XDataFetchedAt', 'XDataAge', 'ETag');
  if (op.rateLimitClass !== 'none') headers.push(...RATE_LIMIT_HEADERS);
  if (acceptsIdempotencyKey(op)) headers.push('IdempotencyKey', 'IdempotentReplayed');
  return response('The operation succeeded.', body, headers);
}

/** The 304 a GET answers when If-None-Match lists the current ETag. */
export function notModifiedResponse(): JsonObject {
  return {
    description: 'The body has not changed since the ETag sent in If-None-Match; no body.',
    headers: headerRefs(['XRequestId', 'ETag']),
  };
}

/** The error schemas every document carries, registered under their `$id`s. */
export interface ErrorRefs {
  validation: Json;
  simple: Json;
  entitlement: Json;
  renewal: Json;
  message: Json;
  idempotency: Json;
  jmespath: Json;
}

/** Registers the shared error schemas and returns their references. */
export function registerErrorSchemas(registry: SchemaRegistry): ErrorRefs {
  return {
    validation: registry.convert(ValidationErrorSchema),
    simple: registry.convert(SimpleErrorSchema),
    entitlement: registry.convert(EntitlementErrorSchema),
    renewal: registry.convert(RenewalPendingErrorSchema),
    message: registry.convert(MessageErrorSchema),
    idempotency: registry.convert(IdempotencyErrorSchema),
    jmespath: registry.convert(JmespathErrorSchema),
  };
}

function badRequest(op: OperationDef, e: ErrorRefs): JsonObject {
  if (op.method === 'GET') {
    return response(
      'A query parameter is invalid (every bad parameter is listed), or the `jmespath` expression was rejected.',
      either('oneOf', e.validation, e.jmespath),
    );
  }
  const shapes = [e.validation, e.message];
  if (acceptsIdempotencyKey(op)) shapes.push(e.idempotency);
  return response(
    acceptsIdempotencyKey(op)
      ? 'The body failed validation, is not well-formed JSON, or the Idempotency-Key header is malformed.'
      : 'The body failed validation or is not well-formed JSON.',
    either('anyOf', ...shapes),
  );
}

function forbidden(op: OperationDef, e: ErrorRefs): JsonObject {
  if (!isEntitled(op.access)) {
    return response('The request came from a browser origin that is not allowed.', e.simple);
  }
  return response(
    'The credential lacks the entitlement this operation needs (tier, active subscription or scope), or the browser origin is not allowed.',
    either('anyOf', e.entitlement, e.simple),
    isPaid(op.access) ? ['XBillingVerification'] : [],
  );
}

/** True when the operation looks one record up by a required `…_id` parameter (a detail operation). */
function looksUpById(op: OperationDef): boolean {
  const query = op.query as { required?: readonly string[] } | undefined;
  return (query?.required ?? []).some((name) => name.endsWith('_id'));
}

/** The response documented for one error status of an operation. */
export function errorResponse(status: number, op: OperationDef, e: ErrorRefs): JsonObject {
  switch (status) {
    case 400:
      return badRequest(op, e);
    case 401:
      return response('No credential was sent, or the one sent is unknown, malformed or revoked.', e.simple, [
        'WwwAuthenticate',
      ]);
    case 403:
      return forbidden(op, e);
    case 404:
      return response(
        looksUpById(op)
          ? 'No record has the id asked for (or no operation is served at this path).'
          : 'No operation is served at this path.',
        e.simple,
      );
    case 409:
      return response('A request with the same Idempotency-Key is still being processed.', e.idempotency, [
        'RetryAfter',
        'IdempotencyKey',
      ]);
    case 413:
      return response('The request body is larger than the server accepts.', e.simple);
    case 415:
      return response('The request body is not sent as application/json.', e.simple);
    case 422:
      return response('The Idempotency-Key was already used with a different body.', e.idempotency, [
        'IdempotencyKey',
      ]);
    case 429:
      return response('The rate limit of this operation for this caller is used up.', e.simple, [
        'RetryAfter',
        ...RATE_LIMIT_HEADERS,
      ]);
    case 501:
      return response(
        'This deployment cannot run the operation (it has no public source); `error` says why.',
        e.simple,
      );
    case 503:
      return response(
        'The subscription renewal is being verified, or the server is overloaded; retry after the given delay.',
        either('anyOf', e.renewal, e.simple),
        ['RetryAfter'],
      );
    default:
      return response('The request failed.', e.simple);
  }
}

/** Every documented response of an operation, keyed by status. */
export function operationResponses(op: OperationDef, body: Json, e: ErrorRefs): JsonObject {
  const statuses = new Set<number>([...op.errorStatuses, 404]);
  if (op.method === 'POST') statuses.add(415);
  if (isPaid(op.access)) statuses.add(503);
  const out: JsonObject = { '200': successResponse(op, body) };
  if (op.method === 'GET') out['304'] = notModifiedResponse();
  for (const status of [...statuses].sort((a, b) => a - b))
    out[String(status)] = errorResponse(status, op, e);
  out.default = response('An unexpected error; the body never carries internal details.', e.simple);
  return out;
}
