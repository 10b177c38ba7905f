/**
 * One valid request per operation, used by the auth matrix and the contract-wide tests: each
 * operation's `exampleQuery` from its contract (empty when it needs no parameter), so a new
 * operation joins those suites without being listed here.
 */
import { CATALOG } from '../../src/services';

/** A valid query string (without `?`) per operation id. */
export const VALID_QUERIES: Readonly<Record<string, string>> = Object.fromEntries(
  CATALOG.registry.operations.map((op) => [op.id, op.exampleQuery ?? '']),
);

/** A valid batch body (one public operation). */
export const VALID_BATCH_BODY = { operations: [{ id: 'a', path: '/api/conflict/v1/list-dataset-events' }] };

/** A valid body of each routed POST lookup, by operation id (the batch's is VALID_BATCH_BODY). */
export const VALID_POST_BODIES: Readonly<Record<string, unknown>> = {
  ExecuteBatch: VALID_BATCH_BODY,
  GetAircraftDetailsBatch: { icao24s: ['a835af'] },
};
