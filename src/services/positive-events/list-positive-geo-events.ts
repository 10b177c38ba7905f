/**
 * GET /api/positive-events/v1/list-positive-geo-events: the snapshot's entries summed per place and
 * category over the batches of the window, most articles first, filtered by category, country,
 * batch time and bounding box.
 */
import type { Violation } from '../../errors';
import { FRESHNESS_CADENCES } from '../../ingest/freshness';
import { defineHandler, fromData, unavailable } from '../handler';
import { boundingBox, inBox, inWindow, rejectIfAny, timeWindow } from '../query-window';
import { listPositiveGeoEvents, POSITIVE_GEO_UNAVAILABLE } from './contract';
import { positiveEventsKeys } from './data';
import { GDELT_GKG_SCHEDULE } from './sources/gdelt-gkg/source';

/** Handler of list-positive-geo-events. */
export const listPositiveGeoEventsHandler = defineHandler(listPositiveGeoEvents, async (ctx, query) => {
  const violations: Violation[] = [];
  const window = timeWindow(query.start, query.end, violations);
  const box = boundingBox(
    query,
    violations,
    (given) => `is required with ${given.join(', ')} (a box needs all four)`,
  );
  rejectIfAny(violations);
  const read = await ctx.snapshots.read(positiveEventsKeys.geoEvents);
  if (read.status !== 'hit') return unavailable(POSITIVE_GEO_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const sums = new Map<
    string,
    { name: string; latitude: number; longitude: number; category: string; count: number; timestamp: number }
  >();
  for (const e of data.events) {
    if (query.category !== undefined && e.category !== query.category) continue;
    if (query.country !== undefined && e.countryCode !== query.country) continue;
    if (!inWindow(window, e.batchAt)) continue;
    if (box !== undefined && !inBox(box, e.latitude, e.longitude)) continue;
    const key = `${e.category}|${e.name}`;
    const sum = sums.get(key);
    if (sum) {
      sum.count += e.count;
      sum.timestamp = Math.max(sum.timestamp, e.batchAt);
    } else {
      sums.set(key, {
        name: e.name,
        latitude: e.latitude,
        longitude: e.longitude,
        category: e.category,
        count: e.count,
        timestamp: e.batchAt,
      });
    }
  }
  const events = [...sums.values()].sort(
    (a, b) =>
      b.count - a.count || b.timestamp - a.timestamp || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  const fetchedAt = Date.parse(meta.fetchedAt);
  const stale = ctx.now().getTime() - fetchedAt > FRESHNESS_CADENCES * GDELT_GKG_SCHEDULE.everyMs;
  return fromData({ events, fetchedAt, stale }, meta.fetchedAt);
});
