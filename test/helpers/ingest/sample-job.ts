/**
 * A real job for the tests of the ingestion core (runner, locks, scheduler, CLI): NOAA GML's CO2
 * job, built through the services' catalog, with its recorded payloads. The core tests use it as
 * a sample of a keyless job of several requests; its own tests live in the climate service.
 */
import { readFileSync } from 'node:fs';
import type { TUnsafe } from 'typebox';
import type { AnyIngestJob } from '../../../src/ingest/types';
import type { SnapshotKey } from '../../../src/store/snapshot';
import { job, snapshotKey } from '../catalog';

/** Upstream paths of the job's two requests. */
export const SAMPLE_CO2_PATH = '/webdata/ccgg/trends/co2/co2_mm_mlo.txt';
export const SAMPLE_CH4_PATH = '/webdata/ccgg/trends/ch4/ch4_mm_gl.txt';
export const SAMPLE_N2O_PATH = '/webdata/ccgg/trends/n2o/n2o_mm_gl.txt';

const FIXTURES = new URL('../../../src/services/climate/sources/noaa-gml/fixtures/', import.meta.url);

/** Recorded payloads of the two requests. */
export const SAMPLE_CO2_BODY = readFileSync(new URL('co2_mm_mlo.txt', FIXTURES), 'utf8');
export const SAMPLE_CH4_BODY = readFileSync(new URL('ch4_mm_gl.txt', FIXTURES), 'utf8');
export const SAMPLE_N2O_BODY = readFileSync(new URL('n2o_mm_gl.txt', FIXTURES), 'utf8');

/** The job's three resources as a local upstream serves them. */
export const SAMPLE_ROUTES = {
  [SAMPLE_CO2_PATH]: { body: SAMPLE_CO2_BODY },
  [SAMPLE_CH4_PATH]: { body: SAMPLE_CH4_BODY },
  [SAMPLE_N2O_PATH]: { body: SAMPLE_N2O_BODY },
};

/** The job's id and snapshot key. */
export const SAMPLE_JOB_ID = 'noaa-co2';
export const SAMPLE_KEY = snapshotKey('climate:co2-monitoring') as SnapshotKey<TUnsafe<SampleData>>;

type Monthly = { year: number; month: number; value: number }[];
/** The parts of the job's data the core tests look at. */
export interface SampleData {
  co2Monthly: Monthly;
  ch4Monthly: Monthly;
}

/** The job, pointed at `baseUrl` (the default origin when absent). */
export function sampleJob(baseUrl?: string): AnyIngestJob {
  return job(SAMPLE_JOB_ID, baseUrl === undefined ? {} : { NOAA_GML_BASE_URL: baseUrl });
}
