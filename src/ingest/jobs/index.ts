/**
 * The job registry: every ingestion job, built from the environment record (`config.sourceEnv`).
 * Jobs are listed in the order the CLI prints them.
 */
import type { SourceEnv } from '../source-env';
import type { AnyIngestJob } from '../types';
import { createAircraftPositionsJob } from './aircraft-positions';
import { createAviationNewsJob } from './aviation-news';
import { createClimateAnomaliesJob } from './climate-anomalies';
import { createConflictEventsJob } from './conflict-events';
import {
  createEiaCrudeStocksJob,
  createEiaNatGasStorageJob,
  createEiaRefineryInputsJob,
  createEiaSprStocksJob,
} from './eia-weekly';
import { createEnergySpotPricesJob } from './energy-spot-prices';
import { createEonetEventsJob } from './eonet-events';
import { createFaaAirportDelaysJob } from './faa-airport-delays';
import { createGdacsEventsJob } from './gdacs-events';
import { createGemPipelinesGasJob, createGemPipelinesOilJob } from './gem-pipelines';
import { createGieEuGasStorageJob } from './gie-eu-gas-storage';
import { createNoaaCo2Job } from './noaa-co2';
import { createNsidcOceanIceJob } from './nsidc-ocean-ice';
import { createOpenAqAirQualityJob } from './openaq-air-quality';
import { createReliefwebDisastersJob } from './reliefweb-disasters';
import { createTreasuryCustomsRevenueJob } from './treasury-customs-revenue';
import { createWorldBankEducationJob } from './worldbank-education';

/** Builds every job from the environment (base URLs, credentials, feed lists). */
export function createJobs(env: SourceEnv): AnyIngestJob[] {
  return [
    // aviation
    createFaaAirportDelaysJob(env),
    createAviationNewsJob(env),
    createAircraftPositionsJob(env),
    // climate
    createNoaaCo2Job(env),
    createNsidcOceanIceJob(env),
    createClimateAnomaliesJob(env),
    createOpenAqAirQualityJob(env),
    createReliefwebDisastersJob(env),
    createGdacsEventsJob(env),
    createEonetEventsJob(env),
    // conflict
    createConflictEventsJob(env),
    // supply chain, resilience, economic, trade
    createGemPipelinesGasJob(env),
    createGemPipelinesOilJob(env),
    createWorldBankEducationJob(env),
    createEiaCrudeStocksJob(env),
    createEiaSprStocksJob(env),
    createEiaNatGasStorageJob(env),
    createEiaRefineryInputsJob(env),
    createGieEuGasStorageJob(env),
    createEnergySpotPricesJob(env),
    createTreasuryCustomsRevenueJob(env),
  ];
}

/** Finds a job by its short id or by its snapshot key name. */
export function findJob(jobs: readonly AnyIngestJob[], name: string): AnyIngestJob | undefined {
  return jobs.find((j) => j.id === name || j.key.name === name);
}
