/**
 * The shape of one operation's declaration. Everything the server, the batch, the OpenAPI document
 * and the docs know about an operation comes from one `OperationDef` (DESIGN §2).
 */
import type { TSchema } from 'typebox';
import type { Availability } from './availability';

/** Who may call an operation (DESIGN §2, SPEC §5). */
export type Access =
  | 'public'
  | 'key'
  | { readonly minTier: number }
  | { readonly scope: string }
  | { readonly subscription: 'paid' };

/** How long a 200 may be cached by clients and shared caches, in seconds, by tier. */
export const CACHE_TIER_SECONDS = {
  realtime: 15,
  fast: 60,
  medium: 300,
  slow: 1800,
  daily: 3600,
  none: 0,
} as const;

export type CacheTier = keyof typeof CACHE_TIER_SECONDS;

/** Which rate-limit bucket an operation counts against (DESIGN §5). */
export type RateLimitClass = 'caller' | 'client-ip' | 'none';

export type HttpMethod = 'GET' | 'POST';

/** One operation of the API, declared once. */
export interface OperationDef<
  Q extends TSchema = TSchema,
  B extends TSchema = TSchema,
  R extends TSchema = TSchema,
> {
  /** OperationId in the OpenAPI document, PascalCase (e.g. `GetCo2Monitoring`). */
  readonly id: string;
  /** Service segment of the path (e.g. `climate`). */
  readonly service: string;
  /** Tag shown in the docs (e.g. `Climate`). */
  readonly tag: string;
  readonly method: HttpMethod;
  /** Full path, `/api/<service>/v1/<rpc-name>` (`/api/v2/<service>/<rpc-name>` for a version 2 path). */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  /** Query schema (GET): snake_case names, the canonical ones. */
  readonly query?: Q;
  /** Accepted alternative spellings of query names: alias → canonical name (DESIGN §2). */
  readonly queryAliases?: Readonly<Record<string, string>>;
  /** Request body schema (POST). */
  readonly body?: B;
  readonly response: R;
  readonly access: Access;
  /** True where the bearer scheme is accepted besides API keys (SPEC §5.2). */
  readonly bearer?: boolean;
  readonly cacheTier: CacheTier;
  readonly rateLimitClass: RateLimitClass;
  /** Snapshot keys the handler reads (empty for request-time or stateless operations). */
  readonly snapshotKeys: readonly string[];
  /** Ids of the sources whose request-time providers the handler calls (DESIGN §1). */
  readonly providerSources?: readonly string[];
  /**
   * Where the data comes from (DESIGN §8). Derived by the services list from the sources of
   * `snapshotKeys` and `providerSources`; declared here only when no source fills the operation
   * (derived answers, the project's own store, no public source, keys no source writes yet).
   */
  readonly availability?: Availability;
  /** False for contract-only operations: in the OpenAPI document, not served (SPEC §1). */
  readonly routed: boolean;
  /** Error statuses the operation declares (SPEC §7). */
  readonly errorStatuses: readonly number[];
  /**
   * One valid query string (without `?`), for operations whose required parameters have no
   * default; the contract-wide suites (auth matrix, degraded bodies, projection) call it. Empty or
   * absent: the operation is valid without parameters.
   */
  readonly exampleQuery?: string;
  /** One valid request body of a POST whose body has required fields (the contract-wide suites send it). */
  readonly exampleBody?: unknown;
}

/** Error statuses every GET operation declares (SPEC §7). */
export const GET_ERROR_STATUSES = [400, 401, 403, 429] as const;

/**
 * Path of an operation from its service and rpc name: `/api/<service>/v1/<rpc>`, or for a later
 * version the reference's own layout, `/api/v<N>/<service>/<rpc>` (e.g. `/api/v2/shipping/…`).
 */
export function apiPath(service: string, rpc: string, version = 1): string {
  return version === 1 ? `/api/${service}/v1/${rpc}` : `/api/v${version}/${service}/${rpc}`;
}

/** Declares a GET operation with the defaults shared by every read. */
export function getOp<Q extends TSchema, R extends TSchema>(
  def: Omit<OperationDef<Q, TSchema, R>, 'method' | 'routed' | 'errorStatuses' | 'path' | 'body'> & {
    rpc: string;
    routed?: boolean;
    /** Path version (default 1): see `apiPath`. */
    version?: number;
  },
): OperationDef<Q, TSchema, R> {
  const { rpc, routed, version, ...rest } = def;
  return {
    ...rest,
    method: 'GET',
    path: apiPath(def.service, rpc, version),
    routed: routed ?? true,
    errorStatuses: GET_ERROR_STATUSES,
  };
}

/** True when the operation requires a credential of any kind. */
export function requiresCredential(access: Access): boolean {
  return access !== 'public';
}

/** Error statuses the batch POST declares (SPEC §7). */
export const BATCH_ERROR_STATUSES = [400, 401, 403, 409, 413, 422, 429] as const;

/** Declares a POST operation. */
export function postOp<B extends TSchema, R extends TSchema>(
  def: Omit<OperationDef<TSchema, B, R>, 'method' | 'path' | 'query' | 'queryAliases'> & { rpc: string },
): OperationDef<TSchema, B, R> {
  const { rpc, ...rest } = def;
  return { ...rest, method: 'POST', path: apiPath(def.service, rpc) };
}
