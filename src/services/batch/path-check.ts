/**
 * Checks a batched operation's path before anything is dispatched (SPEC §4.3, DESIGN §3). Only an
 * exact routed GET path of this server is ever dispatched, rebuilt from the contract's own path
 * plus the client's query string; every other shape is answered here, per operation.
 */

import type { OperationDef } from '../../contract/op';
import { ApiError, toHttp } from '../../errors';
import { MAX_BATCH_PATH_LENGTH } from './contract';

/** Paths under this prefix are batches themselves: refused as `nested_batch`. */
export const BATCH_PATH_PREFIX = '/api/batch/';

/** Status of a refused path (invalid or nested batch). */
export const REFUSED_PATH_STATUS = 400;

/** Anything outside visible ASCII: control characters, space, DEL and non-ASCII (send them percent-encoded). */
const NOT_VISIBLE_ASCII = /[^\x21-\x7e]/;
/** Encoded dot, slash or backslash anywhere (any case): they hide traversal from naive checks. */
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;

/** An operation allowed to run, with the exact URL to dispatch. */
export interface DispatchTarget {
  ok: true;
  op: OperationDef;
  url: string;
}

/** A path answered without dispatch. */
export interface RefusedPath {
  ok: false;
  status: number;
  error: 'invalid_path' | 'nested_batch' | 'not_found';
  /** The body a direct call would get (404 only). */
  body?: unknown;
}

/** Result of checking one path. */
export type PathCheck = DispatchTarget | RefusedPath;

const INVALID: RefusedPath = { ok: false, status: REFUSED_PATH_STATUS, error: 'invalid_path' };
const NESTED: RefusedPath = { ok: false, status: REFUSED_PATH_STATUS, error: 'nested_batch' };

/**
 * Checks one path against the routed GET operations (by path). Refused as `invalid_path`: empty or
 * longer than MAX_BATCH_PATH_LENGTH, any character outside 0x21-0x7E, a backslash, a fragment,
 * anything not starting with exactly one `/` (schemes, `//host`), `%2e`/`%2f`/`%5c` in any case
 * anywhere, and `.`/`..` segments. A well-formed path that is not a routed GET operation answers
 * 404 with the body a direct call would get.
 */
export function checkBatchPath(path: string, operations: ReadonlyMap<string, OperationDef>): PathCheck {
  if (path.length === 0 || path.length > MAX_BATCH_PATH_LENGTH) return INVALID;
  if (NOT_VISIBLE_ASCII.test(path) || path.includes('\\') || path.includes('#')) return INVALID;
  if (!path.startsWith('/') || path.startsWith('//')) return INVALID;
  if (ENCODED_SEPARATOR.test(path)) return INVALID;

  const q = path.indexOf('?');
  const pathname = q === -1 ? path : path.slice(0, q);
  const query = q === -1 ? '' : path.slice(q + 1);
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return INVALID;

  // The router ignores one trailing slash, so the batch does too.
  const normalised = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (`${normalised}/`.startsWith(BATCH_PATH_PREFIX)) return NESTED;

  const op = operations.get(normalised);
  if (!op)
    return { ok: false, status: 404, error: 'not_found', body: toHttp(new ApiError('NOT_FOUND')).body };
  return { ok: true, op, url: query === '' ? op.path : `${op.path}?${query}` };
}
