/**
 * The curated oil and gas pipeline registries (keyless JSON files, daily): routes and capacities
 * from Global Energy Monitor's trackers (CC-BY 4.0) with evidence bundles curated on top. Bundled
 * real capture in `bundle/`.
 *
 * `supply-chain:pipelines-gas` and `supply-chain:pipelines-oil` ← the curated pipeline registries
 * (keyless JSON files). Their routes and capacities derive from Global Energy Monitor's Global Gas
 * and Oil Infrastructure Trackers (CC-BY 4.0); the evidence bundles (operator statements,
 * sanctions, commercial state) are curated on top. The default location is the public reference
 * implementation's registry files; `GEM_PIPELINES_BASE_URL` points the jobs at another copy (a
 * mirror, or a registry of one's own in the same format). The files change rarely: once a day.
 */

import { KEYLESS } from '../../../../contract/availability';
import { type EnvValues, envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import type { AnyIngestJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { type PipelineCommodity, supplyChainKeys } from '../../data';
import { parsePipelineRegistry } from './parser';

/** Default folder of the registry files: the public reference implementation's copies. */
export const GEM_PIPELINES_DEFAULT_BASE_URL =
  'https://raw.githubusercontent.com/koala73/worldmonitor/main/scripts/data';

/** Declared variables of the source. */
export const GEM_PIPELINES_ENV = {
  GEM_PIPELINES_BASE_URL: envVar.url({
    default: GEM_PIPELINES_DEFAULT_BASE_URL,
    description: 'Folder of the curated pipeline registry files.',
  }),
} as const;

/** Typed settings of the source. */
type Settings = EnvValues<typeof GEM_PIPELINES_ENV>;

/** File of each registry under the base URL. */
export const GEM_PIPELINE_FILES: Readonly<Record<PipelineCommodity, string>> = {
  gas: '/pipelines-gas.json',
  oil: '/pipelines-oil.json',
};
/** Once a day plus up to an hour of jitter. */
export const GEM_PIPELINES_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;
/** Time box of one run (one file of a few hundred kilobytes). */
export const GEM_PIPELINES_RUN_TIMEOUT_MS = 60_000;
/** Capture date of the bundled registries (the reference repository snapshot they come from). */
export const GEM_PIPELINES_BUNDLE_CAPTURED_AT = '2026-08-22T00:00:00Z';

const KEYS = { gas: supplyChainKeys.pipelinesGas, oil: supplyChainKeys.pipelinesOil } as const;

/** One registry: a single GET of its file. */
function registryJob(settings: Settings, commodity: PipelineCommodity): AnyIngestJob {
  const file = GEM_PIPELINE_FILES[commodity];
  return singleGetJob({
    id: `gem-pipelines-${commodity}`,
    key: KEYS[commodity],
    title: `Curated ${commodity} pipeline registry (Global Energy Monitor trackers + evidence)`,
    url: joinUrl(settings.GEM_PIPELINES_BASE_URL, file),
    resource: 'registry',
    accept: 'application/json',
    schedule: GEM_PIPELINES_SCHEDULE,
    minRecords: 1,
    timeoutMs: GEM_PIPELINES_RUN_TIMEOUT_MS,
    bundle: bundleBeside(import.meta.url, {
      name: 'gem-pipelines',
      files: { registry: file.slice(1) },
      capturedAt: GEM_PIPELINES_BUNDLE_CAPTURED_AT,
    }),
    parse: (body) => parsePipelineRegistry(body, commodity, file.slice(1)),
  });
}

/** The curated pipeline registry source. */
export const gemPipelinesSource = defineSource({
  id: 'gem-pipelines',
  title: 'Curated pipeline registries (Global Energy Monitor trackers + evidence)',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [supplyChainKeys.pipelinesGas, supplyChainKeys.pipelinesOil],
  env: GEM_PIPELINES_ENV,
  jobs: (settings) => [registryJob(settings, 'gas'), registryJob(settings, 'oil')],
});
