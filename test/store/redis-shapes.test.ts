/**
 * Shape versions of the Redis records (src/store/README.md): version 1 is the layout written before
 * shapes had versions, under the same key names, so a Redis filled by that code is read as it is;
 * a later version gets its own `wm:v<n>:` names. The legacy layout below is written with raw
 * commands and literal key names, as the unversioned code wrote it (commit c2193ad), so a renamed
 * key fails here instead of silently emptying an operator's Redis.
 */
import { Redis } from 'ioredis';
import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyRecord, IngestRunRecord, StoredResponse } from '../../src/store/ports';
import { createRedisStore } from '../../src/store/redis';
import { redisShapePrefix } from '../../src/store/redis/client';
import { IDEMPOTENCY_REDIS_SHAPE, idempotencyRedisKey } from '../../src/store/redis/idempotency-store';
import { INGEST_RUNS_KEY, INGEST_RUNS_REDIS_SHAPE } from '../../src/store/redis/ingest-status-store';
import {
  API_KEY_IDS_KEY,
  API_KEY_REDIS_SHAPE,
  apiKeyHashRedisKey,
  apiKeyRedisKey,
} from '../../src/store/redis/key-store';
import {
  SNAPSHOT_INDEX_KEY,
  SNAPSHOT_REDIS_SHAPE,
  SNAPSHOT_SEQUENCE_KEY,
  snapshotRedisKey,
} from '../../src/store/redis/snapshot-store';
import { defineSnapshotKey } from '../../src/store/snapshot';
import { describeWithRedis, startRedisServer, type TestRedisServer } from '../helpers/redis-server';

describe('Redis shape versions', () => {
  it('keeps the unversioned names for version 1 and gives later versions wm:v<n>:', () => {
    expect(redisShapePrefix(1)).toBe('wm:');
    expect(redisShapePrefix(2)).toBe('wm:v2:');
    expect(() => redisShapePrefix(0)).toThrow('invalid Redis shape version 0');
    expect(() => redisShapePrefix(1.5)).toThrow('invalid Redis shape version');
  });

  it('writes every family in shape 1 today, under the names the unversioned code used', () => {
    // A bump changes these names on purpose; the same change must read (or move) shape 1 records.
    expect([
      SNAPSHOT_REDIS_SHAPE,
      API_KEY_REDIS_SHAPE,
      IDEMPOTENCY_REDIS_SHAPE,
      INGEST_RUNS_REDIS_SHAPE,
    ]).toEqual([1, 1, 1, 1]);
    expect(snapshotRedisKey('climate:co2')).toBe('wm:snapshot:climate:co2');
    expect(SNAPSHOT_INDEX_KEY).toBe('wm:snapshot-index');
    expect(SNAPSHOT_SEQUENCE_KEY).toBe('wm:snapshot-seq');
    expect(apiKeyRedisKey('key_1')).toBe('wm:api-key:key_1');
    expect(apiKeyHashRedisKey('ab12')).toBe('wm:api-key-hash:ab12');
    expect(API_KEY_IDS_KEY).toBe('wm:api-keys');
    expect(idempotencyRedisKey({ scope: 'ip:1.2.3.4', path: '/api/batch/v1/execute', key: 'k:1' })).toBe(
      'wm:idempotency:ip%3A1.2.3.4:%2Fapi%2Fbatch%2Fv1%2Fexecute:k%3A1',
    );
    expect(INGEST_RUNS_KEY).toBe('wm:ingest-runs');
  });
});

const KEY: ApiKeyRecord = {
  id: 'key_legacy',
  hash: 'e'.repeat(64),
  label: 'written before shape versions',
  accountId: 'acct_1',
  tier: 1,
  scopes: ['read'],
  subscription: 'active',
  planKey: 'pro_monthly',
  createdAt: '2025-03-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const DATASET = defineSnapshotKey({
  name: 'shapes:synthetic',
  schema: Type.Object({ n: Type.Integer() }),
  description: 'synthetic dataset',
  countRecords: () => 1,
});
const RESPONSE: StoredResponse = { status: 200, contentType: 'application/json', body: '{"results":[]}' };
const RUN: IngestRunRecord = {
  job: 'shapes:job',
  state: 'ok',
  lastAttemptAt: '2025-03-01T06:00:00.000Z',
  lastSuccessAt: '2025-03-01T06:00:00.000Z',
  lastError: null,
  attempts: 1,
};
const NOW = Date.parse('2025-03-01T07:00:00.000Z');

describeWithRedis('a Redis filled by the unversioned code', () => {
  let server: TestRedisServer | undefined;
  let raw: Redis | undefined;

  beforeAll(async () => {
    server = await startRedisServer();
    raw = new Redis(server.url);
  });

  afterAll(async () => {
    await raw?.quit();
    await server?.stop();
  });

  it('is read by the current store: key, snapshot, idempotency record and ingest run', async () => {
    if (!server || !raw) throw new Error('redis-server is not running');
    await raw.hset(
      'wm:api-key:key_legacy',
      Object.fromEntries(Object.entries(KEY).map(([f, v]) => [f, JSON.stringify(v)])),
    );
    await raw.set(`wm:api-key-hash:${KEY.hash}`, KEY.id);
    await raw.sadd('wm:api-keys', KEY.id);
    await raw.set('wm:snapshot-seq', '4');
    await raw.hset('wm:snapshot:shapes:synthetic', {
      version: '4',
      data: '{"n":42}',
      fetchedAt: '2025-03-01T06:00:00.000Z',
      source: 'synthetic',
      recordCount: '1',
      schemaVersion: '1',
      publishedAt: '2025-03-01T06:01:00.000Z',
    });
    await raw.sadd('wm:snapshot-index', DATASET.name);
    await raw.hset('wm:idempotency:user_key%3Akey_legacy:%2Fapi%2Fbatch%2Fv1%2Fexecute:idem-1', {
      bodyHash: 'f'.repeat(64),
      state: 'completed',
      token: 'old-token',
      expiresAt: String(NOW + 60_000),
      status: String(RESPONSE.status),
      contentType: RESPONSE.contentType,
      body: RESPONSE.body,
    });
    await raw.hset('wm:ingest-runs', RUN.job, JSON.stringify(RUN));

    const store = createRedisStore(server.url);
    try {
      expect(await store.keys.findByHash(KEY.hash)).toEqual({ status: 'found', record: KEY });
      expect(await store.keys.list()).toEqual([KEY]);
      expect(await store.snapshots.read(DATASET)).toEqual({
        status: 'hit',
        snapshot: {
          key: DATASET.name,
          data: { n: 42 },
          version: 4,
          meta: {
            fetchedAt: '2025-03-01T06:00:00.000Z',
            source: 'synthetic',
            recordCount: 1,
            schemaVersion: 1,
          },
        },
      });
      const request = {
        scope: 'user_key:key_legacy',
        path: '/api/batch/v1/execute',
        key: 'idem-1',
        bodyHash: 'f'.repeat(64),
      };
      expect(await store.idempotency.claim(request, NOW, 1000)).toEqual({
        status: 'completed',
        response: RESPONSE,
      });
      expect(await store.ingestStatus.list()).toEqual([RUN]);
      const next = await store.snapshots.publish(DATASET, { n: 43 }, { fetchedAt: 'x', source: 's' });
      expect(next.version).toBe(5);
    } finally {
      await store.close();
    }
  });
});
