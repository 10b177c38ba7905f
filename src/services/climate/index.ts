/** The climate service: anomalies, disasters, greenhouse gases, sea ice, air quality, news (SPEC §4.4). */
import { defineService } from '../service';
import { climateOperations } from './contract';
import { climateKeys } from './data';
import { getCo2MonitoringHandler } from './get-co2-monitoring';
import { getOceanIceDataHandler } from './get-ocean-ice-data';
import { listAirQualityDataHandler } from './list-air-quality-data';
import { listClimateAnomaliesHandler } from './list-climate-anomalies';
import { listClimateDisastersHandler } from './list-climate-disasters';
import { listClimateNewsHandler } from './list-climate-news';
import { eonetSource } from './sources/eonet/source';
import { gdacsSource } from './sources/gdacs/source';
import { noaaGmlSource } from './sources/noaa-gml/source';
import { nsidcSource } from './sources/nsidc/source';
import { openMeteoSource } from './sources/open-meteo/source';
import { openaqSource } from './sources/openaq/source';
import { reliefwebSource } from './sources/reliefweb/source';

/** The climate service. */
export const climateService = defineService({
  name: 'climate',
  operations: climateOperations,
  handlers: [
    listClimateAnomaliesHandler,
    listClimateDisastersHandler,
    getCo2MonitoringHandler,
    getOceanIceDataHandler,
    listAirQualityDataHandler,
    listClimateNewsHandler,
  ],
  keys: climateKeys,
  sources: [
    noaaGmlSource,
    nsidcSource,
    openMeteoSource,
    openaqSource,
    reliefwebSource,
    gdacsSource,
    eonetSource,
  ],
});
