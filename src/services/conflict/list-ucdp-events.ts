/**
 * GET /api/conflict/v1/list-ucdp-events: the UCDP GED events of the conflict events snapshot
 * (ids `ucdp-…`), in the reference's record shape, newest first, filtered by window and country,
 * in keyset-cursor pages. The snapshot keeps one date, the best estimate of deaths and the two
 * sides: `dateEnd`, `deathsLow` and `deathsHigh` are left out.
 */
import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter, type SortKey, sortByKey } from '../keyset-cursor';
import { inWindow, timeWindow } from '../query-window';
import { listUcdpEvents, UCDP_EVENTS_PAGE } from './contract-events';
import { type ConflictEventRecord, conflictKeys } from './data';
import { UCDP_VIOLENCE_TYPES as UCDP_NAMES } from './sources/ucdp-ged/parser';

type UcdpEvent = Static<typeof listUcdpEvents.response>['events'][number];

const PREFIX = 'ucdp-';
const TYPE_OF_NAME: Readonly<Record<string, UcdpEvent['violenceType']>> = {
  [UCDP_NAMES['1'] ?? '']: 'UCDP_VIOLENCE_TYPE_STATE_BASED',
  [UCDP_NAMES['2'] ?? '']: 'UCDP_VIOLENCE_TYPE_NON_STATE',
  [UCDP_NAMES['3'] ?? '']: 'UCDP_VIOLENCE_TYPE_ONE_SIDED',
};
const keyOf = (e: ConflictEventRecord): SortKey => ({ time: e.occurredAt, id: e.id });

function toUcdp(e: ConflictEventRecord): UcdpEvent {
  const [sideA, sideB] = e.actors;
  return {
    id: e.id.slice(PREFIX.length),
    dateStart: e.occurredAt,
    location: e.location,
    country: e.country,
    ...(sideA ? { sideA } : {}),
    ...(sideB ? { sideB } : {}),
    deathsBest: e.fatalities,
    violenceType: TYPE_OF_NAME[e.eventType] ?? 'UCDP_VIOLENCE_TYPE_UNSPECIFIED',
    ...(e.source ? { sourceOriginal: e.source } : {}),
  };
}

/** Handler of list-ucdp-events. */
export const listUcdpEventsHandler = defineHandler(listUcdpEvents, async (ctx, query) => {
  const window = timeWindow(query.start, query.end);
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(conflictKeys.conflictEvents);
  if (read.status !== 'hit') return unavailable(UCDP_EVENTS_PAGE.empty);
  const ucdp = read.snapshot.data.events.filter(
    (e) =>
      e.id.startsWith(PREFIX) &&
      inWindow(window, e.occurredAt) &&
      (query.country === undefined || e.countryCode === query.country),
  );
  // A snapshot of ACLED alone holds no UCDP event: that is no UCDP data, not an empty dataset.
  if (ucdp.length === 0 && !read.snapshot.data.dataset.includes('UCDP'))
    return unavailable(UCDP_EVENTS_PAGE.empty);
  const { page, pagination } = pageAfter(
    sortByKey(ucdp, keyOf),
    keyOf,
    after,
    query.page_size ?? DEFAULT_PAGE_SIZE,
  );
  return fromData({ events: page.map(toUcdp), pagination }, read.snapshot.meta.fetchedAt);
});
