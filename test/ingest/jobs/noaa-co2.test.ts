import {
  createNoaaCo2Job,
  NOAA_CH4_MONTHLY_PATH,
  NOAA_CO2_MONTHLY_PATH,
} from '../../../src/ingest/jobs/noaa-co2';
import { fixture } from '../../helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../helpers/ingest/job-matrix';

describeJobScenarios({
  name: 'noaa-co2',
  job: (url) => createNoaaCo2Job({ NOAA_GML_BASE_URL: url }),
  payloads: {
    [NOAA_CO2_MONTHLY_PATH]: fixture('noaa-gml', 'co2_mm_mlo.txt'),
    [NOAA_CH4_MONTHLY_PATH]: fixture('noaa-gml', 'ch4_mm_gl.txt'),
  },
  mainPath: NOAA_CO2_MONTHLY_PATH,
  records: 17,
  malformed: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
});
