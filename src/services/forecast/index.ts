/** The forecast service: probabilistic forecasts, their scorecard and simulations, none of which has a public source (DESIGN §8). */
import { defineService } from '../service';
import { forecastNoSource } from './no-source';

/** The forecast service. */
export const forecastService = defineService({
  name: 'forecast',
  operations: forecastNoSource.operations,
  handlers: forecastNoSource.handlers,
  postHandlers: forecastNoSource.postHandlers,
});
