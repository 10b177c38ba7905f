/**
 * SQLite adapter of the IngestStatusStore port: the last outcome of each ingestion job.
 */
import type { IngestRunRecord, IngestStatusStore } from '../ports';
import type { Db } from './database';

interface RunRow {
  job: string;
  state: IngestRunRecord['state'];
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  attempts: number;
}

/** Creates the SQLite ingest status store. */
export function createSqliteIngestStatusStore(db: Db): IngestStatusStore {
  const upsert = db.prepare(
    `INSERT INTO ingest_runs (job, state, last_attempt_at, last_success_at, last_error, attempts)
     VALUES (@job, @state, @last_attempt_at, @last_success_at, @last_error, @attempts)
     ON CONFLICT(job) DO UPDATE SET state = excluded.state, last_attempt_at = excluded.last_attempt_at,
       last_success_at = excluded.last_success_at, last_error = excluded.last_error, attempts = excluded.attempts`,
  );
  const all = db.prepare<[], RunRow>('SELECT * FROM ingest_runs ORDER BY job');
  return {
    async record(run) {
      upsert.run({
        job: run.job,
        state: run.state,
        last_attempt_at: run.lastAttemptAt,
        last_success_at: run.lastSuccessAt,
        last_error: run.lastError,
        attempts: run.attempts,
      });
    },
    async list() {
      return all.all().map((r) => ({
        job: r.job,
        state: r.state,
        lastAttemptAt: r.last_attempt_at,
        lastSuccessAt: r.last_success_at,
        lastError: r.last_error,
        attempts: r.attempts,
      }));
    },
  };
}
