/**
 * Errors of the ingestion layer. Each says whether a retry could help, so the HTTP client retries
 * transient failures only (DESIGN §4: retries with backoff for the upstream, never for a bad payload).
 */

/** An upstream answered with a status other than 200 or 304. */
export class UpstreamStatusError extends Error {
  override name = 'UpstreamStatusError';
  constructor(
    readonly status: number,
    readonly url: string,
    /** Delay the upstream asked for (`Retry-After`), in milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(`HTTP ${status} from ${url}`);
  }

  /** 5xx, 408 and 429 are worth another attempt; other 4xx are not. */
  get retriable(): boolean {
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

/** One attempt took longer than its time box. */
export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
  readonly retriable = true;
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`no answer from ${url} within ${timeoutMs} ms`);
  }
}

/** The connection failed (refused, reset, DNS). */
export class UpstreamNetworkError extends Error {
  override name = 'UpstreamNetworkError';
  readonly retriable = true;
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`request to ${url} failed: ${describeCause(cause)}`, { cause });
  }
}

/** The body was larger than the client accepts. */
export class UpstreamTooLargeError extends Error {
  override name = 'UpstreamTooLargeError';
  readonly retriable = false;
  constructor(
    readonly url: string,
    readonly limitBytes: number,
  ) {
    super(`body from ${url} exceeds ${limitBytes} bytes`);
  }
}

/** The payload is not in the format the parser expects (never retried). */
export class PayloadError extends Error {
  override name = 'PayloadError';
}

/** True when another attempt might succeed. */
export function isRetriable(err: unknown): boolean {
  if (err instanceof UpstreamStatusError) return err.retriable;
  return err instanceof UpstreamTimeoutError || err instanceof UpstreamNetworkError;
}

/** One-line description of an unknown thrown value. */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : '';
    return `${cause.message}${inner}`;
  }
  return String(cause);
}
