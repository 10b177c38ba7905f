import { describe, expect, it } from 'vitest';
import { readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { ConfigError } from '../../../../env-vars';
import { noaaGmlSource } from '.';
import { NOAA_CH4_MONTHLY_PATH, NOAA_CO2_MONTHLY_PATH } from './job';

describeJobScenarios({
  name: 'noaa-co2',
  job: (url) => sourceJob(noaaGmlSource, { NOAA_GML_BASE_URL: url }),
  payloads: {
    [NOAA_CO2_MONTHLY_PATH]: readFixture(import.meta.url, 'co2_mm_mlo.txt'),
    [NOAA_CH4_MONTHLY_PATH]: readFixture(import.meta.url, 'ch4_mm_gl.txt'),
  },
  mainPath: NOAA_CO2_MONTHLY_PATH,
  records: 17,
  malformed: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
});

describe('noaa-gml: configuration', () => {
  it('refuses a malformed NOAA_GML_BASE_URL with a ConfigError naming it', () => {
    const build = () => noaaGmlSource.createJobs({ NOAA_GML_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('NOAA_GML_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
