/**
 * In-memory cache of validated keys (DESIGN §5): a revoked key stops working within
 * `ttlMs`; last-used times are written at most once a minute per key, off the request path.
 *
 * While the store does not answer (Redis down), a key validated in the last
 * KEY_OUTAGE_GRACE_MS keeps its last known answer, and any other key is refused with 503 and
 * `Retry-After` (the store decides, and it cannot now): never a 500, never a guess.
 */
import { storeUnavailable } from '../errors';
import type { ApiKeyRecord, KeyLookup, KeyStore } from '../store/ports';
import { constantTimeEqual, hashKey } from './api-keys';

/** Most keys kept in memory at once. */
export const KEY_CACHE_MAX_ENTRIES = 10_000;
/** Minimum interval between two last-used writes of one key. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;
/** How long after its last validation a key keeps working while the store cannot be read, in ms. */
export const KEY_OUTAGE_GRACE_MS = 60_000;
/** While the store is down, how long a key answered within its grace is served before the store is asked again. */
export const OUTAGE_RETRY_MS = 1_000;

interface Entry {
  record: ApiKeyRecord;
  expiresAt: number;
  /** When the store last confirmed this record (epoch ms). */
  validatedAt: number;
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
    let found: KeyLookup;
    try {
      found = await this.store.findByHash(hash);
    } catch {
      // The store is down: a key validated recently keeps its last known answer.
      const last = this.entries.get(hash);
      if (last && now - last.validatedAt < KEY_OUTAGE_GRACE_MS) {
        // Answered from memory for the next OUTAGE_RETRY_MS too, so the requests of an outage do
        // not each wait on the store; no last-used write is sent to a store that is down.
        last.expiresAt = Math.min(now + OUTAGE_RETRY_MS, last.validatedAt + KEY_OUTAGE_GRACE_MS);
        return last.record.revokedAt !== null ? REVOKED : last.valid;
      }
      throw storeUnavailable('The key store is unavailable; retry shortly');
    }
    if (found.status === 'missing' || !constantTimeEqual(found.record.hash, hash)) {
      this.entries.delete(hash);
      return { status: 'unknown' };
    }
    const entry: Entry = {
      record: found.record,
      expiresAt: now + this.ttlMs,
      validatedAt: now,
      valid: { status: 'valid', record: found.record },
    };
    if (this.entries.size >= KEY_CACHE_MAX_ENTRIES) this.entries.clear();
    // Kept even with a TTL of 0 (never answered from memory then) for the outage grace.
    this.entries.set(hash, entry);
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
