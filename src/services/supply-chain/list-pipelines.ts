/**
 * GET /api/supply-chain/v1/list-pipelines: the curated oil and gas pipeline registries, filtered
 * by commodity, with badges derived from the evidence (SPEC §2.3, §4.6).
 */
import type { Static } from 'typebox';
import type { SnapshotRead } from '../../store/snapshot';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { listPipelines, PIPELINES_UNAVAILABLE } from './contract';
import { type PipelineCommodity, type PipelineRecord, type PipelineRegistry, supplyChainKeys } from './data';
import { derivePipelineBadge } from './pipeline-badge';

type Response = Static<typeof listPipelines.response>;
type Entry = Response['pipelines'][number];

const REGISTRY_KEYS = { gas: supplyChainKeys.pipelinesGas, oil: supplyChainKeys.pipelinesOil } as const;
/** Registries read when no commodity is asked for, in answer order. */
const ALL_COMMODITIES: readonly PipelineCommodity[] = ['gas', 'oil'];

/** Handler of list-pipelines. */
export const listPipelinesHandler = defineHandler(listPipelines, async (ctx, query) => {
  const only = (query as { commodity_type?: PipelineCommodity }).commodity_type;
  const commodities = only ? [only] : ALL_COMMODITIES;
  const reads = await Promise.all(commodities.map((c) => ctx.snapshots.read(REGISTRY_KEYS[c])));
  const registries = reads.flatMap((r) => (r.status === 'hit' ? [r.snapshot.data] : []));
  const fetchedAt = oldestFetchedAt(reads as SnapshotRead<unknown>[]);
  if (registries.length === 0 || fetchedAt === undefined) return unavailable(PIPELINES_UNAVAILABLE);
  const now = ctx.now();
  return fromData(
    {
      pipelines: registries.flatMap((reg) => reg.pipelines.map((p) => toEntry(p, now))),
      fetchedAt,
      classifierVersion: newestClassifierVersion(registries),
      upstreamUnavailable: registries.length < commodities.length,
    },
    fetchedAt,
  );
});

function toEntry(p: PipelineRecord, now: Date): Entry {
  return { ...p, waypoints: p.waypoints ?? [], publicBadge: derivePipelineBadge(p.evidence, now) };
}

/** The newest `vN` classifier version (numeric compare, so v10 beats v9). */
function newestClassifierVersion(registries: readonly PipelineRegistry[]): string {
  let best = '';
  for (const { classifierVersion } of registries) {
    if (best === '' || versionNumber(classifierVersion) > versionNumber(best)) best = classifierVersion;
  }
  return best;
}

function versionNumber(version: string): number {
  const n = Number.parseInt(version.replace(/^v/i, ''), 10);
  return Number.isNaN(n) ? -1 : n;
}
