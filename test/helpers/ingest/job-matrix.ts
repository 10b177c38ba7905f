/**
 * The scenarios every ingestion job is run through against a local upstream (issue 4): success,
 * upstream 5xx, timeout, malformed payload, empty payload, 304 Not Modified, and the last good
 * snapshot kept after a failure (health `stale` with `lastError`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyIngestJob } from '../../../src/ingest/types';
import { buildHealth } from '../../../src/platform/health';
import { type Harness, harness, SHORT_ATTEMPT_TIMEOUT_MS, SILENT_UPSTREAM_MS } from './ingest-harness';
import { startUpstream, type Upstream } from './upstream-server';

/** One job under test. */
export interface JobCase {
  name: string;
  /** Builds the job pointed at the local upstream. */
  job(baseUrl: string): AnyIngestJob;
  /** Recorded payloads by path (query string ignored); each is served with an ETag. */
  payloads: Record<string, string | Uint8Array>;
  /** The path whose failures the scenarios exercise. */
  mainPath: string;
  /** Records the success scenario must publish. */
  records: number;
  /** A body of the wrong shape for `mainPath`. */
  malformed: string;
  /** The fixed clock of the runs. */
  now?: Date;
}

/** Registers the scenario suite of one job. */
export function describeJobScenarios(c: JobCase): void {
  describe(`${c.name}: runs against a local upstream`, () => {
    let up: Upstream;
    let h: Harness;
    const now = c.now ?? new Date('2026-08-10T12:00:00.000Z');
    beforeEach(async () => {
      up = await startUpstream();
      for (const [path, body] of Object.entries(c.payloads)) serve(path, body);
      h = harness({ now: () => now });
    });
    afterEach(async () => {
      await up.close();
      await h.close();
    });

    const serve = (path: string, body: string | Uint8Array) =>
      up.route(path, (req) =>
        req.headers['if-none-match'] === `"${path}"`
          ? { status: 304 }
          : { body, headers: { etag: `"${path}"` } },
      );
    const job = () => c.job(up.url);
    const read = () => h.store.snapshots.read(job().key);
    const state = async () => (await h.store.ingestStatus.list()).find((r) => r.job === job().key.name);

    it('success: publishes the parsed records', async () => {
      const summary = await h.run(job());
      expect(summary.error).toBeNull();
      expect(summary).toMatchObject({ state: 'ok', records: c.records });
      const snap = await read();
      expect(snap.status === 'hit' && snap.snapshot.meta.recordCount).toBe(c.records);
      expect((await state())?.state).toBe('ok');
    });

    it('upstream 5xx: failed run recorded, nothing published', async () => {
      up.route(c.mainPath, { status: 502, body: 'bad gateway' });
      const summary = await h.run(job());
      expect(summary.state).toBe('failed');
      expect(summary.error).toContain('HTTP 502');
      expect((await read()).status).toBe('miss');
      expect((await state())?.state).toBe('stale');
    });

    it('timeout: a silent upstream fails the run within the time box', async () => {
      // A short attempt box: the upstream stays silent far longer than the test runs, so only the
      // box can end the run, however busy the machine is.
      const boxed = harness({ now: () => now, http: { attemptTimeoutMs: SHORT_ATTEMPT_TIMEOUT_MS } });
      up.route(c.mainPath, { body: c.payloads[c.mainPath], delayMs: SILENT_UPSTREAM_MS });
      try {
        const summary = await boxed.run(job());
        expect(summary.state).toBe('failed');
        expect(summary.error).toMatch(/no answer|timed out/);
      } finally {
        await boxed.close();
      }
    });

    it('malformed payload: refused, nothing published', async () => {
      serve(c.mainPath, c.malformed);
      const summary = await h.run(job());
      expect(summary.state).toBe('failed');
      expect((await read()).status).toBe('miss');
    });

    it('empty payload: refused, nothing published', async () => {
      serve(c.mainPath, '');
      const summary = await h.run(job());
      expect(summary.state).toBe('failed');
      expect((await read()).status).toBe('miss');
    });

    it('304 Not Modified: snapshot kept as it is, run ok', async () => {
      await h.run(job());
      const before = await read();
      const summary = await h.run(job());
      expect(summary.state).toBe('not_modified');
      const after = await read();
      expect(
        after.status === 'hit' &&
          before.status === 'hit' &&
          after.snapshot.version === before.snapshot.version,
      ).toBe(true);
      expect(up.requests.some((r) => r.headers['if-none-match'] !== undefined)).toBe(true);
    });

    it('last good snapshot kept: a failure after a success leaves the data and shows stale', async () => {
      await h.run(job());
      const good = await read();
      up.route(c.mainPath, { status: 500 });
      await h.run(job());
      const after = await read();
      expect(after.status === 'hit' && good.status === 'hit' && after.snapshot.meta).toEqual(
        good.status === 'hit' ? good.snapshot.meta : undefined,
      );
      const health = await buildHealth(h.store, new Date());
      const entry = health.datasets.find((d) => d.key === job().key.name);
      expect(entry?.state).toBe('stale');
      expect(entry?.lastError).toContain('HTTP 500');
      expect(entry?.recordCount).toBe(c.records);
    });
  });
}
