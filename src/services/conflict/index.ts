/** The conflict service (transitional: its pieces still live in the layer folders). */
import { conflictOperations } from '../../contract/conflict';
import { defineLegacySource } from '../../ingest/legacy-source';
import { createConflictEventsJob } from '../../ingest/jobs/conflict-events';
import { conflictKeys } from '../../store/schemas/conflict';
import { defineService } from '../service';
import { listDatasetEventsHandler } from './list-dataset-events';

/** The conflict service. */
export const conflictService = defineService({
  name: 'conflict',
  operations: conflictOperations,
  handlers: [listDatasetEventsHandler],
  keys: conflictKeys,
  sources: [
    defineLegacySource('ucdp-acled', 'UCDP / ACLED', 'keyed, daily', (env) => [createConflictEventsJob(env)]),
  ],
});
