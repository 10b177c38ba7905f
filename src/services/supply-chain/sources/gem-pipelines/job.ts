/**
 * `supply-chain:pipelines-gas` and `supply-chain:pipelines-oil` ← the curated pipeline registries
 * (keyless JSON files). Their routes and capacities derive from Global Energy Monitor's Global Gas
 * and Oil Infrastructure Trackers (CC-BY 4.0); the evidence bundles (operator statements,
 * sanctions, commercial state) are curated on top. The default location is the public reference
 * implementation's registry files; `GEM_PIPELINES_BASE_URL` points the jobs at another copy (a
 * mirror, or a registry of one's own in the same format). The files change rarely: once a day.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { type PipelineCommodity, supplyChainKeys } from '../../data';
import type { GEM_PIPELINES_ENV } from './env';
import { parsePipelineRegistry } from './parser';

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

function createRegistryJob(settings: Settings, commodity: PipelineCommodity): AnyIngestJob {
  const file = GEM_PIPELINE_FILES[commodity];
  const url = joinUrl(settings.GEM_PIPELINES_BASE_URL, file);
  return defineJob({
    id: `gem-pipelines-${commodity}`,
    key: KEYS[commodity],
    source: `Curated ${commodity} pipeline registry (Global Energy Monitor trackers + evidence) ${url}`,
    schedule: GEM_PIPELINES_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: GEM_PIPELINES_RUN_TIMEOUT_MS,
    bundle: bundleBeside(import.meta.url, {
      name: 'gem-pipelines',
      files: { registry: file.slice(1) },
      capturedAt: GEM_PIPELINES_BUNDLE_CAPTURED_AT,
    }),
    async fetch({ http }) {
      return { registry: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parsePipelineRegistry(payload.registry ?? '', commodity, file.slice(1));
    },
  });
}

/** Creates the gas pipeline registry job. */
export function createGemPipelinesGasJob(settings: Settings): AnyIngestJob {
  return createRegistryJob(settings, 'gas');
}

/** Creates the oil pipeline registry job. */
export function createGemPipelinesOilJob(settings: Settings): AnyIngestJob {
  return createRegistryJob(settings, 'oil');
}
