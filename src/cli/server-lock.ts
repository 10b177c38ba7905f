/**
 * One API process per data folder in the embedded mode. Rate-limit counters live in each process's
 * memory there (DESIGN §5), so a second API process on the same `DATA_DIR` would double every
 * limit; it refuses to start and names the distributed mode instead. The lock is an exclusive
 * SQLite lock on `DATA_DIR/server.lock`, held while the server runs: the operating system drops it
 * when the process ends, even after `kill -9`. The CLIs (`keys`, `ingest`) never take it.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** File holding the lock, inside the data folder. */
export const SERVER_LOCK_FILE = 'server.lock';

/** Thrown when another API process already serves the data folder. */
export class ServerLockedError extends Error {
  override name = 'ServerLockedError';
  constructor(dataDir: string) {
    super(
      `Another API process is already serving DATA_DIR=${dataDir}. In the embedded mode (STORE=sqlite) each process counts rate limits in its own memory, so two processes on one data folder would double every limit. To run several API processes, use the distributed mode: STORE=redis with REDIS_URL (README: "Running several processes"). The keys and ingest commands may run beside a server.`,
    );
  }
}

/** A held lock. */
export interface ServerLock {
  release(): void;
}

/** Takes the data folder's server lock, or throws ServerLockedError at once. */
export function acquireServerLock(dataDir: string): ServerLock {
  const db = new Database(join(dataDir, SERVER_LOCK_FILE), { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    db.close();
    if (err instanceof Error && /locked|busy/i.test(err.message)) throw new ServerLockedError(dataDir);
    throw err;
  }
  return {
    release() {
      if (!db.open) return;
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
