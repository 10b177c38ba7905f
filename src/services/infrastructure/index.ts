/** The infrastructure service: submarine cable health from NGA warnings. */
import { defineService } from '../service';
import { infrastructureOperations } from './contract';
import { getCableHealthHandler } from './get-cable-health';

/** The infrastructure service. */
export const infrastructureService = defineService({
  name: 'infrastructure',
  operations: infrastructureOperations,
  handlers: [getCableHealthHandler],
});
