/**
 * IngestStatusStore conformance: record, replace, list by job name, shared between instances.
 * Job names and outcomes are synthetic.
 */
import { describe, expect, it } from 'vitest';
import type { IngestRunRecord } from '../../../src/store/ports';
import { type BackendFactory, useBackend } from './harness';

const run = (job: string, overrides: Partial<IngestRunRecord> = {}): IngestRunRecord => ({
  job,
  state: 'ok',
  lastAttemptAt: '2025-04-01T00:00:00.000Z',
  lastSuccessAt: '2025-04-01T00:00:00.000Z',
  lastError: null,
  attempts: 1,
  ...overrides,
});

/** Runs the IngestStatusStore conformance cases on one adapter. */
export function ingestStatusStoreConformance(factory: BackendFactory): void {
  describe(`IngestStatusStore conformance (${factory.name})`, () => {
    const backend = useBackend(factory);

    it('lists nothing before any run', async () => {
      const store = await backend.current().open();
      expect(await store.ingestStatus.list()).toEqual([]);
    });

    it('lists recorded runs by job name, nulls kept', async () => {
      const store = await backend.current().open();
      const never = run('zeta-job', {
        state: 'never_run',
        lastAttemptAt: null,
        lastSuccessAt: null,
        attempts: 0,
      });
      const failing = run('alpha-job', { state: 'stale', lastError: 'upstream answered 503', attempts: 4 });
      const unconfigured = run('mid-job', { state: 'not_configured', lastSuccessAt: null });
      for (const r of [never, failing, unconfigured]) await store.ingestStatus.record(r);
      expect(await store.ingestStatus.list()).toEqual([failing, unconfigured, never]);
    });

    it('replaces the previous outcome of the same job', async () => {
      const store = await backend.current().open();
      await store.ingestStatus.record(run('job', { state: 'stale', lastError: 'timeout', attempts: 2 }));
      const recovered = run('job', { lastAttemptAt: '2025-04-02T00:00:00.000Z', attempts: 1 });
      await store.ingestStatus.record(recovered);
      expect(await store.ingestStatus.list()).toEqual([recovered]);
    });

    it('shows a worker instance’s runs to another instance', async () => {
      const worker = await backend.current().open();
      const api = await backend.current().open();
      await worker.ingestStatus.record(run('shared-job'));
      expect(await api.ingestStatus.list()).toEqual([run('shared-job')]);
    });
  });
}
