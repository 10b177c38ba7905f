/**
 * Resolves the credential a request presents to a Caller (DESIGN §5). Header keys
 * (`X-Service-Key`, `X-Api-Key`) win over a bearer token when both are sent.
 */
import { API_KEY_PATTERN, hashKey, secretsEqual } from './api-keys';
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
  enterpriseKeys: readonly string[];
  bearer?: BearerVerifier;
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
  for (const operatorKey of deps.enterpriseKeys) {
    if (secretsEqual(key, operatorKey)) return { status: 'authenticated', caller: operatorCaller(key) };
  }
  if (!API_KEY_PATTERN.test(key)) return { status: 'rejected', reason: 'Malformed API key' };
  const resolved = await deps.keyCache.resolve(key);
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

function operatorCaller(key: string): Caller {
  const id = `operator:${hashKey(key).slice(0, 16)}`;
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
