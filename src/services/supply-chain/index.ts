/** The supply-chain service (transitional: its pieces still live in the layer folders). */
import { supplyChainOperations } from '../../contract/supply-chain';
import { defineLegacySource } from '../../ingest/legacy-source';
import { createGemPipelinesGasJob, createGemPipelinesOilJob } from '../../ingest/jobs/gem-pipelines';
import { supplyChainKeys } from '../../store/schemas/supply-chain';
import { defineService } from '../service';
import { listPipelinesHandler } from './list-pipelines';

/** The supply-chain service. */
export const supplyChainService = defineService({
  name: 'supply-chain',
  operations: supplyChainOperations,
  handlers: [listPipelinesHandler],
  keys: supplyChainKeys,
  sources: [
    defineLegacySource('gem-pipelines', 'Pipelines', 'keyless', (env) => [createGemPipelinesGasJob(env), createGemPipelinesOilJob(env)]),
  ],
});
