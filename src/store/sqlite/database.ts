/**
 * Opens the embedded SQLite database (one file under DATA_DIR) and brings its schema to the
 * version this release writes (migrations.ts). WAL mode and a busy timeout let the CLI and the
 * server write the same file safely.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrateSqlite } from './migrations';

export type Db = Database.Database;

/** How long a writer waits for a lock held by another process, in ms. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens (creating if needed) the database file, `:memory:` for tests, and migrates it; throws
 * SqliteSchemaTooNewError, before touching a table, when a newer release has migrated it further.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    db.pragma('synchronous = NORMAL');
    migrateSqlite(db, file);
  } catch (err) {
    db.close();
    throw err;
  }
  return db;
}
