/**
 * The error a request-time adapter throws when its provider gave no answer. Handlers catch it
 * and answer their degraded body, so it never becomes a 500 (DESIGN §4).
 */
import type { ProviderFailure } from './provider-client';

/** A provider call that failed: timed out, refused by an open circuit, or failed upstream. */
export class ProviderCallError extends Error {
  override name = 'ProviderCallError';
  constructor(
    readonly provider: string,
    readonly reason: ProviderFailure,
    detail: string,
    /** The upstream's HTTP status, when it answered with an error status. */
    readonly httpStatus?: number,
  ) {
    super(`${provider}: ${reason}: ${detail}`);
  }

  /** What failed, fit for a response body (no URL, so no credential in a query string). */
  get publicReason(): string {
    if (this.reason === 'upstream' && this.httpStatus !== undefined) return `HTTP ${this.httpStatus}`;
    return this.reason;
  }
}
