/**
 * Opens the embedded SQLite database (one file under DATA_DIR) and creates its schema.
 * WAL mode and a busy timeout let the CLI and the server write the same file safely.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** How long a writer waits for a lock held by another process, in ms. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

const SCHEMA = `
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
`;

/** Opens (creating if needed) the database file; `:memory:` for tests. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  return db;
}
