/**
 * GET /api/climate/v1/list-climate-news: climate headlines, newest first. With no snapshot the
 * body is `CLIMATE_NEWS_UNAVAILABLE` (`dataAvailable: false`, @see SPEC §2.2 rule).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { CLIMATE_NEWS_UNAVAILABLE, listClimateNews } from './contract';
import { climateKeys } from './data';

/** Handler of list-climate-news. */
export const listClimateNewsHandler = defineHandler(listClimateNews, async (ctx) => {
  const read = await ctx.snapshots.read(climateKeys.news);
  if (read.status !== 'hit') return unavailable(CLIMATE_NEWS_UNAVAILABLE);
  const items = [...read.snapshot.data.items].sort((a, b) => b.publishedAt - a.publishedAt);
  const { fetchedAt } = read.snapshot.meta;
  return fromData({ items, dataAvailable: true, fetchedAt: Date.parse(fetchedAt) }, fetchedAt);
});
