/**
 * Resolves the credential a request presents to a Caller (DESIGN §5). Header keys
 * (`X-Service-Key`, `X-Api-Key`) win over a bearer token when both are sent.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN } from './api-keys';
import { ALL_SCOPES, type Caller } from './caller';
import type { KeyCache } from './key-cache';

/** What authentication concluded. */
export type AuthOutcome =
  | { status: 'none' }
  | { status: 'authenticated'; caller: Caller }
  | { status: 'rejected'; reason: string };

/** The credential headers of a request. */
export interface PresentedCredentials {
  serviceKey?: string;
  apiKey?: string;
  authorization?: string;
}

/** Verifies bearer tokens (wired by the access-control layer; absent means bearer is not configured). */
export type BearerVerifier = (token: string) => Promise<AuthOutcome>;

export interface AuthenticatorDeps {
  keyCache: KeyCache;
  operators: OperatorKeys;
  bearer?: BearerVerifier;
}

/** Operator keys from ENTERPRISE_API_KEYS, hashed once at start with their Caller records. */
export type OperatorKeys = readonly { digest: Buffer; caller: Caller }[];

/** SHA-256 of a presented secret: computed once per request and shared by every comparison. */
function digestOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** Hashes the operator keys once and builds their callers. */
export function createOperatorKeys(keys: readonly string[]): OperatorKeys {
  return keys.map((key) => {
    const digest = digestOf(key);
    return { digest, caller: operatorCaller(digest.toString('hex')) };
  });
}

/** Authenticates presented credentials. `allowBearer` is true only where the contract lists bearer. */
export async function authenticate(
  deps: AuthenticatorDeps,
  creds: PresentedCredentials,
  allowBearer: boolean,
): Promise<AuthOutcome> {
  const key = creds.serviceKey ?? creds.apiKey;
  if (key !== undefined) return authenticateKey(deps, key.trim());
  if (creds.authorization !== undefined && allowBearer) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(creds.authorization);
    if (!match?.[1]) return { status: 'rejected', reason: 'Malformed Authorization header' };
    if (!deps.bearer)
      return { status: 'rejected', reason: 'Bearer tokens are not configured on this server' };
    return deps.bearer(match[1]);
  }
  return { status: 'none' };
}

async function authenticateKey(deps: AuthenticatorDeps, key: string): Promise<AuthOutcome> {
  const digest = digestOf(key);
  // Every operator digest is compared (no early exit), each in constant time.
  let operator: Caller | undefined;
  for (const op of deps.operators) if (timingSafeEqual(digest, op.digest)) operator = op.caller;
  if (operator) return { status: 'authenticated', caller: operator };
  if (!API_KEY_PATTERN.test(key)) return { status: 'rejected', reason: 'Malformed API key' };
  const resolved = await deps.keyCache.resolveHash(digest.toString('hex'));
  if (resolved.status === 'unknown') return { status: 'rejected', reason: 'Unknown API key' };
  if (resolved.status === 'revoked') return { status: 'rejected', reason: 'API key has been revoked' };
  const r = resolved.record;
  return {
    status: 'authenticated',
    caller: {
      kind: 'user_key',
      id: r.id,
      accountId: r.accountId,
      tier: r.tier,
      scopes: r.scopes,
      subscription: r.subscription,
      planKey: r.planKey,
    },
  };
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
