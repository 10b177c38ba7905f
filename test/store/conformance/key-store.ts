/**
 * KeyStore conformance: insert and find by hash and id, update, revoke, touch, count, list order,
 * duplicate ids and hashes refused, records shared between instances. Records are synthetic.
 */
import { describe, expect, it } from 'vitest';
import type { ApiKeyRecord } from '../../../src/store/ports';
import { type BackendFactory, useBackend } from './harness';

const hashOf = (n: number) => n.toString(16).padStart(64, '0');

const record = (n: number, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  id: `key-${n}`,
  hash: hashOf(n),
  label: `synthetic key ${n}`,
  accountId: `account-${n}`,
  tier: 1,
  scopes: [],
  subscription: 'active',
  planKey: 'plan-test',
  createdAt: `2025-01-0${n}T00:00:00.000Z`,
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

/** Runs the KeyStore conformance cases on one adapter. */
export function keyStoreConformance(factory: BackendFactory): void {
  describe(`KeyStore conformance (${factory.name})`, () => {
    const backend = useBackend(factory);

    it('finds an inserted record by hash and by id, exactly as inserted', async () => {
      const store = await backend.current().open();
      const full = record(1, { tier: 3, scopes: ['company_monitoring:write', 'x'], lastUsedAt: null });
      await store.keys.insert(full);
      expect(await store.keys.findByHash(full.hash)).toEqual({ status: 'found', record: full });
      expect(await store.keys.findById(full.id)).toEqual({ status: 'found', record: full });
    });

    it('reports unknown hashes and ids as missing', async () => {
      const store = await backend.current().open();
      await store.keys.insert(record(1));
      expect(await store.keys.findByHash(hashOf(2))).toEqual({ status: 'missing' });
      expect(await store.keys.findById('key-2')).toEqual({ status: 'missing' });
    });

    it('refuses a duplicate hash or id and keeps the first record', async () => {
      const store = await backend.current().open();
      const first = record(1);
      await store.keys.insert(first);
      await expect(store.keys.insert(record(2, { hash: first.hash }))).rejects.toThrow();
      await expect(store.keys.insert(record(3, { id: first.id }))).rejects.toThrow();
      expect(await store.keys.count()).toBe(1);
      expect(await store.keys.findByHash(first.hash)).toEqual({ status: 'found', record: first });
      expect(await store.keys.findById('key-2')).toEqual({ status: 'missing' });
      expect(await store.keys.findByHash(hashOf(3))).toEqual({ status: 'missing' });
    });

    it('updates only the patched fields and reports unknown ids', async () => {
      const store = await backend.current().open();
      const original = record(1);
      await store.keys.insert(original);
      const patch = {
        tier: 2 as const,
        subscription: 'renewal_pending' as const,
        planKey: 'plan-api',
        scopes: ['company_monitoring:write'],
        label: 'renamed',
      };
      expect(await store.keys.update(original.id, patch)).toBe(true);
      expect(await store.keys.findByHash(original.hash)).toEqual({
        status: 'found',
        record: { ...original, ...patch },
      });
      expect(await store.keys.update(original.id, {})).toBe(true);
      expect(await store.keys.update('key-9', { tier: 0 })).toBe(false);
      expect(await store.keys.update('key-9', {})).toBe(false);
      expect(await store.keys.findById('key-9')).toEqual({ status: 'missing' });
    });

    it('revokes a key and can clear the revocation', async () => {
      const store = await backend.current().open();
      const key = record(1);
      await store.keys.insert(key);
      const at = '2025-02-01T10:00:00.000Z';
      expect(await store.keys.update(key.id, { revokedAt: at })).toBe(true);
      expect(await store.keys.findByHash(key.hash)).toEqual({
        status: 'found',
        record: { ...key, revokedAt: at },
      });
      expect(await store.keys.update(key.id, { revokedAt: null })).toBe(true);
      expect(await store.keys.findByHash(key.hash)).toEqual({ status: 'found', record: key });
    });

    it('records the last-used time and ignores unknown ids', async () => {
      const store = await backend.current().open();
      const key = record(1);
      await store.keys.insert(key);
      await store.keys.touch(key.id, '2025-02-02T00:00:00.000Z');
      await store.keys.touch(key.id, '2025-02-03T00:00:00.000Z');
      await store.keys.touch('key-7', '2025-02-03T00:00:00.000Z');
      expect(await store.keys.findById(key.id)).toEqual({
        status: 'found',
        record: { ...key, lastUsedAt: '2025-02-03T00:00:00.000Z' },
      });
      expect(await store.keys.findById('key-7')).toEqual({ status: 'missing' });
      expect(await store.keys.count()).toBe(1);
    });

    it('counts and lists records by creation time, then id', async () => {
      const store = await backend.current().open();
      expect(await store.keys.count()).toBe(0);
      expect(await store.keys.list()).toEqual([]);
      const late = record(3);
      const early = record(1);
      const sameTimeB = record(5, { id: 'key-b', createdAt: late.createdAt });
      const sameTimeA = record(6, { id: 'key-a', createdAt: late.createdAt });
      for (const r of [late, sameTimeB, early, sameTimeA]) await store.keys.insert(r);
      expect(await store.keys.count()).toBe(4);
      expect((await store.keys.list()).map((r) => r.id)).toEqual(['key-1', 'key-3', 'key-a', 'key-b']);
    });

    it('shares records between instances (a key made by the CLI works in the server)', async () => {
      const cli = await backend.current().open();
      const server = await backend.current().open();
      const key = record(1);
      await cli.keys.insert(key);
      expect(await server.keys.findByHash(key.hash)).toEqual({ status: 'found', record: key });
      await cli.keys.update(key.id, { revokedAt: '2025-02-01T00:00:00.000Z' });
      const after = await server.keys.findByHash(key.hash);
      expect(after.status === 'found' && after.record.revokedAt).toBe('2025-02-01T00:00:00.000Z');
      expect(await server.keys.count()).toBe(1);
    });
  });
}
