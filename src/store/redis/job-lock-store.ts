/**
 * Redis adapter of the JobLockStore port: `SET NX PX`, the standard single-instance Redis lock.
 * The lease is the key's own TTL (Redis's clock, shared by every worker); release and renewal are
 * Lua scripts that touch the key only while it still holds the caller's token.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { JobLockStore } from '../ports';
import { LuaScript, REDIS_KEY_PREFIX } from './client';

/** The Redis key of one job lock. Unversioned: its value is an opaque token, a shape that cannot change. */
export function jobLockRedisKey(name: string): string {
  return `${REDIS_KEY_PREFIX}job-lock:${encodeURIComponent(name)}`;
}

// KEYS: lock. ARGV: token. Deletes the lock only if the token still holds it.
const RELEASE = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

// KEYS: lock. ARGV: token, ttl ms. Extends the lease only if the token still holds the lock.
const RENEW = new LuaScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`);

/** Creates the Redis job-lock store. */
export function createRedisJobLockStore(client: Redis): JobLockStore {
  return {
    async acquire(name, _now, ttlMs) {
      const token = randomUUID();
      const reply = await client.set(jobLockRedisKey(name), token, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
      return reply === 'OK' ? token : undefined;
    },
    async release(name, token) {
      await RELEASE.run(client, [jobLockRedisKey(name)], [token]);
    },
    async renew(name, token, _now, ttlMs) {
      const reply = await RENEW.run(client, [jobLockRedisKey(name)], [token, Math.max(1, Math.ceil(ttlMs))]);
      return reply === 1;
    },
  };
}
