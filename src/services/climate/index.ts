/** Handlers of the climate service. */
import type { BoundHandler } from '../handler';
import { getCo2MonitoringHandler } from './get-co2-monitoring';
import { getOceanIceDataHandler } from './get-ocean-ice-data';
import { listAirQualityDataHandler } from './list-air-quality-data';
import { listClimateAnomaliesHandler } from './list-climate-anomalies';
import { listClimateDisastersHandler } from './list-climate-disasters';
import { listClimateNewsHandler } from './list-climate-news';

/** Every climate handler, in contract order. */
export const climateHandlers: readonly BoundHandler[] = [
  listClimateAnomaliesHandler,
  listClimateDisastersHandler,
  getCo2MonitoringHandler,
  getOceanIceDataHandler,
  listAirQualityDataHandler,
  listClimateNewsHandler,
];
