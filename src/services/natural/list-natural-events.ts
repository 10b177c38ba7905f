/**
 * GET /api/natural/v1/list-natural-events: the open events of NASA EONET and GDACS (climate's
 * snapshots) and NHC's active storms, one record per storm, filtered, newest first, in keyset
 * pages. Each source has its own snapshot; the answer uses those that exist and is dated by the
 * oldest of them, since it is only as fresh as its stalest input (DESIGN §4).
 */
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { climateKeys } from '../climate/data';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { compareKeys, decodeCursor, pageAfter, type SortKey } from '../keyset-cursor';
import { listNaturalEvents, NATURAL_EVENTS_PAGE, type NaturalEvent } from './contract';
import { naturalKeys } from './data';
import { eventFilter, matches } from './event-query';
import { disasterEvent, nhcStormEvent, type SourcedEvent } from './source-events';
import { mergeEvents } from './storm-merge';

/** Handler of list-natural-events. */
export const listNaturalEventsHandler = defineHandler(listNaturalEvents, async (ctx, query) => {
  // Bad parameters are a client error whether or not data exists.
  const filter = eventFilter(query, ctx.now().getTime());
  const after = decodeCursor(query.cursor);
  const [eonet, gdacs, nhc] = await Promise.all([
    ctx.snapshots.read(climateKeys.disastersEonet),
    ctx.snapshots.read(climateKeys.disastersGdacs),
    ctx.snapshots.read(naturalKeys.stormsNhc),
  ]);
  const fetchedAt = oldestFetchedAt([eonet, gdacs, nhc]);
  if (fetchedAt === undefined) return unavailable(NATURAL_EVENTS_PAGE.empty);
  const sourced: SourcedEvent[] = [];
  if (eonet.status === 'hit') {
    const at = Date.parse(eonet.snapshot.meta.fetchedAt);
    for (const d of eonet.snapshot.data.disasters) pushDefined(sourced, disasterEvent(d, 'EONET', at));
  }
  if (gdacs.status === 'hit') {
    const at = Date.parse(gdacs.snapshot.meta.fetchedAt);
    for (const d of gdacs.snapshot.data.disasters) pushDefined(sourced, disasterEvent(d, 'GDACS', at));
  }
  if (nhc.status === 'hit') {
    const at = Date.parse(nhc.snapshot.meta.fetchedAt);
    for (const s of nhc.snapshot.data.storms) sourced.push(nhcStormEvent(s, at));
  }
  const selected = mergeEvents(sourced)
    .filter((listed) => matches(filter, listed))
    .map((listed) => listed.event)
    .sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const { page, pagination } = pageAfter(selected, keyOf, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData(
    { events: page, dataAvailable: true, fetchedAt: Date.parse(fetchedAt), pagination },
    fetchedAt,
  );
});

/** Events are ordered newest `date` first, then by id. */
function keyOf(e: NaturalEvent): SortKey {
  return { time: e.date, id: e.id };
}

function pushDefined<T>(list: T[], item: T | undefined): void {
  if (item !== undefined) list.push(item);
}
