/**
 * GET /api/climate/v1/list-climate-disasters: merged disasters, newest first, paginated with an
 * opaque offset cursor (SPEC §4.4).
 */
import { listClimateDisasters } from '../../contract/climate';
import { keys } from '../../store/keys';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeOffsetCursor, pageOf } from './offset-cursor';

/** Page size when `page_size` is absent (DESIGN §3). */
export const DEFAULT_DISASTERS_PAGE_SIZE = 100;

/** Handler of list-climate-disasters. */
export const listClimateDisastersHandler = defineHandler(listClimateDisasters, async (ctx, query) => {
  // A malformed cursor is a client error whether or not data exists.
  decodeOffsetCursor(query.cursor);
  const read = await ctx.snapshots.read(keys.climateDisasters);
  if (read.status !== 'hit') {
    return unavailable({ disasters: [], pagination: { nextCursor: '', totalCount: 0 } });
  }
  // Newest first, ties broken by id, so pages are stable for one snapshot.
  const sorted = [...read.snapshot.data.disasters].sort(
    (a, b) => b.startedAt - a.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const { page, pagination } = pageOf(sorted, query.cursor, query.page_size ?? DEFAULT_DISASTERS_PAGE_SIZE);
  return fromData({ disasters: page, pagination }, read.snapshot.meta.fetchedAt);
});
