/**
 * The synchronous fast path of authentication (DESIGN §5): `KeyCache.resolveHash` answers an
 * unexpired hit without a promise and reads the store otherwise; `authenticate` is synchronous for
 * operator keys and cached user keys. The clock is injected; the store is in-memory SQLite.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiKey, hashKey } from '../../src/auth/api-keys';
import {
  type AuthenticatorDeps,
  type AuthOutcome,
  authenticate,
  createOperatorKeys,
} from '../../src/auth/authenticator';
import { KeyCache, type KeyResolution } from '../../src/auth/key-cache';
import type { Store } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';

/** Cache lifetime used throughout. */
const TTL_MS = 30_000;
/** A fixed start instant for the injected clock. */
const START = Date.parse('2025-03-01T12:00:00.000Z');
/** A synthetic operator key (any string is accepted as one). */
const OPERATOR_KEY = 'test-operator-key-for-sync-path';

/** True when `value` is a promise (the slow path). */
const isPromise = (value: unknown): boolean => value instanceof Promise;

describe('KeyCache.resolveHash', () => {
  let store: Store;
  let now: number;
  let touchErrors: unknown[];
  let cache: KeyCache;

  beforeEach(() => {
    store = createSqliteStore(':memory:');
    now = START;
    touchErrors = [];
    cache = new KeyCache(
      store.keys,
      TTL_MS,
      () => now,
      (err) => touchErrors.push(err),
    );
  });
  afterEach(async () => {
    // Let the deferred last-used writes run before the database closes.
    await new Promise((r) => setImmediate(r));
    expect(touchErrors).toEqual([]);
    await store.close();
  });

  it('reads the store on a miss, then answers from memory without a promise', async () => {
    const { key, record } = await createApiKey(store.keys, { tier: 2 }, new Date(START));
    const first = cache.resolveHash(hashKey(key));
    expect(isPromise(first)).toBe(true);
    const loaded = await first;
    expect(loaded).toEqual({ status: 'valid', record });

    now = START + TTL_MS - 1;
    const second = cache.resolveHash(hashKey(key));
    expect(isPromise(second)).toBe(false);
    expect(second).toBe(loaded);
    expect((second as KeyResolution).status).toBe('valid');
  });

  it('keeps answering valid after a revocation until the TTL ends, then revoked', async () => {
    const { key, record } = await createApiKey(store.keys, {}, new Date(START));
    const hash = hashKey(key);
    await cache.resolveHash(hash);
    await store.keys.update(record.id, { revokedAt: new Date(START + 1_000).toISOString() });

    now = START + 5_000;
    const cached = cache.resolveHash(hash);
    expect(isPromise(cached)).toBe(false);
    expect((cached as KeyResolution).status).toBe('valid');

    now = START + TTL_MS;
    const reread = cache.resolveHash(hash);
    expect(isPromise(reread)).toBe(true);
    expect(await reread).toEqual({ status: 'revoked' });

    // The revoked record is cached in turn: answered at once, still revoked.
    now = START + TTL_MS + 1_000;
    expect(cache.resolveHash(hash)).toEqual({ status: 'revoked' });
  });

  it('answers unknown for a hash the store does not hold, reading the store every time', async () => {
    const hash = hashKey('wmk_not-a-stored-key');
    const first = cache.resolveHash(hash);
    expect(isPromise(first)).toBe(true);
    expect(await first).toEqual({ status: 'unknown' });
    const again = cache.resolveHash(hash);
    expect(isPromise(again)).toBe(true);
    expect(await again).toEqual({ status: 'unknown' });
  });

  it('sees a change in the store only after the TTL', async () => {
    const { key, record } = await createApiKey(store.keys, { tier: 0 }, new Date(START));
    const hash = hashKey(key);
    await cache.resolveHash(hash);
    await store.keys.update(record.id, { tier: 3 });
    now = START + TTL_MS - 1;
    expect(cache.resolveHash(hash)).toMatchObject({ status: 'valid', record: { tier: 0 } });
    now = START + TTL_MS;
    expect(await cache.resolveHash(hash)).toMatchObject({ status: 'valid', record: { tier: 3 } });
  });

  it('writes the last-used time off the request path', async () => {
    const { key, record } = await createApiKey(store.keys, {}, new Date(START));
    await cache.resolveHash(hashKey(key));
    const before = await store.keys.findById(record.id);
    expect(before).toMatchObject({ status: 'found', record: { lastUsedAt: null } });
    await new Promise((r) => setImmediate(r));
    const after = await store.keys.findById(record.id);
    expect(after).toMatchObject({
      status: 'found',
      record: { lastUsedAt: new Date(START).toISOString() },
    });
  });
});

describe('authenticate', () => {
  let store: Store;
  let now: number;
  let deps: AuthenticatorDeps;

  beforeEach(() => {
    store = createSqliteStore(':memory:');
    now = START;
    const keyCache = new KeyCache(
      store.keys,
      TTL_MS,
      () => now,
      () => undefined,
    );
    deps = { keyCache, operators: createOperatorKeys([OPERATOR_KEY]) };
  });
  afterEach(async () => {
    await new Promise((r) => setImmediate(r));
    await store.close();
  });

  it('authenticates an operator key synchronously', () => {
    const outcome = authenticate(deps, { serviceKey: OPERATOR_KEY }, false);
    expect(isPromise(outcome)).toBe(false);
    const result = outcome as AuthOutcome;
    expect(result.status).toBe('authenticated');
    if (result.status !== 'authenticated') return;
    expect(result.caller.id.startsWith('operator:')).toBe(true);
    expect(result.caller).toMatchObject({ kind: 'enterprise_key', tier: 3, subscription: 'active' });
    // The same key sent as X-Api-Key, with stray spaces, is the same operator.
    expect(authenticate(deps, { apiKey: ` ${OPERATOR_KEY} ` }, false)).toBe(outcome);
  });

  it('authenticates a user key with a promise once, then synchronously while cached', async () => {
    const { key, record } = await createApiKey(store.keys, { tier: 1 }, new Date(START));
    const first = authenticate(deps, { serviceKey: key }, false);
    expect(isPromise(first)).toBe(true);
    const loaded = await first;
    expect(loaded).toMatchObject({
      status: 'authenticated',
      caller: { kind: 'user_key', id: record.id, tier: 1 },
    });

    now = START + 1_000;
    const second = authenticate(deps, { apiKey: key }, false);
    expect(isPromise(second)).toBe(false);
    expect(second).toBe(loaded);
  });

  it('refuses a malformed key synchronously without reading the store', () => {
    const outcome = authenticate(deps, { serviceKey: 'wmk_short' }, false);
    expect(outcome).toEqual({ status: 'rejected', reason: 'Malformed API key' });
  });

  it('answers a request without credentials synchronously with none', () => {
    expect(authenticate(deps, {}, true)).toEqual({ status: 'none' });
  });
});
