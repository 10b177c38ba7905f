/**
 * Entitlement (SPEC §5.4, DESIGN §5): decides whether an authenticated caller may use an operation.
 * "Paid" means tier ≥ 1 and subscription `active`. A tier-gated operation also needs the
 * subscription that pays for that tier: lapsed → 403 `subscription_lapsed`, being renewed →
 * 503 `renewal_verification_pending`.
 */
import type { Access } from '../contract/op';
import { ApiError } from '../errors';
import { ALL_SCOPES, type Caller } from './caller';

/** Retry-After sent while a renewal is being verified, in seconds. */
export const RENEWAL_RETRY_AFTER_SECONDS = 30;
/** Tier a paid subscription starts at. */
export const PAID_MIN_TIER = 1;

/** Throws the entitlement error for a caller who may not use an operation; returns otherwise. */
export function checkEntitlement(access: Access, caller: Caller): void {
  if (access === 'public' || access === 'key') return;
  if ('scope' in access) {
    if (caller.scopes.includes(ALL_SCOPES) || caller.scopes.includes(access.scope)) return;
    throw new ApiError('SCOPE_REQUIRED', {
      scope: access.scope,
      requiredTier: caller.tier,
      currentTier: caller.tier,
      planKey: caller.planKey,
    });
  }
  const requiredTier = 'minTier' in access ? access.minTier : PAID_MIN_TIER;
  const details = { requiredTier, currentTier: caller.tier, planKey: caller.planKey };
  if (caller.tier < requiredTier) throw new ApiError('TIER_REQUIRED', details);
  if (requiredTier === 0) return;
  if (caller.subscription === 'lapsed') throw new ApiError('SUBSCRIPTION_LAPSED', details);
  if (caller.subscription === 'renewal_pending') {
    throw new ApiError('RENEWAL_VERIFICATION_PENDING', {
      ...details,
      retryAfterSeconds: RENEWAL_RETRY_AFTER_SECONDS,
    });
  }
}
