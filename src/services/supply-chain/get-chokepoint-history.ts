/**
 * GET /api/supply-chain/v1/get-chokepoint-history: one chokepoint's daily transits from IMF
 * PortWatch, newest day first, in a time window and keyset-cursor pages.
 */
import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { EMPTY_PAGINATION } from '../../contract/paged-list';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter, type SortKey } from '../keyset-cursor';
import { inWindow, timeWindow } from '../query-window';
import type { TransitDay } from './chokepoint-data';
import { anyHit, readChokepoints, requireKnownChokepoint } from './chokepoint-reads';
import { getChokepointHistory, type TransitDayCount } from './contract-chokepoints';

type Response = Static<typeof getChokepointHistory.response>;

const dayKey = (d: TransitDay): SortKey => ({ time: Date.parse(`${d.date}T00:00:00Z`), id: d.date });

/** The contract's day: the stored counts, with `other` where total, cargo and tanker are all known. */
export function toDayCount(d: TransitDay): TransitDayCount {
  const { date, total, cargo, tanker } = d;
  const other = cargo !== undefined && tanker !== undefined ? total - cargo - tanker : undefined;
  return { ...d, date, ...(other !== undefined && other >= 0 ? { other } : {}) };
}

/** Handler of get-chokepoint-history. */
export const getChokepointHistoryHandler = defineHandler(getChokepointHistory, async (ctx, query) => {
  const after = decodeCursor(query.cursor);
  const window = timeWindow(query.start, query.end);
  const id = query.chokepoint_id.toLowerCase();
  const empty: Response = {
    chokepointId: id,
    history: [],
    fetchedAt: '0',
    pagination: { ...EMPTY_PAGINATION },
  };
  const reads = await readChokepoints(ctx);
  if (!anyHit(reads)) return unavailable(empty);
  requireKnownChokepoint(reads, id);
  const { transits } = reads;
  if (transits.status !== 'hit') return unavailable(empty);
  const { data, meta } = transits.snapshot;
  const days = data.chokepoints.find((c) => c.id === id)?.days ?? [];
  // Stored newest first, which is the keyset order (time descending).
  const kept = days.filter((d) => inWindow(window, dayKey(d).time));
  const { page, pagination } = pageAfter(kept, dayKey, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData(
    {
      chokepointId: id,
      history: page.map(toDayCount),
      fetchedAt: String(Date.parse(meta.fetchedAt)),
      pagination,
    },
    meta.fetchedAt,
  );
});
