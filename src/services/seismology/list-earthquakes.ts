/**
 * GET /api/seismology/v1/list-earthquakes: the events of the latest USGS feed snapshot, filtered by
 * origin time, magnitude and bounding box, newest first, in keyset-cursor pages. No implicit time
 * window: without `start`/`end` every event of the snapshot is listed.
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { type BoundingBox, boundingBox, inBox, inWindow, type TimeWindow, timeWindow } from '../query-window';
import { concernLevel, concernScore } from './concern';
import { EARTHQUAKES_PAGE, listEarthquakes } from './contract';
import { type EarthquakeRecord, earthquakeKey, seismologyKeys } from './data';

type Earthquake = Static<typeof listEarthquakes.response>['earthquakes'][number];

/** What the answer says reported the events. */
export const USGS_SOURCE = 'usgs';

/** Handler of list-earthquakes. */
export const listEarthquakesHandler = defineHandler(listEarthquakes, async (ctx, query) => {
  // Bad windows, boxes and cursors are client errors whether or not data exists.
  const window = timeWindow(query.start, query.end);
  const box = boundingBox(query);
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(seismologyKeys.earthquakes);
  if (read.status !== 'hit') return unavailable(EARTHQUAKES_PAGE.empty);
  // Stored in key order by the parser; filtering keeps it.
  const matching = read.snapshot.data.earthquakes.filter((e) => matches(e, window, query.min_magnitude, box));
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const { page, pagination } = pageAfter(matching, earthquakeKey, after, pageSize);
  return fromData({ earthquakes: page.map(toEarthquake), pagination }, read.snapshot.meta.fetchedAt);
});

/** True when an event passes every filter given (an unrated event fails a magnitude filter). */
export function matches(
  e: EarthquakeRecord,
  window: TimeWindow,
  minMagnitude: number | undefined,
  box: BoundingBox | undefined,
): boolean {
  if (!inWindow(window, e.occurredAt)) return false;
  if (minMagnitude !== undefined && (e.magnitude === undefined || e.magnitude < minMagnitude)) return false;
  return box === undefined || inBox(box, e.latitude, e.longitude);
}

/** The contract's record of a stored event, with the derived concern fields. */
function toEarthquake(e: EarthquakeRecord): Earthquake {
  const score = concernScore(e);
  const level = concernLevel(e);
  return {
    id: e.id,
    ...(e.place === undefined ? {} : { place: e.place }),
    ...(e.magnitude === undefined ? {} : { magnitude: e.magnitude }),
    ...(e.depthKm === undefined ? {} : { depthKm: e.depthKm }),
    location: { latitude: e.latitude, longitude: e.longitude },
    occurredAt: e.occurredAt,
    ...(e.sourceUrl === undefined ? {} : { sourceUrl: e.sourceUrl }),
    ...(score === undefined ? {} : { concernScore: score }),
    ...(level === undefined ? {} : { concernLevel: level }),
    source: USGS_SOURCE,
    ...(e.eventType === undefined ? {} : { category: e.eventType }),
  };
}
