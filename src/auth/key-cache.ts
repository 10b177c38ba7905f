/**
 * In-memory cache of validated keys (DESIGN §5): a revoked key stops working within
 * `ttlMs`; last-used times are written at most once a minute per key, off the request path.
 */
import type { ApiKeyRecord, KeyStore } from '../store/ports';
import { hashesEqual, hashKey } from './api-keys';

/** Most keys kept in memory at once. */
export const KEY_CACHE_MAX_ENTRIES = 10_000;
/** Minimum interval between two last-used writes of one key. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

interface Entry {
  record: ApiKeyRecord;
  expiresAt: number;
}

/** Result of resolving a presented key. */
export type KeyResolution =
  | { status: 'valid'; record: ApiKeyRecord }
  | { status: 'unknown' }
  | { status: 'revoked' };

/** Resolves presented keys to records, caching hits for at most `ttlMs`. */
export class KeyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly lastWritten = new Map<string, number>();

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

  /** Looks a key up by its SHA-256 hex digest (when the caller already computed it). */
  async resolveHash(hash: string): Promise<KeyResolution> {
    const now = this.nowMs();
    let entry = this.entries.get(hash);
    if (!entry || entry.expiresAt <= now) {
      const found = await this.store.findByHash(hash);
      if (found.status === 'missing' || !hashesEqual(found.record.hash, hash)) {
        this.entries.delete(hash);
        return { status: 'unknown' };
      }
      entry = { record: found.record, expiresAt: now + this.ttlMs };
      if (this.entries.size >= KEY_CACHE_MAX_ENTRIES) this.entries.clear();
      if (this.ttlMs > 0) this.entries.set(hash, entry);
    }
    if (entry.record.revokedAt !== null) return { status: 'revoked' };
    this.maybeTouch(entry.record.id, now);
    return { status: 'valid', record: entry.record };
  }

  private maybeTouch(id: string, now: number): void {
    const last = this.lastWritten.get(id) ?? 0;
    if (now - last < LAST_USED_WRITE_INTERVAL_MS) return;
    this.lastWritten.set(id, now);
    setImmediate(() => {
      this.store.touch(id, new Date(now).toISOString()).catch(this.onTouchError);
    });
  }
}
