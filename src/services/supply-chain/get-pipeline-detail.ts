/**
 * GET /api/supply-chain/v1/get-pipeline-detail: one pipeline of the curated registries that
 * `list-pipelines` serves (read through their snapshot keys, never fetched again), with its badge.
 */
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { getPipelineDetail, PIPELINE_DETAIL_UNAVAILABLE } from './contract-energy';
import { supplyChainKeys } from './data';
import { derivePipelineBadge } from './pipeline-badge';

/** Handler of get-pipeline-detail. */
export const getPipelineDetailHandler = defineHandler(getPipelineDetail, async (ctx, query) => {
  const reads = await Promise.all([
    ctx.snapshots.read(supplyChainKeys.pipelinesGas),
    ctx.snapshots.read(supplyChainKeys.pipelinesOil),
  ]);
  for (const read of reads) {
    if (read.status !== 'hit') continue;
    const p = read.snapshot.data.pipelines.find((x) => x.id === query.pipeline_id);
    if (!p) continue;
    const { fetchedAt } = read.snapshot.meta;
    const pipeline = {
      ...p,
      waypoints: p.waypoints ?? [],
      publicBadge: derivePipelineBadge(p.evidence, ctx.now()),
    };
    return fromData({ pipeline, revisions: [], fetchedAt, unavailable: false }, fetchedAt);
  }
  // A registry without data might hold the id: that is not an answer "no such pipeline".
  if (reads.some((r) => r.status !== 'hit')) return unavailable(PIPELINE_DETAIL_UNAVAILABLE);
  throw new ApiError('NOT_FOUND', { message: `No pipeline with id ${query.pipeline_id}` });
});
