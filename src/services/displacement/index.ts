/** The displacement service: UNHCR refugee and displacement statistics. */
import { defineService } from '../service';
import { displacementOperations } from './contract';
import { displacementKeys } from './data';
import { getDisplacementSummaryHandler } from './get-displacement-summary';
import { getPopulationExposureHandler } from './get-population-exposure';
import { unhcrSource } from './sources/unhcr/source';

export const displacementService = defineService({
  name: 'displacement',
  operations: displacementOperations,
  handlers: [getDisplacementSummaryHandler, getPopulationExposureHandler],
  keys: displacementKeys,
  sources: [unhcrSource],
});
