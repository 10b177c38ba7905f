/**
 * Bounded cache of rendered GET responses (DESIGN §3 "fast by construction"). An entry is keyed by
 * everything that changes its bytes: the operation, its validated canonical parameters (after
 * defaults, so `?limit=30` and no `limit` share one entry) and the versions of the snapshots the
 * operation reads. A publish therefore changes the key; nothing is invalidated by hand.
 *
 * Handlers may also depend on the time (news windows, `end = now` defaults), so an entry is served
 * for at most RESPONSE_CACHE_MAX_AGE_MS and then rendered again; an unchanged rendering keeps its
 * ETag, so clients' conditional requests still get 304s. Concurrent misses of one key share one
 * rendering (single flight), and a rendering is only stored if the snapshot versions it was keyed
 * by are still current when it finishes.
 */
import { LRUCache } from 'lru-cache';
import type { RenderedResponse } from './rendered-response';

/** Total size of the cached responses, in bytes (see ENTRY_SIZE_FACTOR). */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Most cached responses. */
export const RESPONSE_CACHE_MAX_ENTRIES = 5000;
/** Longest a rendered response is served before it is rendered again (time-dependent handlers). */
export const RESPONSE_CACHE_MAX_AGE_MS = 5000;
/**
 * An entry is counted at this multiple of its byte length: the bytes themselves plus the parsed,
 * frozen body a projection may attach to it.
 */
export const ENTRY_SIZE_FACTOR = 3;

/** Limits of one cache (tests shrink them). */
export interface ResponseCacheLimits {
  maxBytes: number;
  maxEntries: number;
  maxAgeMs: number;
}

const DEFAULT_LIMITS: ResponseCacheLimits = {
  maxBytes: RESPONSE_CACHE_MAX_BYTES,
  maxEntries: RESPONSE_CACHE_MAX_ENTRIES,
  maxAgeMs: RESPONSE_CACHE_MAX_AGE_MS,
};

/** Rendered responses by key, with single-flight rendering. */
export class ResponseCache {
  private readonly entries: LRUCache<string, RenderedResponse>;
  private readonly pending = new Map<string, Promise<RenderedResponse>>();
  private readonly limits: ResponseCacheLimits;
  private lastId = 0;

  constructor(
    private readonly nowMs: () => number,
    limits: Partial<ResponseCacheLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.entries = new LRUCache<string, RenderedResponse>({
      max: this.limits.maxEntries,
      maxSize: this.limits.maxBytes,
      sizeCalculation: (entry, key) => Math.max(1, entry.bytes.length * ENTRY_SIZE_FACTOR + key.length),
    });
  }

  /** Number of cached responses. */
  get size(): number {
    return this.entries.size;
  }

  /** A fresh id for a rendering (ids are never reused, so results derived from one stay valid). */
  nextId(): number {
    this.lastId += 1;
    return this.lastId;
  }

  /** The cached response of a key if it is young enough; synchronous, for the hot path. */
  peek(key: string): RenderedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.nowMs() - entry.renderedAtMs >= this.limits.maxAgeMs) return undefined;
    return entry;
  }

  /**
   * Renders the response of a key, sharing one rendering between concurrent callers; stores it
   * when `isCurrent()` still holds afterwards (the snapshots it was keyed by were not replaced).
   */
  render(
    key: string,
    render: (id: number) => Promise<RenderedResponse>,
    isCurrent: () => boolean,
  ): Promise<RenderedResponse> {
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const rendering = render(this.nextId())
      .then((entry) => {
        if (isCurrent()) this.entries.set(key, entry);
        return entry;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, rendering);
    return rendering;
  }
}
