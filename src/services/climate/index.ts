/** Handlers of the climate service. */
import type { BoundHandler } from '../handler';
import { getCo2MonitoringHandler } from './get-co2-monitoring';

export const climateHandlers: readonly BoundHandler[] = [getCo2MonitoringHandler];
