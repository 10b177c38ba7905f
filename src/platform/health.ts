/**
 * `GET /api/health`: per dataset its state, age, record count and last error (secrets redacted).
 */

import { redactSecrets } from '../ingest/redact';
import { CATALOG } from '../services';
import type { IngestRunRecord, Store } from '../store/ports';

export type DatasetState = 'ok' | 'stale' | 'missing' | 'not_configured';

export interface DatasetHealth {
  key: string;
  state: DatasetState;
  fetchedAt: string | null;
  ageSeconds: number | null;
  recordCount: number;
  source: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** State of the dataset's refresh job: a keyed source without its credential is `not_configured`
   * even while bundled data is served. */
  refresh: IngestRunRecord['state'];
}

export interface Health {
  status: 'ok' | 'degraded';
  checkedAt: string;
  datasets: DatasetHealth[];
}

/** Builds the health report from stored snapshots and ingestion outcomes. */
export async function buildHealth(store: Store, now: Date): Promise<Health> {
  const [snapshots, runs] = await Promise.all([store.snapshots.list(), store.ingestStatus.list()]);
  const byKey = new Map(snapshots.map((s) => [s.key, s]));
  const runByKey = new Map<string, IngestRunRecord>(runs.map((r) => [r.job, r]));
  const datasets = CATALOG.snapshotKeys.map((k): DatasetHealth => {
    const snap = byKey.get(k.name);
    const run = runByKey.get(k.name);
    let state: DatasetState = snap ? 'ok' : 'missing';
    if (run?.state === 'stale') state = 'stale';
    if (!snap && run?.state === 'not_configured') state = 'not_configured';
    return {
      key: k.name,
      state,
      fetchedAt: snap?.meta.fetchedAt ?? null,
      ageSeconds: snap
        ? Math.max(0, Math.round((now.getTime() - Date.parse(snap.meta.fetchedAt)) / 1000))
        : null,
      recordCount: snap?.meta.recordCount ?? 0,
      source: snap ? redactSecrets(snap.meta.source) : null,
      lastError: run?.lastError ? redactSecrets(run.lastError) : null,
      lastAttemptAt: run?.lastAttemptAt ?? null,
      refresh: run?.state ?? 'never_run',
    };
  });
  const status = datasets.every((d) => d.state === 'ok') ? 'ok' : 'degraded';
  return { status, checkedAt: now.toISOString(), datasets };
}
