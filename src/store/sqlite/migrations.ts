/**
 * The embedded store's schema as ordered migrations, versioned by SQLite's `PRAGMA user_version`,
 * so a release that adds tables or columns upgrades an operator's existing `DATA_DIR` in place and
 * a release older than the file refuses it instead of writing it. How to add one:
 * src/store/README.md.
 *
 * Invariants: versions are 1, 2, 3, … in order; a released migration is never edited (databases
 * that ran it will not run it again), only followed by a new one; each runs in its own IMMEDIATE
 * transaction together with its `user_version` bump, so a database is always at exactly one
 * version, and of several processes opening one file (the server, `keys`, `ingest`) one migrates
 * and the others find the work done.
 */
import type { Db } from './database';

/** One step of the schema: `up` takes a database at `version - 1` to `version`. */
export interface Migration {
  version: number;
  /** What the step changes, for the log of whoever reads this file. */
  description: string;
  up(db: Db): void;
}

/**
 * Version 1: the schema as it was created before it had a version (`CREATE … IF NOT EXISTS` at
 * every open, `user_version` left at 0). Every statement keeps `IF NOT EXISTS`, so an unversioned
 * file, which already holds these tables (or all but the ones added later, such as `job_locks`),
 * takes this step without losing a row and gains what it lacked; a new file gets everything.
 * Every released unversioned schema had these very columns; only tables were added over time.
 */
const BASELINE = `
CREATE TABLE IF NOT EXISTS snapshots (
  key TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  source TEXT NOT NULL,
  record_count INTEGER NOT NULL,
  schema_version INTEGER NOT NULL,
  version INTEGER NOT NULL,
  published_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS snapshot_sequence (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
INSERT OR IGNORE INTO snapshot_sequence (id, value) VALUES (1, 0);
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY,
  hash TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  account_id TEXT NOT NULL,
  tier INTEGER NOT NULL,
  scopes TEXT NOT NULL,
  subscription TEXT NOT NULL,
  plan_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE TABLE IF NOT EXISTS ingest_runs (
  job TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  last_attempt_at TEXT,
  last_success_at TEXT,
  last_error TEXT,
  attempts INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS job_locks (
  name TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency_records (
  scope TEXT NOT NULL,
  path TEXT NOT NULL,
  key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('in_flight', 'completed')),
  token TEXT NOT NULL,
  status INTEGER,
  content_type TEXT,
  body TEXT,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (scope, path, key)
);
CREATE INDEX IF NOT EXISTS idempotency_records_expiry ON idempotency_records (expires_at);
`;

/** Every migration, in order. Append only. */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'baseline: snapshots, API keys, ingest runs, job locks, idempotency records',
    up: (db) => db.exec(BASELINE),
  },
  {
    version: 2,
    description: 'idempotency records keep the headers a replay repeats (a POST lookup’s X-Data-*)',
    up: (db) => db.exec('ALTER TABLE idempotency_records ADD COLUMN headers TEXT'),
  },
];

/** The schema version this code writes: the last migration's. */
export const SQLITE_SCHEMA_VERSION = latestVersion(SQLITE_MIGRATIONS);

/** Thrown at open when the file was migrated by a newer release than this one; nothing is written. */
export class SqliteSchemaTooNewError extends Error {
  override name = 'SqliteSchemaTooNewError';

  constructor(
    readonly file: string,
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `${file} has schema version ${found}, newer than version ${known}, the newest this release knows: ` +
        'it was written by a newer release. Run that release (or a later one), or point DATA_DIR at another folder; ' +
        'this release will not write it.',
    );
  }
}

/** What `migrateSqlite` did. */
export interface MigrationOutcome {
  /** `user_version` found at open. */
  from: number;
  /** `user_version` afterwards (the latest). */
  to: number;
  /** Versions this call applied (empty when another process had already done them). */
  applied: number[];
}

/**
 * Brings `db` to the latest version of `migrations`, or throws SqliteSchemaTooNewError (`file`
 * names the database in that message). A database already at the latest version is only read.
 */
export function migrateSqlite(
  db: Db,
  file: string,
  migrations: readonly Migration[] = SQLITE_MIGRATIONS,
): MigrationOutcome {
  const latest = latestVersion(migrations);
  const from = userVersion(db);
  if (from > latest) throw new SqliteSchemaTooNewError(file, from, latest);
  const applied: number[] = [];
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    // Re-read under the write lock: another process may have migrated since (or gone further).
    const step = db.transaction((): boolean => {
      const current = userVersion(db);
      if (current > latest) throw new SqliteSchemaTooNewError(file, current, latest);
      if (current >= migration.version) return false;
      if (current !== migration.version - 1) {
        throw new Error(`${file}: cannot apply migration ${migration.version} to version ${current}`);
      }
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
      return true;
    });
    if (step.immediate()) applied.push(migration.version);
  }
  return { from, to: userVersion(db), applied };
}

/** The database's `PRAGMA user_version`. */
export function userVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** The last version of a list of migrations, after checking it is 1, 2, 3, … without gaps. */
function latestVersion(migrations: readonly Migration[]): number {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new Error(`SQLite migration at position ${i} has version ${m.version}, expected ${i + 1}`);
    }
  });
  return migrations.length;
}
