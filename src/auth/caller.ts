/**
 * Who is calling: the result of authentication, used by entitlement, rate limits and idempotency.
 */
import type { SubscriptionState, Tier } from '../store/ports';

export type CallerKind = 'anonymous' | 'user_key' | 'enterprise_key' | 'bearer';

/** The authenticated (or anonymous) caller of a request. */
export interface Caller {
  kind: CallerKind;
  /** Stable id: key id, hash prefix of an operator key, JWT subject, or `ip:<addr>`. */
  id: string;
  accountId: string;
  tier: Tier;
  scopes: readonly string[];
  subscription: SubscriptionState;
  planKey: string;
}

/** Scope that grants everything (operator keys and the first local key). */
export const ALL_SCOPES = '*';

/** The caller of a request that carried no credential. */
export function anonymousCaller(ip: string): Caller {
  return {
    kind: 'anonymous',
    id: `ip:${ip}`,
    accountId: `ip:${ip}`,
    tier: 0,
    scopes: [],
    subscription: 'lapsed',
    planKey: 'anonymous',
  };
}

/** Default plan key of a tier (DESIGN §5). */
export const PLAN_BY_TIER: Record<Tier, string> = { 0: 'free', 1: 'pro', 2: 'api', 3: 'enterprise' };
