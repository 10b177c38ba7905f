/**
 * POST /api/economic/v1/get-fred-series-batch: the stored series of each requested id (distinct,
 * upper-cased), as get-fred-series answers them. Dated by the oldest series found; nothing found
 * is the empty answer with X-Data-Status: unavailable.
 */
import { definePostHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { DEFAULT_FRED_LIMIT, type FredSeries } from './contract-macro';
import { getFredSeriesBatch } from './contract-macro-batch';
import { FRED_SERIES_IDS, type FredSeriesId, fredKeys } from './data-macro';
import { fredSeriesView } from './fred-view';

const TRACKED = new Set<string>(FRED_SERIES_IDS);

/** The distinct requested ids, upper-cased (FRED ids are case-insensitive). */
function distinctIds(ids: readonly string[] | undefined): string[] {
  return [...new Set((ids ?? []).map((id) => id.toUpperCase()))];
}

/** Handler of get-fred-series-batch; each series requested costs one rate-limit unit. */
export const getFredSeriesBatchHandler = definePostHandler(
  getFredSeriesBatch,
  async (ctx, body) => {
    const ids = distinctIds(body.seriesIds);
    const limit = body.limit ?? DEFAULT_FRED_LIMIT;
    const results: Record<string, FredSeries> = {};
    const reads = [];
    for (const id of ids) {
      if (!TRACKED.has(id)) continue;
      const read = await ctx.snapshots.read(fredKeys[id as FredSeriesId]);
      if (read.status !== 'hit') continue;
      reads.push(read);
      results[id] = fredSeriesView(read.snapshot.data, limit);
    }
    const answer = { results, fetched: reads.length, requested: ids.length };
    const fetchedAt = oldestFetchedAt(reads);
    return fetchedAt === undefined ? unavailable(answer) : fromData(answer, fetchedAt);
  },
  // At least one unit: a body without ids is still a request.
  { units: (body) => Math.max(1, distinctIds(body.seriesIds).length) },
);
