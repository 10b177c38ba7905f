/**
 * Validation of snapshot data against its key's schema, shared by every store adapter and the
 * ingestion runner: invalid data is refused before anything is written (DESIGN §4).
 */
import type { Static, TSchema } from 'typebox';
import { checkData, describeErrors } from '../schema-check';
import type { SnapshotKey, SnapshotMeta } from './snapshot';

/** Thrown when data does not match its key's schema; nothing is written. */
export class SnapshotValidationError extends Error {
  override name = 'SnapshotValidationError';
}

/** Validates data against its key's schema or throws. */
export function assertSnapshotData<S extends TSchema>(
  key: SnapshotKey<S>,
  data: unknown,
): asserts data is Static<S> {
  const result = checkData(key.schema, data);
  if (!result.ok) throw new SnapshotValidationError(`${key.name}: ${describeErrors(result.errors)}`);
}

/** Validates data for publishing and builds its full metadata (every adapter publishes through this). */
export function metaForPublish<S extends TSchema>(
  key: SnapshotKey<S>,
  data: unknown,
  meta: Pick<SnapshotMeta, 'fetchedAt' | 'source'>,
): SnapshotMeta {
  assertSnapshotData(key, data);
  return {
    fetchedAt: meta.fetchedAt,
    source: meta.source,
    recordCount: key.countRecords(data),
    schemaVersion: key.schemaVersion,
  };
}
