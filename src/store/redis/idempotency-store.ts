/**
 * Redis adapter of the IdempotencyStore port (DESIGN §3). One hash per (scope, path, key). Claim,
 * complete and release are Lua scripts, so of concurrent first claims from any number of processes
 * exactly one is `claimed` (the SQLite adapter's IMMEDIATE transaction gives the same).
 *
 * `expiresAt` (epoch ms from the caller's `now`) is the lease end of an in-flight record and the
 * retention end of a completed one; it alone decides expiry, as in the SQLite adapter. The Redis
 * TTL only collects garbage: it is the same duration plus IDEMPOTENCY_REDIS_TTL_GRACE_MS, so a
 * record never disappears before its `expiresAt` even when the processes' clocks differ a little.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { IdempotencyClaim, IdempotencyRequest, IdempotencyStore, StoredResponse } from '../ports';
import { LuaScript, redisShapePrefix, stringArray } from './client';

/** Extra lifetime of a record in Redis past its own expiry, in ms (garbage collection only). */
export const IDEMPOTENCY_REDIS_TTL_GRACE_MS = 60_000;

/** Shape version of an idempotency record's hash (its fields). */
export const IDEMPOTENCY_REDIS_SHAPE = 1;
const PREFIX = redisShapePrefix(IDEMPOTENCY_REDIS_SHAPE);

/** The Redis key of one idempotency record; each part is URI-encoded so `:` cannot be ambiguous. */
export function idempotencyRedisKey(request: Pick<IdempotencyRequest, 'scope' | 'path' | 'key'>): string {
  const parts = [request.scope, request.path, request.key].map(encodeURIComponent);
  return `${PREFIX}idempotency:${parts.join(':')}`;
}

// KEYS: record. ARGV: bodyHash, token, now, expiresAt, redis ttl ms.
// An unexpired record answers; an absent or expired one is replaced by a new in-flight claim.
const CLAIM = new LuaScript(`
local r = redis.call('HMGET', KEYS[1], 'bodyHash', 'state', 'expiresAt', 'status', 'contentType', 'body', 'headers')
if r[1] and tonumber(r[3]) > tonumber(ARGV[3]) then
  if r[1] ~= ARGV[1] then return {'mismatch'} end
  if r[2] == 'in_flight' then return {'in_flight', r[3]} end
  return {'completed', r[4], r[5], r[6], r[7] or ''}
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'bodyHash', ARGV[1], 'state', 'in_flight', 'token', ARGV[2], 'expiresAt', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return {'claimed'}
`);

// KEYS: record. ARGV: token, status, contentType, body, expiresAt, redis ttl ms, headers (JSON or '').
// A record written before `headers` existed has none: its replay repeats the body alone.
const COMPLETE = new LuaScript(`
local r = redis.call('HMGET', KEYS[1], 'state', 'token')
if r[1] ~= 'in_flight' or r[2] ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'state', 'completed', 'status', ARGV[2], 'contentType', ARGV[3], 'body', ARGV[4], 'expiresAt', ARGV[5], 'headers', ARGV[7])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
return 1
`);

// KEYS: record. ARGV: token.
const RELEASE = new LuaScript(`
local r = redis.call('HMGET', KEYS[1], 'state', 'token')
if r[1] == 'in_flight' and r[2] == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`);

/** Creates the Redis idempotency store. */
export function createRedisIdempotencyStore(client: Redis): IdempotencyStore {
  return {
    async claim(request, now, leaseMs) {
      const token = randomUUID();
      const reply = await CLAIM.run(
        client,
        [idempotencyRedisKey(request)],
        [request.bodyHash, token, now, now + leaseMs, redisTtl(leaseMs)],
      );
      return claimFrom(stringArray(reply), token);
    },
    async complete(request, token, response, now, ttlMs) {
      const reply = await COMPLETE.run(
        client,
        [idempotencyRedisKey(request)],
        [
          token,
          response.status,
          response.contentType,
          response.body,
          now + ttlMs,
          redisTtl(ttlMs),
          response.headers ? JSON.stringify(response.headers) : '',
        ],
      );
      return reply === 1;
    },
    async release(request, token) {
      await RELEASE.run(client, [idempotencyRedisKey(request)], [token]);
    },
  };
}

function redisTtl(ms: number): number {
  return Math.max(1, Math.ceil(ms)) + IDEMPOTENCY_REDIS_TTL_GRACE_MS;
}

function claimFrom(reply: (string | null)[], token: string): IdempotencyClaim {
  const [status, a, b, c, d] = reply;
  switch (status) {
    case 'claimed':
      return { status: 'claimed', token };
    case 'mismatch':
      return { status: 'mismatch' };
    case 'in_flight':
      return { status: 'in_flight', leaseUntil: Number(a) };
    case 'completed': {
      const response: StoredResponse = {
        status: a === null ? 500 : Number(a),
        contentType: b ?? '',
        body: c ?? '',
      };
      if (d) response.headers = JSON.parse(d) as Record<string, string>;
      return { status: 'completed', response };
    }
    default:
      throw new Error(`unexpected idempotency claim reply: ${String(status)}`);
  }
}
