/** The batch service: one POST route that runs GET operations through the pipeline (SPEC §4.3). */
import { defineService } from '../service';
import { batchOperations, executeBatch } from './contract';
import { createBatchRoute } from './execute';

/** The batch service. */
export const batchService = defineService({
  name: 'batch',
  operations: batchOperations,
  postRoutes: {
    [executeBatch.id]: (deps) =>
      createBatchRoute({ operations: deps.getOperationsByPath, idempotencyHooks: deps.idempotencyHooks }),
  },
});
