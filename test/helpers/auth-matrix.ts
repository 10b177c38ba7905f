/**
 * The auth matrix (issue 5): for every operation in the registry, every kind of caller, and the
 * exact status and body each must get. Expectations are written per access kind here, independently
 * of the server's entitlement code.
 */
import { SignJWT } from 'jose';
import type { Access, OperationDef } from '../../src/contract/op';
import type { Tier } from '../../src/store/ports';
import type { TestApp } from './test-app';
import { TEST_OPERATOR_KEY } from './test-app';

/** HS256 secret and claims checks the matrix app is configured with. */
export const MATRIX_JWT = {
  secret: 'matrix-test-secret-0123456789-abcdefghijkl',
  issuer: 'wm-test',
  audience: 'wm-api',
};

/** What a request presents. */
export interface Credential {
  name: string;
  headers: Record<string, string>;
  /** Tier and subscription the server should see, when the credential is valid. */
  tier?: Tier;
  subscription?: 'active' | 'lapsed' | 'renewal_pending';
  planKey?: string;
  kind: 'none' | 'bad' | 'valid';
  bearer?: boolean;
  /** The 401 message the server must give for a bad credential. */
  reason?: string;
}

async function token(
  claims: Record<string, unknown>,
  opts: { secret?: string; audience?: string; expSeconds?: number },
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(MATRIX_JWT.issuer)
    .setAudience(opts.audience ?? MATRIX_JWT.audience)
    .setSubject('user-1')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (opts.expSeconds ?? 600))
    .sign(new TextEncoder().encode(opts.secret ?? MATRIX_JWT.secret));
}

/** Builds every credential of the matrix against a test app. */
export async function matrixCredentials(t: TestApp): Promise<Credential[]> {
  const key = (k: string) => ({ 'x-service-key': k });
  const creds: Credential[] = [
    { name: 'no credential', headers: {}, kind: 'none' },
    { name: 'malformed key', headers: key('not-a-key'), kind: 'bad', reason: 'Malformed API key' },
    {
      name: 'unknown key',
      headers: key(`wmk_${'A'.repeat(43)}`),
      kind: 'bad',
      reason: 'Unknown API key',
    },
  ];
  const revoked = await t.createKey({ tier: 3 });
  const revokedRecord = (await t.store.keys.list()).at(-1)!;
  await t.store.keys.update(revokedRecord.id, { revokedAt: new Date().toISOString() });
  creds.push({ name: 'revoked key', headers: key(revoked), kind: 'bad', reason: 'API key has been revoked' });
  // X-WorldMonitor-Key: the header clients generated from the reference contract send (issue 20).
  creds.push({
    name: 'unknown key in X-WorldMonitor-Key',
    headers: { 'x-worldmonitor-key': `wmk_${'B'.repeat(43)}` },
    kind: 'bad',
    reason: 'Unknown API key',
  });
  creds.push({
    name: 'tier 1 key in X-WorldMonitor-Key',
    headers: { 'x-worldmonitor-key': await t.createKey({ tier: 1 }) },
    kind: 'valid',
    tier: 1,
    subscription: 'active',
    planKey: 'pro',
  });
  const plans = ['free', 'pro', 'api', 'enterprise'];
  for (const tier of [0, 1, 2, 3] as Tier[]) {
    creds.push({
      name: `tier ${tier} key`,
      headers: { 'x-api-key': await t.createKey({ tier }) },
      kind: 'valid',
      tier,
      subscription: 'active',
      planKey: plans[tier],
    });
  }
  for (const subscription of ['lapsed', 'renewal_pending'] as const) {
    creds.push({
      name: `tier 1 key, ${subscription}`,
      headers: key(await t.createKey({ tier: 1, subscription })),
      kind: 'valid',
      tier: 1,
      subscription,
      planKey: 'pro',
    });
  }
  const bearer = (tok: string) => ({ authorization: `Bearer ${tok}` });
  creds.push({
    name: 'bearer valid (tier 1, active)',
    headers: bearer(await token({ tier: 1, subscription: 'active', plan: 'pro' }, {})),
    kind: 'valid',
    bearer: true,
    tier: 1,
    subscription: 'active',
    planKey: 'pro',
  });
  creds.push({
    name: 'bearer expired',
    headers: bearer(await token({ tier: 1 }, { expSeconds: -3600 })),
    kind: 'bad',
    bearer: true,
    reason: 'Bearer token has expired',
  });
  creds.push({
    name: 'bearer wrong signature',
    headers: bearer(await token({ tier: 1 }, { secret: 'another-secret-0123456789-abcdefghijklmnop' })),
    kind: 'bad',
    bearer: true,
    reason: 'Bearer token signature is invalid',
  });
  creds.push({
    name: 'bearer wrong audience',
    headers: bearer(await token({ tier: 1 }, { audience: 'someone-else' })),
    kind: 'bad',
    bearer: true,
    reason: 'Bearer token claim check failed (aud)',
  });
  creds.push({
    name: 'operator key',
    headers: key(TEST_OPERATOR_KEY),
    kind: 'valid',
    tier: 3,
    subscription: 'active',
    planKey: 'enterprise',
  });
  return creds;
}

/** The exact answer expected. `body` undefined means "a 200 with the operation's body". */
export interface Expectation {
  status: number;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const MISSING = { status: 401, body: { error: 'Missing API key (send X-Service-Key)' } };

/** Expected answer of an operation for a credential, from the access rules of SPEC §5 / DESIGN §5. */
export function expectedFor(op: OperationDef, c: Credential): Expectation {
  const expected = accessFor(op, c);
  // A POST that can never run here (no public source) answers 501 once past access.
  return expected.status === 200 && op.method === 'POST' && op.errorStatuses.includes(501)
    ? { status: 501 }
    : expected;
}

function accessFor(op: OperationDef, c: Credential): Expectation {
  if (!op.routed) return { status: 404, body: { error: 'Not found' } };
  // A bearer token counts only where the contract lists the bearer scheme.
  const seen: Credential = c.bearer && op.bearer !== true ? { ...c, kind: 'none' } : c;
  if (seen.kind === 'bad') return { status: 401, body: { error: seen.reason } };
  if (seen.kind === 'none') return op.access === 'public' ? { status: 200 } : MISSING;
  return entitled(op.access, seen);
}

function entitled(access: Access, c: Credential): Expectation {
  if (access === 'public' || access === 'key') return { status: 200 };
  if ('scope' in access) return { status: 200 };
  const requiredTier = 'minTier' in access ? access.minTier : 1;
  const tier = c.tier ?? 0;
  const planKey = c.planKey ?? 'free';
  if (tier < requiredTier) {
    return {
      status: 403,
      body: {
        error: `This operation requires entitlement tier ${requiredTier} or higher`,
        code: 'tier_required',
        requiredTier,
        currentTier: tier,
        planKey,
      },
    };
  }
  if (c.subscription === 'lapsed') {
    return {
      status: 403,
      headers: { 'x-billing-verification': 'subscription_lapsed' },
      body: {
        error: 'This operation requires an active paid subscription',
        code: 'subscription_lapsed',
        requiredTier,
        currentTier: tier,
        planKey,
      },
    };
  }
  if (c.subscription === 'renewal_pending') {
    return {
      status: 503,
      headers: { 'retry-after': '30' },
      body: {
        error: 'Subscription renewal is being verified; retry shortly',
        code: 'renewal_verification_pending',
        requiredTier,
        currentTier: tier,
        planKey,
      },
    };
  }
  return { status: 200 };
}
