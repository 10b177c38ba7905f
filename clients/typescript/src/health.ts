/**
 * The shape of `GET /api/health`, which sits outside the operation catalogue (so outside the
 * OpenAPI document the rest of the client is generated from): each dataset's state and age, and
 * whether the server's store answers. Mirrors the server's `HealthReport` (src/platform/health.ts);
 * test/platform/client-health-parity.test.ts fails when a field is added on one side only.
 */

/**
 * `ok`: data present, fresh, its job healthy; `stale`: the last refresh failed or the data is older
 * than its freshness window (`freshForSeconds`); `missing`: no data yet; `not_configured`: a keyed
 * source without its credential and no data.
 */
export type DatasetState = 'ok' | 'stale' | 'missing' | 'not_configured';

/** The freshness of one dataset. */
export interface DatasetHealth {
  key: string;
  state: DatasetState;
  fetchedAt: string | null;
  ageSeconds: number | null;
  /** How old the data may be before it is `stale` (its job's cadence × 3); null: no job. */
  freshForSeconds: number | null;
  recordCount: number;
  source: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** End of the last run that published or confirmed the data (null: never, e.g. bundled data only). */
  lastSuccessAt: string | null;
  /** Failed runs in a row since the last success (0 unless `refresh` is `stale`). */
  failedAttempts: number;
  /** The refresh job's state: a keyed source without its credential is `not_configured`. */
  refresh: RefreshState;
}

/** The state of a dataset's refresh job. */
export type RefreshState = 'ok' | 'stale' | 'not_configured' | 'never_run';

/** Whether the server's store answered the health check (`down`: e.g. Redis unreachable). */
export interface StoreHealth {
  status: 'up' | 'down';
  /** Why it did not answer (secrets redacted); null when up. */
  error: string | null;
}

/** The health report. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  checkedAt: string;
  datasets: DatasetHealth[];
  /** While `down`, `datasets` is the last view the server read and `status` is `degraded`. */
  store: StoreHealth;
}
