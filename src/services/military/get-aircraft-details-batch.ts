/**
 * POST /api/military/v1/get-aircraft-details-batch: the addresses are normalised (lower case,
 * de-duplicated, the first 10) and counted against the caller's rate limit, one unit each; the
 * answer is the degraded body (lookup not built, README).
 */
import { definePostHandler, unavailable } from '../handler';
import { getAircraftDetailsBatch } from './contract';
import { wingbitsConfigured } from './providers';

/** Most distinct addresses a batch looks up (the reference's bound). */
export const BATCH_LOOKUP_LIMIT = 10;

/** The addresses a batch looks up: lower case, de-duplicated in order, the first BATCH_LOOKUP_LIMIT. */
export function batchAddresses(icao24s: readonly string[]): string[] {
  return [...new Set(icao24s.map((a) => a.toLowerCase()))].slice(0, BATCH_LOOKUP_LIMIT);
}

/** Handler of get-aircraft-details-batch. */
export const getAircraftDetailsBatchHandler = definePostHandler(
  getAircraftDetailsBatch,
  async (ctx, body) =>
    unavailable({
      configured: wingbitsConfigured(ctx.providers),
      requested: batchAddresses(body.icao24s).length,
      fetched: 0,
      results: {},
    }),
  { units: (body) => batchAddresses(body.icao24s).length },
);
