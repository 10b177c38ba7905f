/**
 * The curated oil and gas pipeline registries (keyless JSON files, daily): routes and capacities
 * from Global Energy Monitor's trackers (CC-BY 4.0) with evidence bundles curated on top. Bundled
 * real capture in `bundle/`.
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { supplyChainKeys } from '../../data';
import { GEM_PIPELINES_ENV } from './env';
import { createGemPipelinesGasJob, createGemPipelinesOilJob } from './job';

/** The curated pipeline registry source. */
export const gemPipelinesSource = defineSource({
  id: 'gem-pipelines',
  title: 'Curated pipeline registries (Global Energy Monitor trackers + evidence)',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [supplyChainKeys.pipelinesGas, supplyChainKeys.pipelinesOil],
  env: GEM_PIPELINES_ENV,
  jobs: (settings) => [createGemPipelinesGasJob(settings), createGemPipelinesOilJob(settings)],
});
