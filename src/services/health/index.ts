/** The health service: air-quality health alerts derived from climate's OpenAQ readings. */
import { defineService } from '../service';
import { healthOperations } from './contract';
import { listAirQualityAlertsHandler } from './list-air-quality-alerts';

/** The health service (no source of its own: it reads `climate:air-quality`). */
export const healthService = defineService({
  name: 'health',
  operations: healthOperations,
  handlers: [listAirQualityAlertsHandler],
});
