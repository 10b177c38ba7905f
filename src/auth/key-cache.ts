/**
 * In-memory cache of validated keys (DESIGN §5): a revoked key stops working within
 * `ttlMs`; last-used times are written at most once a minute per key, off the request path.
 */
import type { ApiKeyRecord, KeyStore } from '../store/ports';
import { constantTimeEqual, hashKey } from './api-keys';

/** Most keys kept in memory at once. */
export const KEY_CACHE_MAX_ENTRIES = 10_000;
/** Minimum interval between two last-used writes of one key. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

interface Entry {
  record: ApiKeyRecord;
  expiresAt: number;
  /** The resolution of a hit, built once per load rather than once per request. */
  valid: KeyResolution;
}

const REVOKED: KeyResolution = Object.freeze({ status: 'revoked' });

/** Result of resolving a presented key. */
export type KeyResolution =
  | { status: 'valid'; record: ApiKeyRecord }
  | { status: 'unknown' }
  | { status: 'revoked' };

/** Resolves presented keys to records, caching hits for at most `ttlMs`. */
export class KeyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly lastWritten = new Map<string, number>();
  /** Store reads in flight, by hash: concurrent misses of one key share one read. */
  private readonly loading = new Map<string, Promise<KeyResolution>>();

  constructor(
    private readonly store: KeyStore,
    private readonly ttlMs: number,
    private readonly nowMs: () => number,
    private readonly onTouchError: (err: unknown) => void,
  ) {}

  /** Looks a key up by hash; cached when found. */
  async resolve(key: string): Promise<KeyResolution> {
    return this.resolveHash(hashKey(key));
  }

  /**
   * Looks a key up by its SHA-256 hex digest (when the caller already computed it): synchronous
   * when the cache holds an unexpired entry, a promise only when the store must be read.
   */
  resolveHash(hash: string): KeyResolution | Promise<KeyResolution> {
    const now = this.nowMs();
    const entry = this.entries.get(hash);
    if (entry && entry.expiresAt > now) return this.answer(entry, now);
    let loading = this.loading.get(hash);
    if (!loading) {
      loading = this.load(hash, now).finally(() => this.loading.delete(hash));
      this.loading.set(hash, loading);
    }
    return loading;
  }

  private async load(hash: string, now: number): Promise<KeyResolution> {
    const found = await this.store.findByHash(hash);
    if (found.status === 'missing' || !constantTimeEqual(found.record.hash, hash)) {
      this.entries.delete(hash);
      return { status: 'unknown' };
    }
    const entry: Entry = {
      record: found.record,
      expiresAt: now + this.ttlMs,
      valid: { status: 'valid', record: found.record },
    };
    if (this.entries.size >= KEY_CACHE_MAX_ENTRIES) this.entries.clear();
    if (this.ttlMs > 0) this.entries.set(hash, entry);
    return this.answer(entry, now);
  }

  private answer(entry: Entry, now: number): KeyResolution {
    if (entry.record.revokedAt !== null) return REVOKED;
    this.maybeTouch(entry.record.id, now);
    return entry.valid;
  }

  private maybeTouch(id: string, now: number): void {
    const last = this.lastWritten.get(id) ?? 0;
    if (now - last < LAST_USED_WRITE_INTERVAL_MS) return;
    if (this.lastWritten.size >= KEY_CACHE_MAX_ENTRIES) this.lastWritten.clear();
    this.lastWritten.set(id, now);
    setImmediate(() => {
      this.store.touch(id, new Date(now).toISOString()).catch(this.onTouchError);
    });
  }
}
