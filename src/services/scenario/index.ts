/** The scenario service: disruption scenarios run by the reference's own model, which has no public source (DESIGN §8). */
import { defineService } from '../service';
import { scenarioNoSource } from './no-source';

/** The scenario service. */
export const scenarioService = defineService({
  name: 'scenario',
  operations: scenarioNoSource.operations,
  handlers: scenarioNoSource.handlers,
  postHandlers: scenarioNoSource.postHandlers,
});
