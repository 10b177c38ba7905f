/**
 * SQLite adapter of the IdempotencyStore port (DESIGN §3). One row per (scope, path, key). A claim
 * runs in an IMMEDIATE transaction, so of two concurrent first requests (in this process or in
 * another one on the same file) exactly one inserts the in-flight row; the other sees it.
 * `expires_at` is the lease end of an in-flight row and the retention end of a completed one;
 * expired rows read as absent and are pruned lazily.
 */
import { randomUUID } from 'node:crypto';
import type { IdempotencyClaim, IdempotencyRequest, IdempotencyStore, StoredResponse } from '../ports';
import type { Db } from './database';

/** Expired rows are pruned at most this often (ms), from within a claim. */
export const IDEMPOTENCY_PRUNE_INTERVAL_MS = 60_000;
/** Most expired rows one prune deletes, so a claim never waits on a long delete. */
export const IDEMPOTENCY_PRUNE_BATCH = 500;

interface RecordRow {
  body_hash: string;
  state: 'in_flight' | 'completed';
  status: number | null;
  content_type: string | null;
  body: string | null;
  /** JSON object of the headers a replay repeats, or NULL. */
  headers: string | null;
  expires_at: number;
}

type KeyParams = [scope: string, path: string, key: string];

/** Creates the SQLite idempotency store on a migrated database (its table is in migrations.ts). */
export function createSqliteIdempotencyStore(db: Db): IdempotencyStore {
  const select = db.prepare<KeyParams, RecordRow>(
    `SELECT body_hash, state, status, content_type, body, headers, expires_at
     FROM idempotency_records WHERE scope = ? AND path = ? AND key = ?`,
  );
  // A row can only still exist here when it has expired (the claim checked it in the same
  // transaction), so replacing it on conflict is safe.
  const upsert = db.prepare(
    `INSERT INTO idempotency_records (scope, path, key, body_hash, state, token, expires_at)
     VALUES (@scope, @path, @key, @bodyHash, 'in_flight', @token, @expiresAt)
     ON CONFLICT (scope, path, key) DO UPDATE SET body_hash = excluded.body_hash, state = 'in_flight',
       token = excluded.token, status = NULL, content_type = NULL, body = NULL, headers = NULL,
       expires_at = excluded.expires_at`,
  );
  const complete = db.prepare(
    `UPDATE idempotency_records SET state = 'completed', status = @status, content_type = @contentType,
       body = @body, headers = @headers, expires_at = @expiresAt
     WHERE scope = @scope AND path = @path AND key = @key AND token = @token AND state = 'in_flight'`,
  );
  const release = db.prepare(
    `DELETE FROM idempotency_records
     WHERE scope = @scope AND path = @path AND key = @key AND token = @token AND state = 'in_flight'`,
  );
  const prune = db.prepare(
    `DELETE FROM idempotency_records WHERE rowid IN
       (SELECT rowid FROM idempotency_records WHERE expires_at <= ? LIMIT ${IDEMPOTENCY_PRUNE_BATCH})`,
  );
  let lastPrune = Number.NEGATIVE_INFINITY;

  const claim = db.transaction(
    (request: IdempotencyRequest, now: number, leaseMs: number): IdempotencyClaim => {
      const row = select.get(request.scope, request.path, request.key);
      if (row && row.expires_at > now) return existing(row, request.bodyHash);
      const token = randomUUID();
      upsert.run({ ...request, token, expiresAt: now + leaseMs });
      return { status: 'claimed', token };
    },
  );

  return {
    async claim(request, now, leaseMs) {
      if (now - lastPrune >= IDEMPOTENCY_PRUNE_INTERVAL_MS) {
        lastPrune = now;
        prune.run(now);
      }
      return claim.immediate(request, now, leaseMs);
    },
    async complete(request, token, response: StoredResponse, now, ttlMs) {
      const result = complete.run({
        scope: request.scope,
        path: request.path,
        key: request.key,
        token,
        status: response.status,
        contentType: response.contentType,
        body: response.body,
        headers: response.headers ? JSON.stringify(response.headers) : null,
        expiresAt: now + ttlMs,
      });
      return result.changes === 1;
    },
    async release(request, token) {
      release.run({ scope: request.scope, path: request.path, key: request.key, token });
    },
  };
}

function existing(row: RecordRow, bodyHash: string): IdempotencyClaim {
  if (row.body_hash !== bodyHash) return { status: 'mismatch' };
  if (row.state === 'in_flight') return { status: 'in_flight', leaseUntil: row.expires_at };
  const response: StoredResponse = {
    status: row.status ?? 500,
    contentType: row.content_type ?? '',
    body: row.body ?? '',
  };
  if (row.headers) response.headers = JSON.parse(row.headers) as Record<string, string>;
  return { status: 'completed', response };
}
