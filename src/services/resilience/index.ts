/** The resilience service (transitional: its pieces still live in the layer folders). */
import { resilienceOperations } from '../../contract/resilience';
import { defineLegacySource } from '../../ingest/legacy-source';
import { createWorldBankEducationJob } from '../../ingest/jobs/worldbank-education';
import { resilienceKeys } from '../../store/schemas/resilience';
import { defineService } from '../service';
import { getDemographicsCapabilityHandler } from './get-demographics-capability';

/** The resilience service. */
export const resilienceService = defineService({
  name: 'resilience',
  operations: resilienceOperations,
  handlers: [getDemographicsCapabilityHandler],
  keys: resilienceKeys,
  sources: [
    defineLegacySource('worldbank', 'World Bank', 'keyless', (env) => [createWorldBankEducationJob(env)]),
  ],
});
