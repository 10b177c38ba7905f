import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors';
import {
  bodyHash,
  CANONICAL_JSON_MAX_DEPTH,
  canonicalJson,
  IDEMPOTENCY_KEY_PATTERN,
  isStorableStatus,
} from '../../src/http/idempotency';
import type { IdempotencyRequest, Store, StoredResponse } from '../../src/store/ports';
import { createSqliteStore } from '../../src/store/sqlite';
import { IDEMPOTENCY_PRUNE_INTERVAL_MS } from '../../src/store/sqlite/idempotency-store';

const REQUEST: IdempotencyRequest = {
  scope: 'user_key:key_1',
  path: '/api/batch/v1/execute',
  key: 'k',
  bodyHash: 'h1',
};
const RESPONSE: StoredResponse = {
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: '{"a":1}',
};
const LEASE = 1000;
const TTL = 5000;
const T0 = 1_700_000_000_000;

async function claimedToken(store: Store, request = REQUEST, now = T0): Promise<string> {
  const claim = await store.idempotency.claim(request, now, LEASE);
  if (claim.status !== 'claimed') throw new Error(`expected a claim, got ${claim.status}`);
  return claim.token;
}

describe('SQLite idempotency store', () => {
  let store: Store;
  beforeEach(() => {
    store = createSqliteStore(':memory:');
  });
  afterEach(() => store.close());

  it('claims an absent key once, then reports it in flight, completed or mismatched', async () => {
    const token = await claimedToken(store);
    expect(await store.idempotency.claim(REQUEST, T0 + 1, LEASE)).toEqual({
      status: 'in_flight',
      leaseUntil: T0 + LEASE,
    });
    expect(await store.idempotency.claim({ ...REQUEST, bodyHash: 'h2' }, T0 + 1, LEASE)).toEqual({
      status: 'mismatch',
    });
    expect(await store.idempotency.complete(REQUEST, token, RESPONSE, T0 + 2, TTL)).toBe(true);
    expect(await store.idempotency.claim(REQUEST, T0 + 3, LEASE)).toEqual({
      status: 'completed',
      response: RESPONSE,
    });
    expect(await store.idempotency.claim({ ...REQUEST, bodyHash: 'h2' }, T0 + 3, LEASE)).toEqual({
      status: 'mismatch',
    });
  });

  it('keeps scope, path and key apart', async () => {
    await claimedToken(store);
    for (const other of [{ scope: 'ip:192.0.2.1' }, { path: '/other' }, { key: 'K' }]) {
      expect((await store.idempotency.claim({ ...REQUEST, ...other }, T0, LEASE)).status).toBe('claimed');
    }
  });

  it('releases only with the claim token, after which the key can be claimed again', async () => {
    const token = await claimedToken(store);
    await store.idempotency.release(REQUEST, 'not-the-token');
    expect((await store.idempotency.claim(REQUEST, T0, LEASE)).status).toBe('in_flight');
    await store.idempotency.release(REQUEST, token);
    expect((await store.idempotency.claim(REQUEST, T0, LEASE)).status).toBe('claimed');
  });

  it('lets a new request take over an in-flight claim whose lease ended; the old holder loses it', async () => {
    const stale = await claimedToken(store);
    expect((await store.idempotency.claim(REQUEST, T0 + LEASE - 1, LEASE)).status).toBe('in_flight');
    const fresh = await claimedToken(store, { ...REQUEST, bodyHash: 'h2' }, T0 + LEASE);
    expect(fresh).not.toBe(stale);
    expect(await store.idempotency.complete(REQUEST, stale, RESPONSE, T0 + LEASE, TTL)).toBe(false);
    await store.idempotency.release(REQUEST, stale);
    expect(await store.idempotency.complete(REQUEST, fresh, RESPONSE, T0 + LEASE, TTL)).toBe(true);
    expect((await store.idempotency.claim({ ...REQUEST, bodyHash: 'h2' }, T0 + LEASE, LEASE)).status).toBe(
      'completed',
    );
  });

  it('keeps a completed record for its TTL from completion', async () => {
    const token = await claimedToken(store);
    await store.idempotency.complete(REQUEST, token, RESPONSE, T0 + 10, TTL);
    expect((await store.idempotency.claim(REQUEST, T0 + 10 + TTL - 1, LEASE)).status).toBe('completed');
    expect((await store.idempotency.claim(REQUEST, T0 + 10 + TTL, LEASE)).status).toBe('claimed');
  });

  it('gives exactly one claim to many concurrent claims', async () => {
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => store.idempotency.claim(REQUEST, T0, LEASE)),
    );
    expect(claims.filter((c) => c.status === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c.status === 'in_flight')).toHaveLength(19);
  });
});

describe('SQLite idempotency store on a file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wm-idem-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives one claim across two connections (two processes) on the same file', async () => {
    const file = join(dir, 'store.sqlite');
    const a = createSqliteStore(file);
    const b = createSqliteStore(file);
    try {
      const [first, second] = await Promise.all([
        a.idempotency.claim(REQUEST, T0, LEASE),
        b.idempotency.claim(REQUEST, T0, LEASE),
      ]);
      expect([first.status, second.status].sort()).toEqual(['claimed', 'in_flight']);
      const winner = first.status === 'claimed' ? first : second;
      if (winner.status !== 'claimed') throw new Error('no claim');
      const holder = first.status === 'claimed' ? a : b;
      await holder.idempotency.complete(REQUEST, winner.token, RESPONSE, T0, TTL);
      expect(await b.idempotency.claim(REQUEST, T0 + 1, LEASE)).toEqual({
        status: 'completed',
        response: RESPONSE,
      });
      expect(await a.idempotency.claim(REQUEST, T0 + 1, LEASE)).toEqual({
        status: 'completed',
        response: RESPONSE,
      });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('prunes expired rows lazily, at most once per interval', async () => {
    const file = join(dir, 'store.sqlite');
    const store = createSqliteStore(file);
    const rows = () => {
      const db = new Database(file, { readonly: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM idempotency_records').get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    try {
      const token = await claimedToken(store);
      await store.idempotency.complete(REQUEST, token, RESPONSE, T0, TTL);
      await claimedToken(store, { ...REQUEST, key: 'in-flight' }, T0 + 1);
      expect(rows()).toBe(2);
      const later = T0 + IDEMPOTENCY_PRUNE_INTERVAL_MS;
      await claimedToken(store, { ...REQUEST, key: 'other' }, later);
      // Both the completed record past its TTL and the abandoned in-flight claim are gone.
      expect(rows()).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe('canonical JSON and body hashes', () => {
  it('ignores whitespace and key order, at every depth', () => {
    const a = JSON.parse('{"operations":[{"id":"x","path":"/p","extra":{"b":1,"a":[1,2]}}]}');
    const b = JSON.parse(
      '{ "operations" : [ { "extra" : { "a" : [ 1 , 2 ] , "b" : 1.0 }, "path":"/p", "id":"\\u0078" } ] }',
    );
    expect(canonicalJson(a)).toBe('{"operations":[{"extra":{"a":[1,2],"b":1},"id":"x","path":"/p"}]}');
    expect(bodyHash(a)).toBe(bodyHash(b));
    expect(bodyHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells apart array order, types and values', () => {
    const base = bodyHash({ operations: [{ id: 'a' }, { id: 'b' }] });
    expect(bodyHash({ operations: [{ id: 'b' }, { id: 'a' }] })).not.toBe(base);
    expect(bodyHash({ operations: [{ id: 'a' }, { id: 'b' }], x: null })).not.toBe(base);
    expect(bodyHash({ n: 1 })).not.toBe(bodyHash({ n: '1' }));
    expect(bodyHash(undefined)).toBe(bodyHash(null));
  });

  it('refuses a body nested deeper than CANONICAL_JSON_MAX_DEPTH', () => {
    let deep: unknown = 1;
    for (let i = 0; i <= CANONICAL_JSON_MAX_DEPTH; i++) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(ApiError);
    let ok: unknown = 1;
    for (let i = 0; i < CANONICAL_JSON_MAX_DEPTH; i++) ok = [ok];
    expect(canonicalJson(ok)).toMatch(/^\[+1\]+$/);
  });

  it('accepts keys of 1-255 characters in 0x21-0x7E only', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('!')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('~'.repeat(255))).toBe(true);
    for (const bad of ['', 'a b', '~'.repeat(256), 'é', 'a\u007f', 'a\nb']) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('stores the answers of a batch that ran (2xx) and no refusal', () => {
    for (const s of [200, 201, 204]) expect(isStorableStatus(s), String(s)).toBe(true);
    for (const s of [400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503, 504])
      expect(isStorableStatus(s), String(s)).toBe(false);
  });
});
