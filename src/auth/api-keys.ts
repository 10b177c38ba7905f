/**
 * User API keys: format, hashing and creation. A key is `wmk_` followed by 43 base64url characters
 * (32 random bytes); only its SHA-256 hash is stored (DESIGN §5).
 */
import { hash, randomBytes } from 'node:crypto';
import { ulid } from 'ulidx';
import type { ApiKeyRecord, KeyStore, SubscriptionState, Tier } from '../store/ports';
import { PLAN_BY_TIER } from './caller';

export const API_KEY_PREFIX = 'wmk_';
export const API_KEY_RANDOM_BYTES = 32;
/** Every user key matches this. */
export const API_KEY_PATTERN = /^wmk_[A-Za-z0-9_-]{43}$/;

/**
 * SHA-256 of a key, hex. Node's one-shot `hash` with hex output measured ~0.3 µs here, against
 * ~0.6 µs with a Buffer output and ~1 µs through `createHash` (it runs once per request).
 */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/**
 * Constant-time equality of two strings of equal length (hex hashes, presented keys): every
 * character is compared, no early exit. Only the length, which is public, ends it early.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Constant-time equality of two secrets of any length. */
export function secretsEqual(a: string, b: string): boolean {
  return constantTimeEqual(hashKey(a), hashKey(b));
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
