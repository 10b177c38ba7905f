/**
 * SQLite adapter of the SnapshotStore port: one row per key, replaced in a transaction.
 */
import type { Static, TSchema } from 'typebox';
import type { SnapshotInfo, SnapshotStore } from '../ports';
import type { Snapshot, SnapshotKey, SnapshotMeta, SnapshotRead } from '../snapshot';
import { metaForPublish } from '../snapshot-validation';
import type { Db } from './database';

interface SnapshotRow {
  key: string;
  data: string;
  fetched_at: string;
  source: string;
  record_count: number;
  schema_version: number;
  version: number;
  published_at: string;
}

/** Creates the SQLite snapshot store. `now` gives the publish time. */
export function createSqliteSnapshotStore(db: Db, now: () => Date): SnapshotStore {
  const selectOne = db.prepare<[string], SnapshotRow>('SELECT * FROM snapshots WHERE key = ?');
  const selectAll = db.prepare<[], SnapshotRow>(
    "SELECT key, fetched_at, source, record_count, schema_version, version, published_at, '' AS data FROM snapshots ORDER BY key",
  );
  const nextVersion = db.prepare<[], { value: number }>(
    'UPDATE snapshot_sequence SET value = value + 1 WHERE id = 1 RETURNING value',
  );
  const upsert = db.prepare(
    `INSERT INTO snapshots (key, data, fetched_at, source, record_count, schema_version, version, published_at)
     VALUES (@key, @data, @fetched_at, @source, @record_count, @schema_version, @version, @published_at)
     ON CONFLICT(key) DO UPDATE SET data = excluded.data, fetched_at = excluded.fetched_at, source = excluded.source,
       record_count = excluded.record_count, schema_version = excluded.schema_version, version = excluded.version,
       published_at = excluded.published_at`,
  );
  const publishTx = db.transaction((row: SnapshotRow) => {
    const seq = nextVersion.get();
    const version = seq?.value ?? 1;
    upsert.run({ ...row, version });
    return version;
  });

  return {
    async read<S extends TSchema>(key: SnapshotKey<S>): Promise<SnapshotRead<Static<S>>> {
      try {
        const row = selectOne.get(key.name);
        if (!row) return { status: 'miss' };
        if (row.schema_version !== key.schemaVersion) return { status: 'miss' };
        return { status: 'hit', snapshot: rowToSnapshot<Static<S>>(row) };
      } catch (err) {
        return { status: 'error', error: err instanceof Error ? err.message : String(err) };
      }
    },

    async publish<S extends TSchema>(
      key: SnapshotKey<S>,
      data: Static<S>,
      meta: Pick<SnapshotMeta, 'fetchedAt' | 'source'>,
    ): Promise<Snapshot<Static<S>>> {
      const full = metaForPublish(key, data, meta);
      const row: SnapshotRow = {
        key: key.name,
        data: JSON.stringify(data),
        fetched_at: full.fetchedAt,
        source: full.source,
        record_count: full.recordCount,
        schema_version: full.schemaVersion,
        version: 0,
        published_at: now().toISOString(),
      };
      const version = publishTx(row);
      return { key: key.name, data, meta: full, version };
    },

    async list(): Promise<SnapshotInfo[]> {
      return selectAll.all().map((row) => ({
        key: row.key,
        version: row.version,
        publishedAt: row.published_at,
        meta: {
          fetchedAt: row.fetched_at,
          source: row.source,
          recordCount: row.record_count,
          schemaVersion: row.schema_version,
        },
      }));
    },
  };
}

function rowToSnapshot<T>(row: SnapshotRow): Snapshot<T> {
  return {
    key: row.key,
    data: JSON.parse(row.data) as T,
    version: row.version,
    meta: {
      fetchedAt: row.fetched_at,
      source: row.source,
      recordCount: row.record_count,
      schemaVersion: row.schema_version,
    },
  };
}
