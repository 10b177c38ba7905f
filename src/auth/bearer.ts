/**
 * Bearer tokens (DESIGN §5): JWTs verified with `jose` against JWT_SECRET (HS256) or a JWKS URL,
 * with issuer, audience and expiry checks. Claims: `tier`, `subscription`, `plan`, `scope`.
 */
import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { JwtConfig } from '../config';
import { SUBSCRIPTION_STATES, type SubscriptionState, TIERS, type Tier } from '../store/ports';
import type { AuthOutcome, BearerVerifier } from './authenticator';
import { PLAN_BY_TIER } from './caller';

/** Tolerated clock difference when checking `exp`/`nbf`, in seconds. */
export const JWT_CLOCK_TOLERANCE_SECONDS = 5;

/** Builds the verifier, or undefined when neither a secret nor a JWKS URL is configured. */
export function createBearerVerifier(config: JwtConfig, now: () => Date): BearerVerifier | undefined {
  let key: Uint8Array | JWTVerifyGetKey;
  let algorithms: string[];
  if (config.secret !== undefined) {
    key = new TextEncoder().encode(config.secret);
    algorithms = ['HS256'];
  } else if (config.jwksUrl !== undefined) {
    key = createRemoteJWKSet(new URL(config.jwksUrl));
    algorithms = ['RS256', 'ES256', 'EdDSA', 'PS256'];
  } else {
    return undefined;
  }
  return async (token: string): Promise<AuthOutcome> => {
    let payload: JWTPayload;
    try {
      const options = {
        algorithms,
        issuer: config.issuer,
        audience: config.audience,
        currentDate: now(),
        clockTolerance: JWT_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp'],
      };
      const result =
        key instanceof Uint8Array
          ? await jwtVerify(token, key, options)
          : await jwtVerify(token, key, options);
      payload = result.payload;
    } catch (err) {
      return { status: 'rejected', reason: describeJwtError(err) };
    }
    return claimsToCaller(payload);
  };
}

function describeJwtError(err: unknown): string {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'Bearer token has expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `Bearer token claim check failed (${(err as { claim?: string }).claim ?? 'claim'})`;
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'Bearer token signature is invalid';
    default:
      return 'Bearer token is invalid';
  }
}

function claimsToCaller(payload: JWTPayload): AuthOutcome {
  const tier = payload.tier ?? 0;
  if (!TIERS.includes(tier as Tier))
    return { status: 'rejected', reason: 'Bearer token claim "tier" must be 0-3' };
  const subscription = payload.subscription ?? 'active';
  if (!SUBSCRIPTION_STATES.includes(subscription as SubscriptionState)) {
    return { status: 'rejected', reason: 'Bearer token claim "subscription" is invalid' };
  }
  const scope = payload.scope;
  const scopes =
    typeof scope === 'string'
      ? scope.split(' ').filter(Boolean)
      : Array.isArray(scope)
        ? scope.map(String)
        : [];
  const subject = typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : 'anonymous';
  return {
    status: 'authenticated',
    caller: {
      kind: 'bearer',
      id: `jwt:${subject}`,
      accountId: `jwt:${subject}`,
      tier: tier as Tier,
      scopes,
      subscription: subscription as SubscriptionState,
      planKey: typeof payload.plan === 'string' ? payload.plan : PLAN_BY_TIER[tier as Tier],
    },
  };
}
