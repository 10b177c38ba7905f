/**
 * The shape of `GET /api/health`, which sits outside the operation catalogue (so outside the
 * OpenAPI document the rest of the client is generated from): each dataset's state and age.
 */

/** `ok`: data present and its job healthy; `stale`: the last refresh failed; `missing`: no data yet. */
export type DatasetState = 'ok' | 'stale' | 'missing' | 'not_configured';

/** The freshness of one dataset. */
export interface DatasetHealth {
  key: string;
  state: DatasetState;
  fetchedAt: string | null;
  ageSeconds: number | null;
  recordCount: number;
  source: string | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  /** End of the last run that published or confirmed the data (servers that report it). */
  lastSuccessAt?: string | null;
  /** Failed runs in a row since the last success (servers that report it). */
  failedAttempts?: number;
  /** The refresh job's state (`ok`, `stale`, `not_configured`, `never_run`, …). */
  refresh: string;
}

/** The health report. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  checkedAt: string;
  datasets: DatasetHealth[];
}
