/**
 * The embedded store: every port on one SQLite file.
 */
import type { Store } from '../ports';
import { openDatabase } from './database';
import { createSqliteIdempotencyStore } from './idempotency-store';
import { createSqliteIngestStatusStore } from './ingest-status-store';
import { createSqliteJobLockStore } from './job-lock-store';
import { createSqliteKeyStore } from './key-store';
import { createSqliteSnapshotStore } from './snapshot-store';

/** Opens the embedded store on `file` (`:memory:` in tests). */
export function createSqliteStore(file: string, now: () => Date = () => new Date()): Store {
  const db = openDatabase(file);
  return {
    snapshots: createSqliteSnapshotStore(db, now),
    keys: createSqliteKeyStore(db),
    ingestStatus: createSqliteIngestStatusStore(db),
    idempotency: createSqliteIdempotencyStore(db),
    jobLocks: createSqliteJobLockStore(db),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      db.close();
    },
  };
}
