/** GET /api/economic/v1/get-fred-series: the newest observations of one tracked FRED series. */
import { defineHandler, fromData, unavailable } from '../handler';
import { DEFAULT_FRED_LIMIT, FRED_SERIES_UNAVAILABLE, getFredSeries } from './contract-macro';
import { fredKeys } from './data-macro';
import { fredSeriesView } from './fred-view';

/** Handler of get-fred-series. */
export const getFredSeriesHandler = defineHandler(getFredSeries, async (ctx, query) => {
  const read = await ctx.snapshots.read(fredKeys[query.series_id]);
  if (read.status !== 'hit') return unavailable(FRED_SERIES_UNAVAILABLE);
  const series = fredSeriesView(read.snapshot.data, query.limit ?? DEFAULT_FRED_LIMIT);
  return fromData({ series }, read.snapshot.meta.fetchedAt);
});
