/**
 * GET /api/climate/v1/list-climate-disasters: the disasters of ReliefWeb, GDACS and NASA EONET,
 * merged newest first and paginated with an opaque offset cursor (SPEC §4.4). Each source has its
 * own snapshot (they refresh independently); the answer uses whichever exist and is dated by the
 * oldest of them, since it is only as fresh as its stalest input (DESIGN §4).
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { CLIMATE_DISASTERS_PAGE, listClimateDisasters } from './contract';
import { climateKeys, type DisasterRecord } from './data';
import { decodeOffsetCursor, pageOf } from './offset-cursor';

type Disaster = Static<typeof listClimateDisasters.response>['disasters'][number];

/**
 * The per-source keys in order of preference: when two sources carry the same GLIDE number, the
 * record of the earlier source is kept (GDACS places the event itself and grades it; ReliefWeb
 * gives the country's centre).
 */
export const DISASTER_SOURCE_KEYS = [
  climateKeys.disastersGdacs,
  climateKeys.disastersEonet,
  climateKeys.disastersReliefweb,
] as const;

/** Handler of list-climate-disasters. */
export const listClimateDisastersHandler = defineHandler(listClimateDisasters, async (ctx, query) => {
  // A malformed cursor is a client error whether or not data exists.
  decodeOffsetCursor(query.cursor);
  const reads = await Promise.all(DISASTER_SOURCE_KEYS.map((k) => ctx.snapshots.read(k)));
  const fetchedAt = oldestFetchedAt(reads);
  if (fetchedAt === undefined) return unavailable(CLIMATE_DISASTERS_PAGE.empty);
  const merged = mergeDisasters(reads.map((r) => (r.status === 'hit' ? r.snapshot.data.disasters : [])));
  const { page, pagination } = pageOf(merged, query.cursor, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData({ disasters: page.map(toDisaster), pagination }, fetchedAt);
});

/**
 * Merges per-source lists (in order of preference): a record is dropped when its id or its GLIDE
 * number was already seen. Records without a GLIDE number are never merged, since names and
 * places differ between sources too much to match them reliably. Newest first, ties by id, so
 * pages are stable for one set of snapshots.
 */
export function mergeDisasters(lists: readonly (readonly DisasterRecord[])[]): DisasterRecord[] {
  const ids = new Set<string>();
  const glides = new Set<string>();
  const out: DisasterRecord[] = [];
  for (const list of lists) {
    for (const d of list) {
      const glide = d.glide?.trim().toUpperCase();
      if (ids.has(d.id) || (glide && glides.has(glide))) continue;
      ids.add(d.id);
      if (glide) glides.add(glide);
      out.push(d);
    }
  }
  return out.sort((a, b) => b.startedAt - a.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The contract's record: the stored one without the fields used only for merging. */
function toDisaster(d: DisasterRecord): Disaster {
  const { glide: _glide, ...rest } = d;
  return rest;
}
