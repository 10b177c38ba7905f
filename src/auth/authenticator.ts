/**
 * Resolves the credential a request presents to a Caller (DESIGN §5): a key in `X-Service-Key`,
 * `X-Api-Key` or `X-WorldMonitor-Key` (which clients generated from the reference service's
 * contract send), or a bearer token where the operation lists it. Two different credentials in
 * one request are refused.
 */
import type { ApiKeyRecord } from '../store/ports';
import { API_KEY_PATTERN, constantTimeEqual, hashKey } from './api-keys';
import { ALL_SCOPES, type Caller } from './caller';
import type { KeyCache, KeyResolution } from './key-cache';

/** What authentication concluded. */
export type AuthOutcome =
  | { status: 'none' }
  | { status: 'authenticated'; caller: Caller }
  | { status: 'rejected'; reason: string };

/** The credential headers of a request. */
export interface PresentedCredentials {
  serviceKey?: string;
  apiKey?: string;
  /** `X-WorldMonitor-Key`: the reference service's header name, kept for its generated clients. */
  worldMonitorKey?: string;
  authorization?: string;
  /** The connection the request came on (its socket), for the per-connection digest memo. */
  connection?: object;
}

/** Verifies bearer tokens (wired by the access-control layer; absent means bearer is not configured). */
export type BearerVerifier = (token: string) => Promise<AuthOutcome>;

export interface AuthenticatorDeps {
  keyCache: KeyCache;
  operators: OperatorKeys;
  bearer?: BearerVerifier;
}

/** Operator keys from ENTERPRISE_API_KEYS, hashed once at start with their outcomes. */
export type OperatorKeys = readonly { digest: string; outcome: AuthOutcome }[];

/** Hashes the operator keys once and builds their callers. */
export function createOperatorKeys(keys: readonly string[]): OperatorKeys {
  return keys.map((key) => {
    const digest = hashKey(key);
    // Shared by every request of this key: frozen, so no request can change another's caller.
    const outcome: AuthOutcome = { status: 'authenticated', caller: Object.freeze(operatorCaller(digest)) };
    return { digest, outcome };
  });
}

/**
 * Authenticates presented credentials. `allowBearer` is true only where the contract lists bearer.
 * Synchronous for an operator key and for a key the cache holds; a promise otherwise.
 */
export function authenticate(
  deps: AuthenticatorDeps,
  creds: PresentedCredentials,
  allowBearer: boolean,
): AuthOutcome | Promise<AuthOutcome> {
  const key = creds.serviceKey ?? creds.apiKey ?? creds.worldMonitorKey;
  const conflict = conflictingCredentials(creds, key, allowBearer);
  if (conflict !== undefined) return conflict;
  if (key !== undefined) return authenticateKey(deps, key.trim(), creds.connection);
  if (creds.authorization !== undefined && allowBearer) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(creds.authorization);
    if (!match?.[1]) return { status: 'rejected', reason: 'Malformed Authorization header' };
    if (!deps.bearer)
      return { status: 'rejected', reason: 'Bearer tokens are not configured on this server' };
    return deps.bearer(match[1]);
  }
  return NONE;
}

const NONE: AuthOutcome = Object.freeze({ status: 'none' });

const CONFLICTING_KEYS: AuthOutcome = Object.freeze({
  status: 'rejected',
  reason: 'Conflicting credentials: the key headers carry different keys; send one key',
});
const KEY_AND_BEARER: AuthOutcome = Object.freeze({
  status: 'rejected',
  reason: 'Conflicting credentials: send either an API key header or a bearer token, not both',
});

/**
 * Two different credentials in one request are refused rather than one of them chosen: a wrong
 * key beside a right one is a client's mistake it should learn of (DESIGN §5: a credential that
 * is sent but wrong is refused). The same key in several key headers is one credential.
 */
function conflictingCredentials(
  creds: PresentedCredentials,
  key: string | undefined,
  allowBearer: boolean,
): AuthOutcome | undefined {
  if (key === undefined) return undefined;
  const first = key.trim();
  for (const other of [creds.apiKey, creds.worldMonitorKey]) {
    if (other !== undefined && other.trim() !== first) return CONFLICTING_KEYS;
  }
  if (allowBearer && creds.authorization !== undefined) return KEY_AND_BEARER;
  return undefined;
}

/**
 * The last key hashed on each connection, with its digest: a keep-alive client sends the same key
 * on every request, and SHA-256 is the largest cost of authenticating it. The match is checked in
 * constant time; entries go with their connection. The key cache still decides validity and
 * revocation from the digest on every request.
 */
const lastDigest = new WeakMap<object, { key: string; digest: string }>();

function digestFor(key: string, connection: object | undefined): string {
  if (connection == null) return hashKey(key);
  const last = lastDigest.get(connection);
  if (last !== undefined && constantTimeEqual(last.key, key)) return last.digest;
  const digest = hashKey(key);
  lastDigest.set(connection, { key, digest });
  return digest;
}

function authenticateKey(
  deps: AuthenticatorDeps,
  key: string,
  connection: object | undefined,
): AuthOutcome | Promise<AuthOutcome> {
  const digest = digestFor(key, connection);
  // Every operator digest is compared (no early exit), each in constant time.
  let operator: AuthOutcome | undefined;
  for (const op of deps.operators) if (constantTimeEqual(digest, op.digest)) operator = op.outcome;
  if (operator) return operator;
  if (!API_KEY_PATTERN.test(key)) return { status: 'rejected', reason: 'Malformed API key' };
  const resolved = deps.keyCache.resolveHash(digest);
  return resolved instanceof Promise ? resolved.then(outcomeOf) : outcomeOf(resolved);
}

/** Outcomes of valid keys, built once per cached record (the cache reloads a record after its TTL). */
const userOutcomes = new WeakMap<ApiKeyRecord, AuthOutcome>();

function outcomeOf(resolved: KeyResolution): AuthOutcome {
  if (resolved.status === 'unknown') return { status: 'rejected', reason: 'Unknown API key' };
  if (resolved.status === 'revoked') return { status: 'rejected', reason: 'API key has been revoked' };
  const r = resolved.record;
  let outcome = userOutcomes.get(r);
  if (!outcome) {
    // Shared by every request of this key until the cache reloads it: frozen.
    outcome = {
      status: 'authenticated',
      caller: Object.freeze({
        kind: 'user_key',
        id: r.id,
        accountId: r.accountId,
        tier: r.tier,
        scopes: r.scopes,
        subscription: r.subscription,
        planKey: r.planKey,
      }),
    };
    userOutcomes.set(r, outcome);
  }
  return outcome;
}

function operatorCaller(hexDigest: string): Caller {
  const id = `operator:${hexDigest.slice(0, 16)}`;
  return {
    kind: 'enterprise_key',
    id,
    accountId: id,
    tier: 3,
    scopes: [ALL_SCOPES],
    subscription: 'active',
    planKey: 'enterprise',
  };
}
