/**
 * Redis adapter of the SnapshotStore port. One hash per dataset holds its data and metadata; a
 * Lua script takes the next version from one shared counter and replaces the hash in one step, so
 * every reader (in any process) sees either the old snapshot or the new one, and versions increase
 * across all processes sharing the Redis (the SQLite adapter's transaction does the same).
 */
import type { Redis } from 'ioredis';
import type { Static, TSchema } from 'typebox';
import type { SnapshotInfo, SnapshotStore } from '../ports';
import type { Snapshot, SnapshotKey, SnapshotMeta, SnapshotRead } from '../snapshot';
import { metaForPublish } from '../snapshot-validation';
import { LuaScript, REDIS_KEY_PREFIX, redisShapePrefix } from './client';

/** Shape version of a snapshot hash (its fields) and of the index of names. */
export const SNAPSHOT_REDIS_SHAPE = 1;
const PREFIX = redisShapePrefix(SNAPSHOT_REDIS_SHAPE);

/**
 * Counter of snapshot versions, shared by every dataset. Unversioned: a counter has no shape, and
 * snapshots of every shape must take their versions from the one counter to stay monotonic.
 */
export const SNAPSHOT_SEQUENCE_KEY = `${REDIS_KEY_PREFIX}snapshot-seq`;
/** Set of the names of every published dataset, for `list`. */
export const SNAPSHOT_INDEX_KEY = `${PREFIX}snapshot-index`;

/** The Redis key of one dataset's snapshot hash. */
export function snapshotRedisKey(name: string): string {
  return `${PREFIX}snapshot:${name}`;
}

// KEYS: sequence, snapshot hash, index. ARGV: name, then the hash's fields except `version`.
// DEL first so the hash never mixes fields of two publishes.
const PUBLISH = new LuaScript(`
local version = redis.call('INCR', KEYS[1])
redis.call('DEL', KEYS[2])
redis.call('HSET', KEYS[2], 'version', version, unpack(ARGV, 2))
redis.call('SADD', KEYS[3], ARGV[1])
return version
`);

const META_FIELDS = [
  'fetchedAt',
  'source',
  'recordCount',
  'schemaVersion',
  'version',
  'publishedAt',
] as const;

/** Creates the Redis snapshot store. `now` gives the publish time. */
export function createRedisSnapshotStore(client: Redis, now: () => Date): SnapshotStore {
  return {
    async read<S extends TSchema>(key: SnapshotKey<S>): Promise<SnapshotRead<Static<S>>> {
      try {
        const hash = await client.hgetall(snapshotRedisKey(key.name));
        if (hash.data === undefined) return { status: 'miss' };
        const meta = metaFrom(hash);
        if (meta.schemaVersion !== key.schemaVersion) return { status: 'miss' };
        const snapshot: Snapshot<Static<S>> = {
          key: key.name,
          data: JSON.parse(hash.data) as Static<S>,
          meta,
          version: Number(hash.version),
        };
        return { status: 'hit', snapshot };
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
      const fields = {
        data: JSON.stringify(data),
        fetchedAt: full.fetchedAt,
        source: full.source,
        recordCount: String(full.recordCount),
        schemaVersion: String(full.schemaVersion),
        publishedAt: now().toISOString(),
      };
      const reply = await PUBLISH.run(
        client,
        [SNAPSHOT_SEQUENCE_KEY, snapshotRedisKey(key.name), SNAPSHOT_INDEX_KEY],
        [key.name, ...Object.entries(fields).flat()],
      );
      return { key: key.name, data, meta: full, version: Number(reply) };
    },

    async list(): Promise<SnapshotInfo[]> {
      const names = (await client.smembers(SNAPSHOT_INDEX_KEY)).sort();
      if (names.length === 0) return [];
      const pipeline = client.pipeline();
      for (const name of names) pipeline.hmget(snapshotRedisKey(name), ...META_FIELDS);
      const replies = (await pipeline.exec()) ?? [];
      const infos: SnapshotInfo[] = [];
      replies.forEach(([err, values], i) => {
        if (err) throw err;
        const name = names[i];
        if (name === undefined || !Array.isArray(values) || values[0] == null) return;
        const hash = Object.fromEntries(META_FIELDS.map((f, j) => [f, String(values[j] ?? '')]));
        infos.push({
          key: name,
          meta: metaFrom(hash),
          version: Number(hash.version),
          publishedAt: hash.publishedAt ?? '',
        });
      });
      return infos;
    },
  };
}

function metaFrom(hash: Record<string, string>): SnapshotMeta {
  return {
    fetchedAt: hash.fetchedAt ?? '',
    source: hash.source ?? '',
    recordCount: Number(hash.recordCount),
    schemaVersion: Number(hash.schemaVersion),
  };
}
