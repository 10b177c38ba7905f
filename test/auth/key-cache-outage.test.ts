/**
 * Keys while the key store does not answer (issue #18, Redis down): a key validated in the last
 * KEY_OUTAGE_GRACE_MS keeps its last known answer (a revoked one stays revoked); any other key is
 * refused with 503 STORE_UNAVAILABLE and Retry-After, never a 500 and never a 401 (the store
 * decides, and it cannot now). Through the app too. The outage is a store whose key lookups throw;
 * the clock is injected.
 */
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/auth/api-keys';
import { KEY_OUTAGE_GRACE_MS, KeyCache, OUTAGE_RETRY_MS } from '../../src/auth/key-cache';
import { ApiError, STORE_RETRY_AFTER_SECONDS } from '../../src/errors';
import type { KeyStore, Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { buildTestApp } from '../helpers/test-app';

const TTL_MS = 1000;
const START = Date.parse('2026-03-01T12:00:00.000Z');
const CO2 = '/api/climate/v1/get-co2-monitoring';

/** The store's key port, with lookups that fail while `down` is set, counted. */
type FlakyKeys = KeyStore & { down: boolean; lookups: number };

function flakyKeys(inner: KeyStore): FlakyKeys {
  const keys = Object.create(inner) as FlakyKeys;
  keys.down = false;
  keys.lookups = 0;
  keys.findByHash = async (hash) => {
    keys.lookups += 1;
    if (keys.down) throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
    return inner.findByHash(hash);
  };
  return keys;
}

describe('KeyCache while the store is down', () => {
  let store: Store;
  let keys: FlakyKeys;
  let now: number;
  let cache: KeyCache;
  beforeEach(() => {
    store = createSqliteStore(':memory:');
    keys = flakyKeys(store.keys);
    now = START;
    cache = new KeyCache(
      keys,
      TTL_MS,
      () => now,
      () => {},
    );
  });
  afterEach(() => store.close());

  it('keeps a key validated within the grace working past its TTL, and refuses it after', async () => {
    const { key } = await createApiKey(store.keys, { tier: 1 }, new Date(START));
    expect((await cache.resolve(key)).status).toBe('valid');
    keys.down = true;
    now += TTL_MS * 5;
    expect((await cache.resolve(key)).status).toBe('valid');
    now = START + KEY_OUTAGE_GRACE_MS;
    const late = await cache.resolve(key).catch((err: unknown) => err);
    expect(late).toBeInstanceOf(ApiError);
    expect((late as ApiError).code).toBe('STORE_UNAVAILABLE');
    // Back up: validated again, and the grace starts over.
    keys.down = false;
    expect((await cache.resolve(key)).status).toBe('valid');
  });

  it('asks a store that is down at most once per OUTAGE_RETRY_MS for a key within its grace', async () => {
    const { key } = await createApiKey(store.keys, { tier: 1 }, new Date(START));
    expect((await cache.resolve(key)).status).toBe('valid');
    keys.down = true;
    now += TTL_MS * 5;
    keys.lookups = 0;
    for (let i = 0; i < 10; i++) expect((await cache.resolve(key)).status).toBe('valid');
    expect(keys.lookups).toBe(1);
    now += OUTAGE_RETRY_MS;
    expect((await cache.resolve(key)).status).toBe('valid');
    expect(keys.lookups).toBe(2);
  });

  it('refuses a key it never validated with STORE_UNAVAILABLE and a retry delay', async () => {
    const { key } = await createApiKey(store.keys, {}, new Date(START));
    keys.down = true;
    const err = await cache.resolve(key).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(503);
    expect((err as ApiError).details.retryAfterSeconds).toBe(STORE_RETRY_AFTER_SECONDS);
  });

  it('keeps a revoked key revoked', async () => {
    const { key, record } = await createApiKey(store.keys, {}, new Date(START));
    await store.keys.update(record.id, { revokedAt: new Date(START).toISOString() });
    expect((await cache.resolve(key)).status).toBe('revoked');
    keys.down = true;
    now += TTL_MS * 2;
    expect((await cache.resolve(key)).status).toBe('revoked');
  });

  it('keeps the grace with a TTL of 0 (never answered from memory while the store answers)', async () => {
    const uncached = new KeyCache(
      keys,
      0,
      () => now,
      () => {},
    );
    const { key } = await createApiKey(store.keys, {}, new Date(START));
    expect((await uncached.resolve(key)).status).toBe('valid');
    keys.down = true;
    expect((await uncached.resolve(key)).status).toBe('valid');
  });
});

describe('authentication through the app while the key store is down', () => {
  it('answers 200 for a recently validated key, 503 + Retry-After for another, never 500', async () => {
    const store = createSqliteStore(':memory:');
    const keys = flakyKeys(store.keys);
    const t = await buildTestApp({ store: { ...store, keys }, env: { KEY_CACHE_TTL_MS: '0' } });
    try {
      const known = await t.createKey();
      const other = await t.createKey();
      expect((await t.app.inject({ url: CO2, headers: { 'x-service-key': known } })).statusCode).toBe(200);
      keys.down = true;
      const ok = await t.app.inject({ url: CO2, headers: { 'x-service-key': known } });
      expect(ok.statusCode).toBe(200);
      const refused = await t.app.inject({ url: CO2, headers: { 'x-service-key': other } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(STORE_RETRY_AFTER_SECONDS));
      expect(refused.json()).toEqual({ error: 'The key store is unavailable; retry shortly' });
    } finally {
      await t.close();
    }
  });

  it('logs each documented 503 as one warn line without a stack, never at error', async () => {
    const store = createSqliteStore(':memory:');
    const keys = flakyKeys(store.keys);
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await buildTestApp({
      store: { ...store, keys },
      env: { KEY_CACHE_TTL_MS: '0' },
      deps: { logger: { level: 'info', stream: sink } },
    });
    try {
      const other = await t.createKey();
      keys.down = true;
      for (let i = 0; i < 3; i++) {
        expect((await t.app.inject({ url: CO2, headers: { 'x-service-key': other } })).statusCode).toBe(503);
      }
      const about503 = lines.filter((l) => l.msg !== 'request completed' && l.level !== 30);
      expect(about503).toHaveLength(3);
      for (const line of about503) {
        expect(line.level).toBe(40);
        expect(line.code).toBe('STORE_UNAVAILABLE');
        expect(JSON.stringify(line)).not.toContain('stack');
      }
    } finally {
      await t.close();
    }
  });
});
