/**
 * The SQLite schema's versions (src/store/sqlite/migrations.ts), on real files in a temporary
 * folder: a database left by the unversioned code is upgraded with its keys, snapshots and
 * idempotency records intact; a fresh file ends at the latest version; a file from a newer release
 * is refused untouched; a failing step leaves the previous version; several processes opening one
 * file at once apply each step once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import Type from 'typebox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiKeyRecord, IdempotencyRequest, StoredResponse } from '../../src/store/ports';
import { defineSnapshotKey } from '../../src/store/snapshot';
import { createSqliteStore } from '../../src/store/sqlite';
import {
  type Migration,
  migrateSqlite,
  SQLITE_MIGRATIONS,
  SQLITE_SCHEMA_VERSION,
  SqliteSchemaTooNewError,
  userVersion,
} from '../../src/store/sqlite/migrations';
import { createUnversionedDatabase, type UnversionedRelease } from './fixtures/unversioned-sqlite';

const KEY: ApiKeyRecord = {
  id: 'key_migrated',
  hash: 'c'.repeat(64),
  label: 'kept across the upgrade',
  accountId: 'acct_1',
  tier: 2,
  scopes: ['read', 'batch'],
  subscription: 'active',
  planKey: 'api_annual',
  createdAt: '2025-03-01T00:00:00.000Z',
  lastUsedAt: '2025-03-02T00:00:00.000Z',
  revokedAt: null,
};

const DATASET = defineSnapshotKey({
  name: 'migration:synthetic',
  schema: Type.Object({ items: Type.Array(Type.String()) }),
  description: 'synthetic dataset',
  countRecords: (d) => d.items.length,
});
const DATA = { items: ['a', 'b «ü»'] };

const IDEMPOTENT: IdempotencyRequest = {
  scope: 'user_key:key_migrated',
  path: '/api/batch/v1/execute',
  key: 'idem-1',
  bodyHash: 'd'.repeat(64),
};
const RESPONSE: StoredResponse = {
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: '{"results":[]}',
};
/** When the idempotency record's retention ends (epoch ms); reads happen before it. */
const EXPIRES_AT = Date.parse('2030-01-01T00:00:00.000Z');
const READ_AT = Date.parse('2029-12-31T00:00:00.000Z');

/** Rounds of the concurrent-open race before giving up on seeing two processes overlap. */
const RACE_ROUNDS = 3;
/** Time given to the child processes to start (Node and tsx) before they migrate together, in ms. */
const RACE_START_DELAY_MS = 4000;

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wm-migrations-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Writes one key, one snapshot (the sequence at 7) and one completed idempotency record, as raw rows. */
function fillUnversioned(db: Database.Database, withIdempotency: boolean): void {
  db.prepare(
    `INSERT INTO api_keys (id, hash, label, account_id, tier, scopes, subscription, plan_key, created_at, last_used_at, revoked_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    KEY.id,
    KEY.hash,
    KEY.label,
    KEY.accountId,
    KEY.tier,
    JSON.stringify(KEY.scopes),
    KEY.subscription,
    KEY.planKey,
    KEY.createdAt,
    KEY.lastUsedAt,
    KEY.revokedAt,
  );
  db.prepare('UPDATE snapshot_sequence SET value = 7 WHERE id = 1').run();
  db.prepare(
    `INSERT INTO snapshots (key, data, fetched_at, source, record_count, schema_version, version, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    DATASET.name,
    JSON.stringify(DATA),
    '2025-03-01T06:00:00.000Z',
    'synthetic',
    2,
    1,
    7,
    '2025-03-01T06:01:00.000Z',
  );
  if (!withIdempotency) return;
  db.prepare(
    `INSERT INTO idempotency_records (scope, path, key, body_hash, state, token, status, content_type, body, expires_at)
     VALUES (?, ?, ?, ?, 'completed', 'old-token', ?, ?, ?, ?)`,
  ).run(
    IDEMPOTENT.scope,
    IDEMPOTENT.path,
    IDEMPOTENT.key,
    IDEMPOTENT.bodyHash,
    RESPONSE.status,
    RESPONSE.contentType,
    RESPONSE.body,
    EXPIRES_AT,
  );
}

/** The file's user_version and table names, read without migrating. */
function inspect(file: string): { version: number; tables: string[] } {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all();
    return { version: userVersion(db), tables: rows.map((r) => r.name) };
  } finally {
    db.close();
  }
}

const ALL_TABLES = [
  'api_keys',
  'idempotency_records',
  'ingest_runs',
  'job_locks',
  'snapshot_sequence',
  'snapshots',
];

describe('SQLite schema migrations', () => {
  it('has versions 1, 2, 3, … in order, the last being the schema version', () => {
    expect(SQLITE_MIGRATIONS.map((m) => m.version)).toEqual(
      Array.from({ length: SQLITE_SCHEMA_VERSION }, (_, i) => i + 1),
    );
  });

  it.each<UnversionedRelease>(['last', 'before-job-locks'])(
    'upgrades an unversioned database (%s) with its key, snapshot and idempotency record intact',
    async (release) => {
      const file = join(dir, 'store.db');
      const old = createUnversionedDatabase(file, release);
      fillUnversioned(old, true);
      old.close();
      expect(inspect(file).version).toBe(0);

      const store = createSqliteStore(file);
      try {
        expect(inspect(file)).toEqual({ version: SQLITE_SCHEMA_VERSION, tables: ALL_TABLES });
        expect(await store.keys.findByHash(KEY.hash)).toEqual({ status: 'found', record: KEY });
        expect(await store.keys.count()).toBe(1);
        const read = await store.snapshots.read(DATASET);
        expect(read).toEqual({
          status: 'hit',
          snapshot: {
            key: DATASET.name,
            data: DATA,
            version: 7,
            meta: {
              fetchedAt: '2025-03-01T06:00:00.000Z',
              source: 'synthetic',
              recordCount: 2,
              schemaVersion: 1,
            },
          },
        });
        expect(await store.idempotency.claim(IDEMPOTENT, READ_AT, 1000)).toEqual({
          status: 'completed',
          response: RESPONSE,
        });
        // The version sequence carries on from where the old code left it.
        const next = await store.snapshots.publish(
          DATASET,
          { items: ['c'] },
          { fetchedAt: 'x', source: 's' },
        );
        expect(next.version).toBe(8);
        // A table the old file lacked works (job locks came after the first versions).
        expect(await store.jobLocks.acquire('job', Date.now(), 60_000)).toEqual(expect.any(String));
      } finally {
        await store.close();
      }
    },
  );

  it('upgrades the first unversioned schema, which had no idempotency or job-lock tables', async () => {
    const file = join(dir, 'store.db');
    const old = createUnversionedDatabase(file, 'first');
    fillUnversioned(old, false);
    old.close();

    const store = createSqliteStore(file);
    try {
      expect(inspect(file)).toEqual({ version: SQLITE_SCHEMA_VERSION, tables: ALL_TABLES });
      expect(await store.keys.findById(KEY.id)).toEqual({ status: 'found', record: KEY });
      expect((await store.snapshots.read(DATASET)).status).toBe('hit');
      expect((await store.idempotency.claim(IDEMPOTENT, READ_AT, 1000)).status).toBe('claimed');
    } finally {
      await store.close();
    }
  });

  it('upgrades a version-1 file: its idempotency records replay as stored, new ones keep their headers', async () => {
    const file = join(dir, 'store.db');
    const v1 = new Database(file);
    migrateSqlite(v1, file, SQLITE_MIGRATIONS.slice(0, 1));
    fillUnversioned(v1, true);
    v1.close();
    expect(inspect(file).version).toBe(1);

    const store = createSqliteStore(file);
    try {
      expect(inspect(file)).toEqual({ version: SQLITE_SCHEMA_VERSION, tables: ALL_TABLES });
      expect(await store.idempotency.claim(IDEMPOTENT, READ_AT, 1000)).toEqual({
        status: 'completed',
        response: RESPONSE,
      });
      const fresh = { ...IDEMPOTENT, key: 'idem-2' };
      const claim = await store.idempotency.claim(fresh, READ_AT, 1000);
      if (claim.status !== 'claimed') throw new Error('expected a claim');
      const withHeaders = { ...RESPONSE, headers: { 'x-data-status': 'ok' } };
      await store.idempotency.complete(fresh, claim.token, withHeaders, READ_AT, 60_000);
      expect(await store.idempotency.claim(fresh, READ_AT + 1, 1000)).toEqual({
        status: 'completed',
        response: withHeaders,
      });
    } finally {
      await store.close();
    }
  });

  it('creates a fresh file at the latest version, and reopens it without migrating again', async () => {
    const file = join(dir, 'nested', 'store.db');
    await createSqliteStore(file).close();
    expect(inspect(file)).toEqual({ version: SQLITE_SCHEMA_VERSION, tables: ALL_TABLES });

    const db = new Database(file);
    try {
      expect(migrateSqlite(db, file)).toEqual({
        from: SQLITE_SCHEMA_VERSION,
        to: SQLITE_SCHEMA_VERSION,
        applied: [],
      });
    } finally {
      db.close();
    }
  });

  it('refuses a database of a newer release, naming both versions, and leaves it untouched', () => {
    const file = join(dir, 'store.db');
    const newer = new Database(file);
    newer.pragma(`user_version = ${SQLITE_SCHEMA_VERSION + 1}`);
    newer.close();

    let error: unknown;
    try {
      createSqliteStore(file);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(SqliteSchemaTooNewError);
    const message = (error as Error).message;
    expect(message).toContain(file);
    expect(message).toContain(`schema version ${SQLITE_SCHEMA_VERSION + 1}`);
    expect(message).toContain(`version ${SQLITE_SCHEMA_VERSION}, the newest this release knows`);
    expect(inspect(file)).toEqual({ version: SQLITE_SCHEMA_VERSION + 1, tables: [] });
  });

  it('rolls a failing step back whole, leaving the previous version', () => {
    const file = join(dir, 'store.db');
    const failing: Migration[] = [
      ...SQLITE_MIGRATIONS,
      {
        version: SQLITE_SCHEMA_VERSION + 1,
        description: 'test only: fails halfway',
        up: (db) => {
          db.exec('CREATE TABLE half_done (id INTEGER)');
          throw new Error('step failed');
        },
      },
    ];
    const db = new Database(file);
    try {
      expect(() => migrateSqlite(db, file, failing)).toThrow('step failed');
      expect(userVersion(db)).toBe(SQLITE_SCHEMA_VERSION);
    } finally {
      db.close();
    }
    expect(inspect(file).tables).not.toContain('half_done');
  });

  it('refuses a list of migrations with a gap', () => {
    const db = new Database(':memory:');
    const gap: Migration[] = [
      ...SQLITE_MIGRATIONS,
      { version: SQLITE_SCHEMA_VERSION + 2, description: 'gap', up: () => undefined },
    ];
    try {
      expect(() => migrateSqlite(db, ':memory:', gap)).toThrow(/expected/);
      expect(userVersion(db)).toBe(0);
    } finally {
      db.close();
    }
  });

  it('applies each step once when several processes open one file at the same moment', async () => {
    const latest = SQLITE_SCHEMA_VERSION + 1;
    // A race is only tested when at least two processes read version 0 before one migrated; on a
    // busy machine one can start late, so the race is run again (on a new file) until that holds.
    let raced = false;
    for (let round = 0; round < RACE_ROUNDS && !raced; round += 1) {
      const file = join(dir, `race-${round}.db`);
      // An existing, empty DATA_DIR file in WAL mode: opening it does not wait on the WAL switch.
      const empty = new Database(file);
      empty.pragma('journal_mode = WAL');
      empty.close();
      const startAt = Date.now() + RACE_START_DELAY_MS;
      const runs = await Promise.all([1, 2, 3].map(() => migrateInProcess(file, startAt)));
      const outcomes = runs.map((r) => {
        expect(r.code, r.output).toBe(0);
        return JSON.parse(r.output) as { from: number; to: number; applied: number[] };
      });
      for (const o of outcomes) expect(o.to).toBe(latest);
      // Every version was applied by exactly one process; the ADD COLUMN step would fail twice.
      expect(outcomes.flatMap((o) => o.applied).sort((a, b) => a - b)).toEqual(
        Array.from({ length: latest }, (_, i) => i + 1),
      );
      expect(inspect(file).version).toBe(latest);
      raced = outcomes.filter((o) => o.from === 0).length >= 2;
    }
    expect(raced).toBe(true);
  }, 90_000);
});

const MIGRATE_PROCESS = fileURLToPath(new URL('./fixtures/migrate-process.ts', import.meta.url));

/** Runs fixtures/migrate-process.ts on `file` in a child process (Node with tsx's loader). */
function migrateInProcess(file: string, startAt: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MIGRATE_PROCESS, file, String(startAt)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
