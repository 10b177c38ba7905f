/**
 * In-memory layer over the SnapshotStore port (DESIGN §4, "fast by construction"): it keeps every
 * snapshot parsed, validated and frozen in memory with its version, so reads never touch the
 * backing store on the request path. Its own publishes are seen at once (the publish reloads the
 * key before it returns); publishes by other processes (`npm run ingest`, other API processes in
 * the distributed mode) are noticed by polling the versions off the request path, on a timer.
 *
 * Snapshots it hands out are frozen: they are shared by every request, so a handler that tried to
 * change one in place would throw instead of corrupting the data of the next request.
 */

import type { Static, TSchema } from 'typebox';
import { deepFreeze } from '../deep-freeze';
import type { SnapshotInfo, SnapshotStore, Store } from './ports';
import type { Snapshot, SnapshotKey, SnapshotMeta, SnapshotRead } from './snapshot';

/** How often versions are polled to notice publishes by other processes. */
export const SNAPSHOT_POLL_INTERVAL_MS = 1000;

type Held =
  | { state: 'hit'; version: number; snapshot: Snapshot<unknown> }
  /** Stored, but not readable as the current schema version. */
  | { state: 'miss'; version: number }
  | { state: 'error'; error: string; attempt: number };

/** Options of the cache. */
export interface CachedSnapshotStoreOptions {
  pollIntervalMs?: number;
  /** Called when polling the backing store fails (the last good state keeps being served). */
  onError?: (err: unknown) => void;
  /** Resolves a stored key name to its definition (the services' key index). */
  keyByName: (name: string) => SnapshotKey | undefined;
}

/** A SnapshotStore answering reads from memory. */
export class CachedSnapshotStore implements SnapshotStore {
  private readonly held = new Map<string, Held>();
  private readonly options: Required<CachedSnapshotStoreOptions>;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private attempts = 0;

  constructor(
    readonly inner: SnapshotStore,
    options: CachedSnapshotStoreOptions,
  ) {
    this.options = {
      pollIntervalMs: options.pollIntervalMs ?? SNAPSHOT_POLL_INTERVAL_MS,
      onError: options.onError ?? (() => {}),
      keyByName: options.keyByName,
    };
  }

  /** Reads from memory only. */
  async read<S extends TSchema>(key: SnapshotKey<S>): Promise<SnapshotRead<Static<S>>> {
    const held = this.held.get(key.name);
    if (!held || held.state === 'miss') return { status: 'miss' };
    if (held.state === 'error') return { status: 'error', error: held.error };
    if (held.snapshot.meta.schemaVersion !== key.schemaVersion) return { status: 'miss' };
    return { status: 'hit', snapshot: held.snapshot as Snapshot<Static<S>> };
  }

  /** Publishes through the backing store, then holds the new version before returning. */
  async publish<S extends TSchema>(
    key: SnapshotKey<S>,
    data: Static<S>,
    meta: Pick<SnapshotMeta, 'fetchedAt' | 'source'>,
  ): Promise<Snapshot<Static<S>>> {
    const published = await this.inner.publish(key, data, meta);
    await this.reload(key, published.version);
    return published;
  }

  /** Lists from the backing store (health; not on the request path of operations). */
  list(): Promise<SnapshotInfo[]> {
    return this.inner.list();
  }

  /**
   * What identifies the data currently held for a key: its version, or the miss/error state.
   * Synchronous and cheap: response-cache keys are built from it on every request.
   */
  versionStamp(name: string): string {
    const held = this.held.get(name);
    if (!held) return '-';
    if (held.state === 'hit') return String(held.version);
    if (held.state === 'miss') return `m${held.version}`;
    return `e${held.attempt}`;
  }

  /** Compares every stored version with the held one and reloads what changed (single flight). */
  refresh(): Promise<void> {
    this.polling ??= this.poll().finally(() => {
      this.polling = undefined;
    });
    return this.polling;
  }

  /** Starts polling on a timer that does not keep the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.refresh().catch(this.options.onError);
    }, this.options.pollIntervalMs);
    this.timer.unref();
  }

  /** Stops polling. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async poll(): Promise<void> {
    let infos: SnapshotInfo[];
    try {
      infos = await this.inner.list();
    } catch (err) {
      // Keep serving what is held: an old snapshot is served normally (DESIGN §4).
      this.options.onError(err);
      return;
    }
    const stored = new Set<string>();
    for (const info of infos) {
      stored.add(info.key);
      const held = this.held.get(info.key);
      if (held && held.state !== 'error' && held.version === info.version) continue;
      const key = this.options.keyByName(info.key);
      if (key) await this.reload(key, info.version);
    }
    for (const name of [...this.held.keys()]) if (!stored.has(name)) this.held.delete(name);
  }

  private async reload(key: SnapshotKey, version: number): Promise<void> {
    let read: SnapshotRead<unknown>;
    try {
      read = await this.inner.read(key);
    } catch (err) {
      read = { status: 'error', error: err instanceof Error ? err.message : String(err) };
    }
    const incoming = read.status === 'hit' ? read.snapshot.version : version;
    const held = this.held.get(key.name);
    // Versions only grow: a slow reload never replaces a newer one that finished first.
    if (held && held.state !== 'error' && held.version > incoming) return;
    if (read.status === 'hit') {
      const snapshot = deepFreeze(read.snapshot);
      this.held.set(key.name, { state: 'hit', version: snapshot.version, snapshot });
    } else if (read.status === 'miss') {
      this.held.set(key.name, { state: 'miss', version });
    } else {
      this.attempts += 1;
      this.held.set(key.name, { state: 'error', error: read.error, attempt: this.attempts });
    }
  }
}

/** A store whose snapshot reads are answered from memory: what the app and the ingestion share. */
export type ServedStore = Store & { readonly snapshots: CachedSnapshotStore };

/**
 * Puts a CachedSnapshotStore in front of `store`'s snapshots and returns the store to hand to both
 * the app and the ingestion (the composition roots do: serve, worker, the test helper), so every
 * in-process publisher writes through the cache and is seen at once. Loads every stored snapshot
 * before resolving. The given store is left as it was; closing the returned one stops the cache's
 * polling and closes the given store.
 */
export async function cacheSnapshots(
  store: Store,
  options: CachedSnapshotStoreOptions,
): Promise<ServedStore> {
  const snapshots = new CachedSnapshotStore(store.snapshots, options);
  await snapshots.refresh();
  snapshots.start();
  return {
    snapshots,
    keys: store.keys,
    ingestStatus: store.ingestStatus,
    idempotency: store.idempotency,
    jobLocks: store.jobLocks,
    ping: () => store.ping(),
    async close() {
      snapshots.stop();
      await store.close();
    },
  };
}
