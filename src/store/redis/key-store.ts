/**
 * Redis adapter of the KeyStore port. One hash per key record (every field JSON-encoded, so
 * numbers, lists and nulls come back as written), an index from SHA-256 hash to id, and a set of
 * ids for `list` and `count`. Inserts and updates are Lua scripts: an insert refuses a duplicate
 * id or hash atomically (the SQLite adapter's primary key and UNIQUE constraint), and an update or
 * touch of an unknown id writes nothing.
 */
import type { Redis } from 'ioredis';
import {
  type ApiKeyRecord,
  type KeyLookup,
  type KeyStore,
  SUBSCRIPTION_STATES,
  type SubscriptionState,
  TIERS,
  type Tier,
} from '../ports';
import { LuaScript, redisShapePrefix } from './client';

/** Shape version of a key record's hash (its fields and their encoding), its index and id set. */
export const API_KEY_REDIS_SHAPE = 1;
const PREFIX = redisShapePrefix(API_KEY_REDIS_SHAPE);

/** Set of the ids of every key record. */
export const API_KEY_IDS_KEY = `${PREFIX}api-keys`;

/** The Redis key of one key record's hash. */
export function apiKeyRedisKey(id: string): string {
  return `${PREFIX}api-key:${id}`;
}

/** The Redis key of the index entry from a key hash to its record id. */
export function apiKeyHashRedisKey(hash: string): string {
  return `${PREFIX}api-key-hash:${hash}`;
}

/** Thrown by `insert` when the id or the hash is already stored; nothing is written. */
export class DuplicateApiKeyError extends Error {
  override name = 'DuplicateApiKeyError';
}

// KEYS: record hash, hash index, id set. ARGV: id, then field/value pairs.
const INSERT = new LuaScript(`
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 2))
redis.call('SET', KEYS[2], ARGV[1])
redis.call('SADD', KEYS[3], ARGV[1])
return 1
`);

// KEYS: record hash. ARGV: field/value pairs (possibly none). Returns 1 when the record exists.
const UPDATE = new LuaScript(`
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if #ARGV > 0 then redis.call('HSET', KEYS[1], unpack(ARGV)) end
return 1
`);

/** The fields `update` may change (the same as the SQLite adapter's). */
const PATCHABLE = new Set(['tier', 'subscription', 'planKey', 'revokedAt', 'scopes', 'label']);

/** Creates the Redis key store. */
export function createRedisKeyStore(client: Redis): KeyStore {
  const findById = async (id: string): Promise<KeyLookup> => {
    const hash = await client.hgetall(apiKeyRedisKey(id));
    const record = fromHash(hash);
    return record ? { status: 'found', record } : { status: 'missing' };
  };

  return {
    async insert(record) {
      const pairs = Object.entries(record).flatMap(([field, value]) => [field, JSON.stringify(value)]);
      const inserted = await INSERT.run(
        client,
        [apiKeyRedisKey(record.id), apiKeyHashRedisKey(record.hash), API_KEY_IDS_KEY],
        [record.id, ...pairs],
      );
      if (inserted !== 1)
        throw new DuplicateApiKeyError(`an API key with id ${record.id} or this hash exists`);
    },
    async findByHash(hash) {
      const id = await client.get(apiKeyHashRedisKey(hash));
      if (id === null) return { status: 'missing' };
      const found = await findById(id);
      return found.status === 'found' && found.record.hash === hash ? found : { status: 'missing' };
    },
    findById,
    async list() {
      const ids = await client.smembers(API_KEY_IDS_KEY);
      if (ids.length === 0) return [];
      const pipeline = client.pipeline();
      for (const id of ids) pipeline.hgetall(apiKeyRedisKey(id));
      const replies = (await pipeline.exec()) ?? [];
      const records: ApiKeyRecord[] = [];
      for (const [err, hash] of replies) {
        if (err) throw err;
        const record = fromHash(hash);
        if (record) records.push(record);
      }
      // Same order as the SQLite adapter: creation time, then id.
      return records.sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
    },
    async count() {
      return client.scard(API_KEY_IDS_KEY);
    },
    async update(id, patch) {
      const pairs = Object.entries(patch)
        .filter(([field, value]) => PATCHABLE.has(field) && value !== undefined)
        .flatMap(([field, value]) => [field, JSON.stringify(value)]);
      return (await UPDATE.run(client, [apiKeyRedisKey(id)], pairs)) === 1;
    },
    async touch(id, at) {
      await UPDATE.run(client, [apiKeyRedisKey(id)], ['lastUsedAt', JSON.stringify(at)]);
    },
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Decodes a record hash; undefined when it is absent or incomplete (an incomplete record is never
 * treated as a key, so a damaged entry cannot grant access).
 */
function fromHash(raw: unknown): ApiKeyRecord | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const hash = raw as Record<string, string | undefined>;
  const field = (name: keyof ApiKeyRecord): unknown => {
    const value = hash[name];
    return value === undefined ? undefined : JSON.parse(value);
  };
  const texts = ['id', 'hash', 'label', 'accountId', 'subscription', 'planKey', 'createdAt'] as const;
  const [id, keyHash, label, accountId, subscription, planKey, createdAt] = texts.map(field);
  const tier = field('tier');
  const scopes = field('scopes');
  const lastUsedAt = field('lastUsedAt');
  const revokedAt = field('revokedAt');
  if (
    typeof id !== 'string' ||
    typeof keyHash !== 'string' ||
    typeof label !== 'string' ||
    typeof accountId !== 'string' ||
    typeof planKey !== 'string' ||
    typeof createdAt !== 'string' ||
    !isSubscription(subscription) ||
    !isTier(tier) ||
    !Array.isArray(scopes) ||
    !isOptionalText(lastUsedAt) ||
    !isOptionalText(revokedAt)
  ) {
    return undefined;
  }
  return {
    id,
    hash: keyHash,
    label,
    accountId,
    tier,
    scopes: scopes.filter((s): s is string => typeof s === 'string'),
    subscription,
    planKey,
    createdAt,
    lastUsedAt,
    revokedAt,
  };
}

function isTier(v: unknown): v is Tier {
  return TIERS.includes(v as Tier);
}

function isSubscription(v: unknown): v is SubscriptionState {
  return SUBSCRIPTION_STATES.includes(v as SubscriptionState);
}

function isOptionalText(v: unknown): v is string | null {
  return v === null || typeof v === 'string';
}
