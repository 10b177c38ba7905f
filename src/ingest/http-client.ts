/**
 * The HTTP client of the ingestion jobs (DESIGN §4): a time box per attempt, retries of transient
 * failures with exponential backoff and jitter (cockatiel), `Retry-After` honoured, conditional
 * requests (ETag / If-Modified-Since) with the last body kept for a 304, a descriptive
 * User-Agent, and a cap on body size. The network is injected as a fetch-like function.
 */

import { DelegateBackoff, handleWhen, type IRetryBackoffContext, retry } from 'cockatiel';
import { LRUCache } from 'lru-cache';
import { decodeBody } from './decode-body';
import {
  isRetriable,
  UpstreamNetworkError,
  UpstreamStatusError,
  UpstreamTimeoutError,
  UpstreamTooLargeError,
} from './errors';

/** The subset of `fetch` the client needs (tests and proxies pass their own). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Time box of one attempt, in ms. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 20_000;
/** Attempts per request, the first one included. */
export const DEFAULT_MAX_ATTEMPTS = 3;
/** First retry delay before jitter, in ms; doubles per retry. */
export const DEFAULT_BACKOFF_INITIAL_MS = 1_000;
/** Longest delay between attempts (also caps `Retry-After`), in ms. */
export const DEFAULT_BACKOFF_MAX_MS = 15_000;
/** Largest body accepted from an upstream, in bytes. */
export const MAX_UPSTREAM_BODY_BYTES = 32 * 1024 * 1024;
/** URLs whose validators and last body are kept for conditional requests. */
export const MAX_CONDITIONAL_ENTRIES = 256;

/** Options of the client; every default is a named constant above. */
export interface IngestHttpOptions {
  fetch?: FetchLike;
  userAgent: string;
  attemptTimeoutMs?: number;
  maxAttempts?: number;
  backoffInitialMs?: number;
  backoffMaxMs?: number;
  maxBodyBytes?: number;
  /** Random source in [0, 1) for jitter (injected so tests are deterministic). */
  random?: () => number;
  /** Clock in epoch ms, to read `Retry-After` dates. */
  now?: () => number;
}

/** One request. */
export interface IngestRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Readonly<Record<string, string>>;
  body?: string;
  /** Send validators from the last 200 of this URL and accept a 304. */
  conditional: boolean;
  signal?: AbortSignal;
  /** Return the body undecoded, one character per byte (latin1), for binary payloads. */
  bytes?: boolean;
}

/** A body, fresh or (on 304) the one kept from the last 200. */
export interface IngestResponse {
  body: string;
  notModified: boolean;
  /** How reading the body's charset went wrong (not UTF-8 and undeclared, unknown label, ...). */
  warning?: string;
}

interface Kept {
  etag?: string;
  lastModified?: string;
  body: string;
}

/** The shared ingestion HTTP client (one per process: it keeps validators across runs). */
export class IngestHttpClient {
  private readonly fetchFn: FetchLike;
  private readonly kept = new LRUCache<string, Kept>({ max: MAX_CONDITIONAL_ENTRIES });
  private readonly attemptTimeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoffInitialMs: number;
  private readonly backoffMaxMs: number;
  private readonly maxBodyBytes: number;
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(private readonly options: IngestHttpOptions) {
    this.fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
    this.attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    this.backoffInitialMs = options.backoffInitialMs ?? DEFAULT_BACKOFF_INITIAL_MS;
    this.backoffMaxMs = options.backoffMaxMs ?? DEFAULT_BACKOFF_MAX_MS;
    this.maxBodyBytes = options.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => Date.now());
  }

  /** The User-Agent sent with every request. */
  get userAgent(): string {
    return this.options.userAgent;
  }

  /** Sends a request with retries; resolves with the body or rejects with an ingestion error. */
  async request(req: IngestRequest): Promise<IngestResponse> {
    const policy = retry(handleWhen(isRetriable), {
      maxAttempts: this.maxAttempts - 1,
      backoff: new DelegateBackoff((ctx: IRetryBackoffContext<unknown>) => this.delayFor(ctx)),
    });
    return policy.execute(() => this.attempt(req), req.signal);
  }

  /** Forgets the kept validators and bodies (tests). */
  clearConditionalCache(): void {
    this.kept.clear();
  }

  /** Exponential backoff with "equal jitter" (half fixed, half random), or the upstream's Retry-After. */
  private delayFor(ctx: IRetryBackoffContext<unknown>): number {
    const err = 'error' in ctx.result ? ctx.result.error : undefined;
    if (err instanceof UpstreamStatusError && err.retryAfterMs !== undefined) {
      return Math.min(err.retryAfterMs, this.backoffMaxMs);
    }
    const base = Math.min(this.backoffMaxMs, this.backoffInitialMs * 2 ** (ctx.attempt - 1));
    return Math.round(base / 2 + (base / 2) * this.random());
  }

  private async attempt(req: IngestRequest): Promise<IngestResponse> {
    const kept = req.conditional ? this.kept.get(req.url) : undefined;
    const headers: Record<string, string> = {
      'user-agent': this.options.userAgent,
      accept: '*/*',
      ...req.headers,
    };
    if (kept?.etag) headers['if-none-match'] = kept.etag;
    if (kept?.lastModified) headers['if-modified-since'] = kept.lastModified;

    const timeout = AbortSignal.timeout(this.attemptTimeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this.fetchFn(req.url, { method: req.method, headers, body: req.body, signal });
    } catch (err) {
      throw this.failure(req, timeout, err);
    }
    if (response.status === 304 && kept) {
      await response.body?.cancel();
      return { body: kept.body, notModified: true };
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw new UpstreamStatusError(
        response.status,
        req.url,
        retryAfterMs(response.headers.get('retry-after'), this.now()),
      );
    }
    let bytes: Uint8Array;
    try {
      bytes = await readBytes(response, this.maxBodyBytes, req.url);
    } catch (err) {
      throw this.failure(req, timeout, err);
    }
    const { text: body, warning } = req.bytes
      ? { text: Buffer.from(bytes).toString('latin1'), warning: undefined }
      : decodeBody(bytes, response.headers.get('content-type'));
    if (req.method === 'GET') this.keep(req.url, response.headers, body);
    return { body, notModified: false, ...(warning ? { warning } : {}) };
  }

  private keep(url: string, headers: Headers, body: string): void {
    const etag = headers.get('etag') ?? undefined;
    const lastModified = headers.get('last-modified') ?? undefined;
    if (etag || lastModified) this.kept.set(url, { etag, lastModified, body });
    else this.kept.delete(url);
  }

  private failure(req: IngestRequest, timeout: AbortSignal, err: unknown): Error {
    if (err instanceof UpstreamTooLargeError) return err;
    if (timeout.aborted && !req.signal?.aborted)
      return new UpstreamTimeoutError(req.url, this.attemptTimeoutMs);
    if (req.signal?.aborted) return err instanceof Error ? err : new Error(String(err));
    return new UpstreamNetworkError(req.url, err);
  }
}

/** Reads a body up to `limit` bytes (decoded by `decodeBody`, which knows the charset rules). */
async function readBytes(response: Response, limit: number, url: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new UpstreamTooLargeError(url, limit);
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new UpstreamTooLargeError(url, limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** `Retry-After` as milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
