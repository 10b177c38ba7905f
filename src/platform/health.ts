/**
 * `GET /api/health`: per dataset its state, age, record count and last error (secrets redacted),
 * and whether the store answers. While it does not (Redis down) the report keeps the last
 * per-dataset view it read and shows the store `down`. Readiness (`/api/health/ready`): the store
 * answers and the bundled data is loaded.
 */

import { dataAge, type FreshnessWindows } from '../ingest/freshness';
import { redactSecrets } from '../ingest/redact';
import { CATALOG } from '../services';
import type { IngestRunRecord, SnapshotInfo, Store } from '../store/ports';

export type DatasetState = 'ok' | 'stale' | 'missing' | 'not_configured';

export interface DatasetHealth {
  key: string;
  state: DatasetState;
  fetchedAt: string | null;
  ageSeconds: number | null;
  /** How old the data may be before it is `stale` (its job's cadence × FRESHNESS_CADENCES); null: no job. */
  freshForSeconds: number | null;
  recordCount: number;
  source: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** End of the last run that published or confirmed the data (null: never, e.g. bundled data only). */
  lastSuccessAt: string | null;
  /** Failed runs in a row since the last success (0 unless `refresh` is `stale`). */
  failedAttempts: number;
  /** State of the dataset's refresh job: a keyed source without its credential is `not_configured`
   * even while bundled data is served. */
  refresh: IngestRunRecord['state'];
}

export interface Health {
  status: 'ok' | 'degraded';
  checkedAt: string;
  datasets: DatasetHealth[];
}

/** Builds the health report from stored snapshots and ingestion outcomes (rejects if the store fails). */
export async function buildHealth(
  store: Store,
  now: Date,
  windows: FreshnessWindows = new Map(),
): Promise<Health> {
  const [snapshots, runs] = await Promise.all([store.snapshots.list(), store.ingestStatus.list()]);
  return healthFrom(snapshots, runs, now, windows);
}

/**
 * The health report of given snapshot summaries and run outcomes. A dataset is `stale` when its last
 * refresh failed, or when its data (bundled data included) is older than its freshness window.
 */
function healthFrom(
  snapshots: readonly SnapshotInfo[],
  runs: readonly IngestRunRecord[],
  now: Date,
  windows: FreshnessWindows,
): Health {
  const byKey = new Map(snapshots.map((s) => [s.key, s]));
  const runByKey = new Map<string, IngestRunRecord>(runs.map((r) => [r.job, r]));
  const datasets = CATALOG.snapshotKeys.map((k): DatasetHealth => {
    const snap = byKey.get(k.name);
    const run = runByKey.get(k.name);
    const windowMs = windows.get(k.name);
    const age = snap ? dataAge(snap.meta.fetchedAt, now.getTime(), windowMs) : undefined;
    let state: DatasetState = snap ? 'ok' : 'missing';
    if (run?.state === 'stale' || age?.status === 'stale') state = 'stale';
    if (!snap && run?.state === 'not_configured') state = 'not_configured';
    return {
      key: k.name,
      state,
      fetchedAt: snap?.meta.fetchedAt ?? null,
      ageSeconds: age?.ageSeconds ?? null,
      freshForSeconds: windowMs === undefined ? null : Math.floor(windowMs / 1000),
      recordCount: snap?.meta.recordCount ?? 0,
      source: snap ? redactSecrets(snap.meta.source) : null,
      lastError: run?.lastError ? redactSecrets(run.lastError) : null,
      lastAttemptAt: run?.lastAttemptAt ?? null,
      lastSuccessAt: run?.lastSuccessAt ?? null,
      failedAttempts: run?.state === 'stale' ? run.attempts : 0,
      refresh: run?.state ?? 'never_run',
    };
  });
  const status = datasets.every((d) => d.state === 'ok') ? 'ok' : 'degraded';
  return { status, checkedAt: now.toISOString(), datasets };
}

/** Whether the store answered the last health check. */
export interface StoreHealth {
  status: 'up' | 'down';
  /** Why it did not answer (secrets redacted); null when up. */
  error: string | null;
}

/** `/api/health`: the per-dataset report and the store's state. */
export interface HealthReport extends Health {
  store: StoreHealth;
}

/** What readiness needs besides the store: set by the process once the bundled data is loaded. */
export interface Readiness {
  dataLoaded: boolean;
}

/** `/api/health/ready`'s answer. */
export interface ReadinessReport {
  ready: boolean;
  store: StoreHealth['status'];
  dataLoaded: boolean;
}

/**
 * Builds health reports that survive a store outage: the last lists read are kept, so while the
 * store is down the per-dataset report is still the last one known, with `store.status: 'down'`
 * and the overall status `degraded`.
 */
export class HealthReporter {
  private last: { snapshots: SnapshotInfo[]; runs: IngestRunRecord[] } | undefined;

  constructor(
    private readonly store: Store,
    private readonly readiness: Readiness,
    /** Each dataset's freshness window (freshness.ts): data older than it reads `stale`. */
    private readonly windows: FreshnessWindows = new Map(),
  ) {}

  /** The full report at `now`. */
  async report(now: Date): Promise<HealthReport> {
    try {
      const [snapshots, runs] = await Promise.all([
        this.store.snapshots.list(),
        this.store.ingestStatus.list(),
      ]);
      this.last = { snapshots, runs };
      return { ...healthFrom(snapshots, runs, now, this.windows), store: { status: 'up', error: null } };
    } catch (err) {
      const known = healthFrom(this.last?.snapshots ?? [], this.last?.runs ?? [], now, this.windows);
      return { ...known, status: 'degraded', store: { status: 'down', error: errorText(err) } };
    }
  }

  /** Ready: the store answers a ping and the bundled data is loaded. */
  async ready(): Promise<ReadinessReport> {
    const store = await this.store.ping().then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const { dataLoaded } = this.readiness;
    return { ready: store === 'up' && dataLoaded, store, dataLoaded };
  }
}

function errorText(err: unknown): string {
  return redactSecrets(err instanceof Error ? err.message : String(err));
}
