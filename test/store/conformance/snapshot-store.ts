/**
 * SnapshotStore conformance: round trip, miss, versions that increase across publishes and across
 * store instances sharing one backend, validation before publish, list. The key and its data are
 * synthetic test inputs defined here.
 */
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineSnapshotKey } from '../../../src/store/snapshot';
import { SnapshotValidationError } from '../../../src/store/snapshot-validation';
import { type BackendFactory, fixedClock, useBackend } from './harness';

const ReadingsSchema = Type.Object({
  station: Type.String(),
  readings: Type.Array(Type.Object({ day: Type.Integer({ minimum: 1 }), value: Type.Number() })),
});

const readingsKey = (schemaVersion = 1) =>
  defineSnapshotKey({
    name: 'conformance:readings',
    schema: ReadingsSchema,
    description: 'synthetic readings for the conformance suite',
    countRecords: (d) => d.readings.length,
    schemaVersion,
  });

const otherKey = defineSnapshotKey({
  name: 'conformance:another',
  schema: Type.Object({ names: Type.Array(Type.String()) }),
  description: 'a second synthetic dataset',
  countRecords: (d) => d.names.length,
});

const readings = (...values: number[]) => ({
  station: 'Synthetic station «Ω»',
  readings: values.map((value, i) => ({ day: i + 1, value })),
});

const META = { fetchedAt: '2025-03-01T00:00:00.000Z', source: 'conformance test' };
const PUBLISHED_AT = '2025-03-02T12:00:00.000Z';

/** Runs the SnapshotStore conformance cases on one adapter. */
export function snapshotStoreConformance(factory: BackendFactory): void {
  describe(`SnapshotStore conformance (${factory.name})`, () => {
    const backend = useBackend(factory);

    it('reads a miss for a dataset never published', async () => {
      const store = await backend.current().open();
      expect(await store.snapshots.read(readingsKey())).toEqual({ status: 'miss' });
    });

    it('reads back exactly what it published, with its metadata and version', async () => {
      const store = await backend.current().open(fixedClock(PUBLISHED_AT));
      const key = readingsKey();
      const published = await store.snapshots.publish(key, readings(1.5, -2, 0), META);
      expect(published.meta).toEqual({ ...META, recordCount: 3, schemaVersion: 1 });
      expect(await store.snapshots.read(key)).toEqual({ status: 'hit', snapshot: published });
      const read = await store.snapshots.read(key);
      expect(read.status === 'hit' && read.snapshot.data).toEqual(readings(1.5, -2, 0));
    });

    it('replaces the whole snapshot on each publish, with an increasing version', async () => {
      const store = await backend.current().open();
      const key = readingsKey();
      const first = await store.snapshots.publish(key, readings(1, 2, 3), META);
      const other = await store.snapshots.publish(otherKey, { names: ['a'] }, META);
      const second = await store.snapshots.publish(key, readings(9), { ...META, source: 'second' });
      expect(other.version).toBeGreaterThan(first.version);
      expect(second.version).toBeGreaterThan(other.version);
      const read = await store.snapshots.read(key);
      expect(read).toEqual({ status: 'hit', snapshot: second });
      expect(read.status === 'hit' && read.snapshot.meta.recordCount).toBe(1);
    });

    it('keeps versions increasing across store instances sharing the backend', async () => {
      const a = await backend.current().open();
      const b = await backend.current().open();
      const key = readingsKey();
      const fromA = await a.snapshots.publish(key, readings(1), META);
      const fromB = await b.snapshots.publish(key, readings(2), META);
      expect(fromB.version).toBeGreaterThan(fromA.version);
      expect(await a.snapshots.read(key)).toEqual({ status: 'hit', snapshot: fromB });
      const again = await a.snapshots.publish(otherKey, { names: [] }, META);
      expect(again.version).toBeGreaterThan(fromB.version);
    });

    it('gives distinct versions to concurrent publishes from two instances', async () => {
      const a = await backend.current().open();
      const b = await backend.current().open();
      const key = readingsKey();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).snapshots.publish(key, readings(i), META)),
      );
      const versions = results.map((r) => r.version);
      expect(new Set(versions).size).toBe(10);
      const read = await b.snapshots.read(key);
      expect(read.status === 'hit' && read.snapshot.version).toBe(Math.max(...versions));
    });

    it('refuses data that does not match the schema and keeps the last good snapshot', async () => {
      const store = await backend.current().open();
      const key = readingsKey();
      const good = await store.snapshots.publish(key, readings(4, 5), META);
      const bad = { station: 'x', readings: [{ day: 0, value: 'high' }] } as unknown as ReturnType<
        typeof readings
      >;
      await expect(store.snapshots.publish(key, bad, META)).rejects.toBeInstanceOf(SnapshotValidationError);
      expect(await store.snapshots.read(key)).toEqual({ status: 'hit', snapshot: good });
      expect((await store.snapshots.list()).map((s) => s.version)).toEqual([good.version]);
    });

    it('reads a miss when the stored schema version differs from the key', async () => {
      const store = await backend.current().open();
      await store.snapshots.publish(readingsKey(1), readings(1), META);
      expect(await store.snapshots.read(readingsKey(2))).toEqual({ status: 'miss' });
    });

    it('lists every dataset by name with its metadata, version and publish time', async () => {
      const store = await backend.current().open(fixedClock(PUBLISHED_AT));
      expect(await store.snapshots.list()).toEqual([]);
      const r = await store.snapshots.publish(readingsKey(), readings(1, 2), META);
      const o = await store.snapshots.publish(otherKey, { names: ['x', 'y', 'z'] }, META);
      expect(await store.snapshots.list()).toEqual([
        { key: otherKey.name, meta: o.meta, version: o.version, publishedAt: PUBLISHED_AT },
        { key: readingsKey().name, meta: r.meta, version: r.version, publishedAt: PUBLISHED_AT },
      ]);
    });
  });
}
