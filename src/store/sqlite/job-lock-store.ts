/**
 * SQLite adapter of the JobLockStore port: one row per held lock, its lease end in epoch ms from
 * the caller's clock. Taking a lock is one IMMEDIATE transaction (drop an ended lease, insert if
 * free), so of two processes on one file exactly one gets it — `npm start`'s scheduler and an
 * `npm run ingest` beside it never run the same job at once. A renewal moves the lease end of a
 * row the caller still holds, before that lease ended.
 */
import { randomUUID } from 'node:crypto';
import type { JobLockStore } from '../ports';
import type { Db } from './database';

/** Creates the SQLite job-lock store. */
export function createSqliteJobLockStore(db: Db): JobLockStore {
  const dropEnded = db.prepare('DELETE FROM job_locks WHERE name = ? AND expires_at <= ?');
  const insert = db.prepare('INSERT OR IGNORE INTO job_locks (name, token, expires_at) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM job_locks WHERE name = ? AND token = ?');
  const extend = db.prepare(
    'UPDATE job_locks SET expires_at = ? WHERE name = ? AND token = ? AND expires_at > ?',
  );
  const take = db.transaction((name: string, token: string, now: number, ttlMs: number) => {
    dropEnded.run(name, now);
    return insert.run(name, token, now + ttlMs).changes === 1;
  });
  return {
    async acquire(name, now, ttlMs) {
      const token = randomUUID();
      return take.immediate(name, token, now, ttlMs) ? token : undefined;
    },
    async release(name, token) {
      remove.run(name, token);
    },
    async renew(name, token, now, ttlMs) {
      // A lease already ended is lost even if nobody took it yet: the holder must not assume it.
      return extend.run(now + ttlMs, name, token, now).changes === 1;
    },
  };
}
