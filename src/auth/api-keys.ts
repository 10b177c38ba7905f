/**
 * User API keys: format, hashing and creation. A key is `wmk_` followed by 43 base64url characters
 * (32 random bytes); only its SHA-256 hash is stored (DESIGN §5).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ulid } from 'ulidx';
import type { ApiKeyRecord, KeyStore, SubscriptionState, Tier } from '../store/ports';
import { PLAN_BY_TIER } from './caller';

export const API_KEY_PREFIX = 'wmk_';
export const API_KEY_RANDOM_BYTES = 32;
/** Every user key matches this. */
export const API_KEY_PATTERN = /^wmk_[A-Za-z0-9_-]{43}$/;

/** SHA-256 of a key, hex. */
export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time equality of two hex hashes. */
export function hashesEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** Constant-time equality of two secrets of any length. */
export function secretsEqual(a: string, b: string): boolean {
  return hashesEqual(hashKey(a), hashKey(b));
}

/** Generates a new random key. */
export function generateKey(): string {
  return API_KEY_PREFIX + randomBytes(API_KEY_RANDOM_BYTES).toString('base64url');
}

/** Options of a new key. */
export interface NewKeyOptions {
  tier?: Tier;
  scopes?: string[];
  planKey?: string;
  subscription?: SubscriptionState;
  accountId?: string;
  label?: string;
}

/** Creates and stores a key; returns the key itself (shown once) and its record. */
export async function createApiKey(
  store: KeyStore,
  options: NewKeyOptions,
  now: Date,
): Promise<{ key: string; record: ApiKeyRecord }> {
  const key = generateKey();
  const id = `key_${ulid(now.getTime())}`;
  const tier = options.tier ?? 0;
  const record: ApiKeyRecord = {
    id,
    hash: hashKey(key),
    label: options.label ?? '',
    accountId: options.accountId ?? id,
    tier,
    scopes: options.scopes ?? [],
    subscription: options.subscription ?? 'active',
    planKey: options.planKey ?? PLAN_BY_TIER[tier],
    createdAt: now.toISOString(),
    lastUsedAt: null,
    revokedAt: null,
  };
  await store.insert(record);
  return { key, record };
}
