/** The climate service (transitional: its pieces still live in the layer folders). */
import { climateOperations } from '../../contract/climate';
import { defineLegacySource } from '../../ingest/legacy-source';
import { createClimateAnomaliesJob } from '../../ingest/jobs/climate-anomalies';
import { createEonetEventsJob } from '../../ingest/jobs/eonet-events';
import { createGdacsEventsJob } from '../../ingest/jobs/gdacs-events';
import { createNoaaCo2Job } from '../../ingest/jobs/noaa-co2';
import { createNsidcOceanIceJob } from '../../ingest/jobs/nsidc-ocean-ice';
import { createOpenAqAirQualityJob } from '../../ingest/jobs/openaq-air-quality';
import { createReliefwebDisastersJob } from '../../ingest/jobs/reliefweb-disasters';
import { climateKeys } from '../../store/schemas/climate';
import { defineService } from '../service';
import { getCo2MonitoringHandler } from './get-co2-monitoring';
import { getOceanIceDataHandler } from './get-ocean-ice-data';
import { listAirQualityDataHandler } from './list-air-quality-data';
import { listClimateAnomaliesHandler } from './list-climate-anomalies';
import { listClimateDisastersHandler } from './list-climate-disasters';
import { listClimateNewsHandler } from './list-climate-news';

/** The climate service. */
export const climateService = defineService({
  name: 'climate',
  operations: climateOperations,
  handlers: [listClimateAnomaliesHandler,
  listClimateDisastersHandler,
  getCo2MonitoringHandler,
  getOceanIceDataHandler,
  listAirQualityDataHandler,
  listClimateNewsHandler],
  keys: climateKeys,
  sources: [
    defineLegacySource('noaa-gml', 'NOAA GML', 'keyless, daily', (env) => [createNoaaCo2Job(env)]),
    defineLegacySource('nsidc', 'NSIDC', 'keyless, daily', (env) => [createNsidcOceanIceJob(env)]),
    defineLegacySource('open-meteo', 'Open-Meteo', 'keyless, daily', (env) => [createClimateAnomaliesJob(env)]),
    defineLegacySource('openaq', 'OpenAQ', 'keyed', (env) => [createOpenAqAirQualityJob(env)]),
    defineLegacySource('reliefweb', 'ReliefWeb', 'keyed', (env) => [createReliefwebDisastersJob(env)]),
    defineLegacySource('gdacs', 'GDACS', 'keyless, hourly', (env) => [createGdacsEventsJob(env)]),
    defineLegacySource('eonet', 'EONET', 'keyless, hourly', (env) => [createEonetEventsJob(env)]),
  ],
});
