/**
 * The job registry: every ingestion job, built from the environment record (`config.sourceEnv`).
 * Jobs are listed in the order the CLI prints them.
 */
import type { SourceEnv } from '../source-env';
import type { AnyIngestJob } from '../types';
import { createAviationNewsJob } from './aviation-news';
import { createConflictEventsJob } from './conflict-events';
import { createFaaAirportDelaysJob } from './faa-airport-delays';
import { createNoaaCo2Job } from './noaa-co2';

/** Builds every job from the environment (base URLs, credentials, feed lists). */
export function createJobs(env: SourceEnv): AnyIngestJob[] {
  return [createFaaAirportDelaysJob(env), createAviationNewsJob(env), createNoaaCo2Job(env), createConflictEventsJob(env)];
}

/** Finds a job by its short id or by its snapshot key name. */
export function findJob(jobs: readonly AnyIngestJob[], name: string): AnyIngestJob | undefined {
  return jobs.find((j) => j.id === name || j.key.name === name);
}
