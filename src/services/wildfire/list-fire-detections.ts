/**
 * GET /api/wildfire/v1/list-fire-detections: the FIRMS detections of the latest snapshot, newest
 * first, optionally inside an inclusive time window and a bounding box, in keyset-cursor pages.
 * No window is implied: without `start`/`end` every detection of the snapshot is listed.
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import type { Violation } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import {
  type BoundingBox,
  boundingBox,
  inBox,
  inWindow,
  rejectIfAny,
  type TimeWindow,
  timeWindow,
} from '../query-window';
import { FIRE_DETECTIONS_PAGE, type FireConfidence, listFireDetections } from './contract';
import { type FireDetectionRecord, type FirmsConfidence, fireDetectionKey, wildfireKeys } from './data';

type FireDetection = Static<typeof listFireDetections.response>['fireDetections'][number];
type Query = Static<NonNullable<typeof listFireDetections.query>>;

/** The filters of one request, checked together (every problem listed at once). */
export interface FireFilters {
  window: TimeWindow;
  box?: BoundingBox;
}

/** Reads and cross-checks the filters; throws VALIDATION_FAILED listing every problem. */
export function fireFilters(query: Query): FireFilters {
  const violations: Violation[] = [];
  const window = timeWindow(query.start, query.end, violations);
  const box = boundingBox(
    query,
    violations,
    (given) => `is required with ${given.join(', ')} (a box needs all four)`,
  );
  rejectIfAny(violations);
  return box === undefined ? { window } : { window, box };
}

function matches(f: FireFilters, d: FireDetectionRecord): boolean {
  return inWindow(f.window, d.detectedAt) && (f.box === undefined || inBox(f.box, d.latitude, d.longitude));
}

const CONFIDENCE: Readonly<Record<FirmsConfidence, FireConfidence>> = {
  low: 'FIRE_CONFIDENCE_LOW',
  nominal: 'FIRE_CONFIDENCE_NOMINAL',
  high: 'FIRE_CONFIDENCE_HIGH',
};

/** The contract's record. */
function toFireDetection(d: FireDetectionRecord): FireDetection {
  return {
    id: d.id,
    location: { latitude: d.latitude, longitude: d.longitude },
    brightness: d.brightnessK,
    frp: d.frpMw,
    confidence: d.confidence === undefined ? 'FIRE_CONFIDENCE_UNSPECIFIED' : CONFIDENCE[d.confidence],
    satellite: d.satellite,
    detectedAt: d.detectedAt,
    region: d.region,
    dayNight: d.dayNight,
    source: 'firms',
  };
}

/** Handler of list-fire-detections. */
export const listFireDetectionsHandler = defineHandler(listFireDetections, async (ctx, query) => {
  // Bad filters and a foreign cursor are client errors whether or not data exists.
  const filters = fireFilters(query);
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(wildfireKeys.fireDetections);
  if (read.status !== 'hit') return unavailable(FIRE_DETECTIONS_PAGE.empty);
  const { data, meta } = read.snapshot;
  // Stored in key order by the parser; filtering keeps it.
  const kept = data.detections.filter((d) => matches(filters, d));
  const { page, pagination } = pageAfter(kept, fireDetectionKey, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData(
    {
      fireDetections: page.map(toFireDetection),
      pagination,
      fetchedAt: Date.parse(meta.fetchedAt),
      dataAvailable: true,
    },
    meta.fetchedAt,
  );
});
