/**
 * The in-memory snapshot layer: reads from memory only, its own publishes seen at once, other
 * processes' publishes seen after a poll, last good state kept when the backing store fails.
 * Snapshot data here is synthetic test input.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Type, { type Static } from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG } from '../../src/services';
import { CachedSnapshotStore, cacheSnapshots } from '../../src/store/cached-snapshot-store';
import type { SnapshotInfo, SnapshotStore, Store } from '../../src/store/ports';
import {
  defineSnapshotKey,
  type Snapshot,
  type SnapshotKey,
  type SnapshotRead,
} from '../../src/store/snapshot';
import { createSqliteStore } from '../../src/store/sqlite';

const CO2 = CATALOG.keyByName('climate:co2-monitoring')!;
const co2Data = (value: number) => ({
  station: 'Synthetic station',
  co2Monthly: [{ year: 2025, month: 1, value }],
  ch4Monthly: [],
});
const META = { fetchedAt: '2025-02-01T00:00:00.000Z', source: 'test' };

const TestSchema = Type.Object({ n: Type.Integer() });
const testKey = (schemaVersion = 1) =>
  defineSnapshotKey({
    name: 'test:numbers',
    schema: TestSchema,
    description: 'test key',
    countRecords: () => 1,
    schemaVersion,
  });

/** A backing store in memory whose reads and lists can be made to fail. */
class FakeSnapshots implements SnapshotStore {
  rows = new Map<string, Snapshot<unknown>>();
  version = 0;
  failReads = false;
  failLists = false;
  reads = 0;

  async read<S extends Type.TSchema>(key: SnapshotKey<S>): Promise<SnapshotRead<Static<S>>> {
    this.reads += 1;
    if (this.failReads) return { status: 'error', error: 'disk on fire' };
    const row = this.rows.get(key.name);
    if (!row || row.meta.schemaVersion !== key.schemaVersion) return { status: 'miss' };
    return { status: 'hit', snapshot: structuredClone(row) as Snapshot<Static<S>> };
  }

  async publish<S extends Type.TSchema>(key: SnapshotKey<S>, data: Static<S>): Promise<Snapshot<Static<S>>> {
    this.version += 1;
    const meta = { ...META, recordCount: 1, schemaVersion: key.schemaVersion };
    const snapshot = { key: key.name, data, meta, version: this.version };
    this.rows.set(key.name, structuredClone(snapshot));
    return snapshot;
  }

  async list(): Promise<SnapshotInfo[]> {
    if (this.failLists) throw new Error('locked');
    return [...this.rows.values()].map((r) => ({
      key: r.key,
      meta: r.meta,
      version: r.version,
      publishedAt: '',
    }));
  }
}

function fakeCache(fake: FakeSnapshots, onError = vi.fn()) {
  const key = testKey();
  const cache = new CachedSnapshotStore(fake, {
    onError,
    keyByName: (name) => (name === key.name ? key : undefined),
  });
  return { cache, key, onError };
}

describe('CachedSnapshotStore', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const c of cleanups.splice(0)) c();
  });

  it('serves reads from memory once loaded, and its own publishes at once', async () => {
    const fake = new FakeSnapshots();
    const { cache, key } = fakeCache(fake);
    await fake.publish(key, { n: 1 });
    await cache.refresh();
    const readsAfterLoad = fake.reads;
    for (let i = 0; i < 5; i++) {
      const r = await cache.read(key);
      expect(r.status).toBe('hit');
      if (r.status !== 'hit') return;
      expect(r.snapshot.data).toEqual({ n: 1 });
    }
    expect(fake.reads).toBe(readsAfterLoad);
    const before = cache.versionStamp(key.name);
    await cache.publish(key, { n: 2 }, META);
    const r = await cache.read(key);
    expect(r.status).toBe('hit');
    if (r.status !== 'hit') return;
    expect(r.snapshot.data).toEqual({ n: 2 });
    expect(cache.versionStamp(key.name)).not.toBe(before);
  });

  it('hands out frozen snapshots, so shared data cannot be changed in place', async () => {
    const fake = new FakeSnapshots();
    const { cache, key } = fakeCache(fake);
    await cache.publish(key, { n: 1 }, META);
    const r = await cache.read(key);
    if (r.status !== 'hit') throw new Error('expected a hit');
    expect(() => {
      (r.snapshot.data as { n: number }).n = 5;
    }).toThrow(TypeError);
  });

  it('reads a stored snapshot of another schema version as a miss', async () => {
    const fake = new FakeSnapshots();
    const { cache } = fakeCache(fake);
    await fake.publish(testKey(1), { n: 1 });
    await cache.refresh();
    expect(await cache.read(testKey(2))).toEqual({ status: 'miss' });
    expect((await cache.read(testKey(1))).status).toBe('hit');
  });

  it('reports read errors, retries them on the next poll, and recovers', async () => {
    const fake = new FakeSnapshots();
    const { cache, key } = fakeCache(fake);
    await fake.publish(key, { n: 1 });
    fake.failReads = true;
    await cache.refresh();
    expect(await cache.read(key)).toEqual({ status: 'error', error: 'disk on fire' });
    fake.failReads = false;
    await cache.refresh();
    expect((await cache.read(key)).status).toBe('hit');
  });

  it('keeps serving the last good state when the backing store cannot list', async () => {
    const fake = new FakeSnapshots();
    const { cache, key, onError } = fakeCache(fake);
    await cache.publish(key, { n: 1 }, META);
    fake.failLists = true;
    await cache.refresh();
    expect(onError).toHaveBeenCalledOnce();
    expect((await cache.read(key)).status).toBe('hit');
  });

  it('forgets a snapshot that is no longer stored', async () => {
    const fake = new FakeSnapshots();
    const { cache, key } = fakeCache(fake);
    await cache.publish(key, { n: 1 }, META);
    fake.rows.clear();
    await cache.refresh();
    expect(await cache.read(key)).toEqual({ status: 'miss' });
    expect(cache.versionStamp(key.name)).toBe('-');
  });

  it('notices a publish by another process through the shared file, on its timer', async () => {
    // A deadline, not a delay: polls every 20 ms are seen at once, unless the machine is busy.
    const POLL_DEADLINE_MS = 10_000;
    const dir = mkdtempSync(join(tmpdir(), 'cached-snapshots-'));
    const file = join(dir, 'store.sqlite');
    const server = createSqliteStore(file);
    const other = createSqliteStore(file);
    const cache = new CachedSnapshotStore(server.snapshots, {
      pollIntervalMs: 20,
      keyByName: CATALOG.keyByName,
    });
    cleanups.push(() => {
      cache.stop();
      void server.close();
      void other.close();
      rmSync(dir, { recursive: true, force: true });
    });
    await cache.refresh();
    expect(await cache.read(CO2)).toEqual({ status: 'miss' });
    await other.snapshots.publish(CO2, co2Data(420), META);
    // Not seen before a poll: the request path never asks SQLite.
    expect(await cache.read(CO2)).toEqual({ status: 'miss' });
    cache.start();
    await vi.waitFor(async () => expect((await cache.read(CO2)).status).toBe('hit'), {
      timeout: POLL_DEADLINE_MS,
    });
    await other.snapshots.publish(CO2, co2Data(421), META);
    await vi.waitFor(
      async () => {
        const r = await cache.read(CO2);
        expect(r.status).toBe('hit');
        if (r.status !== 'hit') return;
        expect((r.snapshot.data as { co2Monthly: { value: number }[] }).co2Monthly[0]?.value).toBe(421);
      },
      { timeout: POLL_DEADLINE_MS },
    );
  });
});

describe('cacheSnapshots', () => {
  it('returns a store whose snapshots answer from memory, leaves the given store as it was, and closes it', async () => {
    const store: Store = createSqliteStore(':memory:');
    const inner = store.snapshots;
    await inner.publish(CO2, co2Data(420), META);
    const served = await cacheSnapshots(store, { keyByName: CATALOG.keyByName });
    expect(served.snapshots).toBeInstanceOf(CachedSnapshotStore);
    expect(store.snapshots).toBe(inner);
    expect(served.keys).toBe(store.keys);
    // Loaded before it resolved: the snapshot published earlier is already in memory.
    const spy = vi.spyOn(inner, 'read');
    expect((await served.snapshots.read(CO2)).status).toBe('hit');
    expect(spy).not.toHaveBeenCalled();
    // A publish through the served store is read back at once.
    await served.snapshots.publish(CO2, co2Data(421), META);
    const read = await served.snapshots.read(CO2);
    expect(read.status === 'hit' && read.snapshot.data).toEqual(co2Data(421));
    await served.close();
    await expect(store.ping()).rejects.toThrow();
  });
});
