/**
 * Validation of snapshot data against its key's schema, shared by every store adapter and the
 * ingestion runner: invalid data is refused before anything is written (DESIGN §4).
 */
import type { Static, TSchema } from 'typebox';
import { checkSchema, describeErrors } from '../schema-check';
import type { SnapshotKey } from './snapshot';

/** Thrown when data does not match its key's schema; nothing is written. */
export class SnapshotValidationError extends Error {
  override name = 'SnapshotValidationError';
}

/** Validates data against its key's schema or throws. */
export function assertSnapshotData<S extends TSchema>(
  key: SnapshotKey<S>,
  data: unknown,
): asserts data is Static<S> {
  const result = checkSchema(key.schema, data);
  if (!result.ok) throw new SnapshotValidationError(`${key.name}: ${describeErrors(result.errors)}`);
}
