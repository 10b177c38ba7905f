/**
 * GET /api/climate/v1/list-climate-news: climate headlines, newest first. With no snapshot the
 * body is `{ items: [], dataAvailable: false, fetchedAt: 0 }` (@see SPEC §2.2 rule).
 */
import { listClimateNews } from '../../contract/climate';
import { keys } from '../../store/keys';
import { defineHandler, fromData, unavailable } from '../handler';

/** Handler of list-climate-news. */
export const listClimateNewsHandler = defineHandler(listClimateNews, async (ctx) => {
  const read = await ctx.snapshots.read(keys.climateNews);
  if (read.status !== 'hit') return unavailable({ items: [], dataAvailable: false, fetchedAt: 0 });
  const items = [...read.snapshot.data.items].sort((a, b) => b.publishedAt - a.publishedAt);
  const { fetchedAt } = read.snapshot.meta;
  return fromData({ items, dataAvailable: true, fetchedAt: Date.parse(fetchedAt) }, fetchedAt);
});
