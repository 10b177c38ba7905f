/**
 * JobLockStore conformance: one holder at a time across store instances (processes), release by
 * the holder only, leases that end by themselves. Lock names are synthetic.
 */
import { describe, expect, it } from 'vitest';
import { type BackendFactory, useBackend } from './harness';

const LONG_MS = 60_000;
/** A lease short enough to watch end; the wait after it leaves room for slow machines. */
const SHORT_MS = 60;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the JobLockStore conformance cases on one adapter. */
export function jobLockStoreConformance(factory: BackendFactory): void {
  describe(`JobLockStore conformance (${factory.name})`, () => {
    const backend = useBackend(factory);

    it('gives a lock to one holder at a time, across instances', async () => {
      const a = await backend.current().open();
      const b = await backend.current().open();
      const token = await a.jobLocks.acquire('climate:co2', Date.now(), LONG_MS);
      expect(token).toEqual(expect.any(String));
      expect(await b.jobLocks.acquire('climate:co2', Date.now(), LONG_MS)).toBeUndefined();
      expect(await a.jobLocks.acquire('climate:co2', Date.now(), LONG_MS)).toBeUndefined();
      // Another name is another lock.
      expect(await b.jobLocks.acquire('climate:ice', Date.now(), LONG_MS)).toEqual(expect.any(String));
    });

    it('frees a lock on release by its holder, not by anyone else', async () => {
      const a = await backend.current().open();
      const b = await backend.current().open();
      const token = (await a.jobLocks.acquire('job', Date.now(), LONG_MS))!;
      await b.jobLocks.release('job', 'not-the-token');
      expect(await b.jobLocks.acquire('job', Date.now(), LONG_MS)).toBeUndefined();
      await a.jobLocks.release('job', token);
      expect(await b.jobLocks.acquire('job', Date.now(), LONG_MS)).toEqual(expect.any(String));
    });

    it('ends a lease by itself, and a late release by the old holder does not free the new one', async () => {
      const a = await backend.current().open();
      const b = await backend.current().open();
      const old = (await a.jobLocks.acquire('job', Date.now(), SHORT_MS))!;
      expect(await b.jobLocks.acquire('job', Date.now(), LONG_MS)).toBeUndefined();
      await wait(SHORT_MS * 3);
      const fresh = await b.jobLocks.acquire('job', Date.now(), LONG_MS);
      expect(fresh).toEqual(expect.any(String));
      await a.jobLocks.release('job', old);
      expect(await a.jobLocks.acquire('job', Date.now(), LONG_MS)).toBeUndefined();
    });

    it('renews a lease for its holder only, and not once it has ended', async () => {
      const a = await backend.current().open();
      const b = await backend.current().open();
      const token = (await a.jobLocks.acquire('job', Date.now(), SHORT_MS))!;
      expect(await b.jobLocks.renew('job', 'not-the-token', Date.now(), LONG_MS)).toBe(false);
      expect(await a.jobLocks.renew('job', token, Date.now(), LONG_MS)).toBe(true);
      await wait(SHORT_MS * 3);
      // Renewed past the short lease: still held.
      expect(await b.jobLocks.acquire('job', Date.now(), LONG_MS)).toBeUndefined();
      const brief = (await a.jobLocks.acquire('brief', Date.now(), SHORT_MS))!;
      await wait(SHORT_MS * 3);
      expect(await a.jobLocks.renew('brief', brief, Date.now(), LONG_MS)).toBe(false);
      expect(await b.jobLocks.acquire('brief', Date.now(), LONG_MS)).toEqual(expect.any(String));
    });

    it('lets exactly one of many concurrent takers have the lock', async () => {
      const stores = await Promise.all(Array.from({ length: 6 }, () => backend.current().open()));
      const tokens = await Promise.all(
        stores.map((s) => s.jobLocks.acquire('contended', Date.now(), LONG_MS)),
      );
      expect(tokens.filter((t) => t !== undefined)).toHaveLength(1);
    });
  });
}
