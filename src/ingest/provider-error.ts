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
  ) {
    super(`${provider}: ${reason}: ${detail}`);
  }
}
