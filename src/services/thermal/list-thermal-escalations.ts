/**
 * GET /api/thermal/v1/list-thermal-escalations: derived from the wildfire service's FIRMS snapshot
 * (read through `wildfire/data.ts`): the detections in the window and box, clustered and graded by
 * the rule in `clusters.ts` (README).
 */
import type { Static } from 'typebox';
import type { Violation } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { boundingBox, inBox, inWindow, rejectIfAny, timeWindow } from '../query-window';
import { wildfireKeys } from '../wildfire/data';
import { clusterPixels, type FireCluster } from './clusters';
import { listThermalEscalations, THERMAL_ALWAYS_MISSING, THERMAL_ESCALATIONS_UNAVAILABLE } from './contract';

type Cluster = Static<typeof listThermalEscalations.response>['clusters'][number];

/** Version of the rule, sent as `sourceVersion`. */
export const RULE_VERSION = 'firms-clusters-v1';
/** Clusters returned when `max_items` is absent. */
export const DEFAULT_MAX_ITEMS = 50;

function toCluster(c: FireCluster): Cluster {
  return {
    id: c.id,
    centroid: { latitude: c.latitude, longitude: c.longitude },
    regionLabel: c.region,
    firstDetectedAt: new Date(c.first).toISOString(),
    lastDetectedAt: new Date(c.last).toISOString(),
    observationCount: c.count,
    uniqueSourceCount: c.satellites,
    avgBrightness: c.avgBrightness,
    maxBrightness: c.maxBrightness,
    totalFrp: c.totalFrp,
    maxFrp: c.maxFrp,
    nightDetectionShare: c.nightShare,
    persistenceHours: c.persistenceHours,
    status: `THERMAL_STATUS_${c.status}`,
    confidence: `THERMAL_CONFIDENCE_${c.confidence}`,
    narrativeFlags: c.flags,
  };
}

/** Handler of list-thermal-escalations. */
export const listThermalEscalationsHandler = defineHandler(listThermalEscalations, async (ctx, query) => {
  const violations: Violation[] = [];
  const window = timeWindow(query.start, query.end, violations);
  const box = boundingBox(query, violations);
  rejectIfAny(violations);
  const read = await ctx.snapshots.read(wildfireKeys.fireDetections);
  if (read.status !== 'hit') return unavailable(THERMAL_ESCALATIONS_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const pixels = data.detections.filter(
    (d) => inWindow(window, d.detectedAt) && (box === undefined || inBox(box, d.latitude, d.longitude)),
  );
  const clusters = clusterPixels(pixels);
  const times = pixels.map((p) => p.detectedAt);
  const span = times.length > 0 ? Math.ceil((Math.max(...times) - Math.min(...times)) / 3_600_000) : 0;
  return fromData(
    {
      clusters: clusters.slice(0, query.max_items ?? DEFAULT_MAX_ITEMS).map(toCluster),
      summary: {
        clusterCount: clusters.length,
        elevatedCount: clusters.filter((c) => c.status === 'ELEVATED').length,
        spikeCount: 0,
        persistentCount: clusters.filter((c) => c.status === 'PERSISTENT').length,
        conflictAdjacentCount: 0,
        highRelevanceCount: 0,
      },
      fetchedAt: meta.fetchedAt,
      observationWindowHours: span,
      sourceVersion: RULE_VERSION,
      dataAvailable: true,
      missingInputs: [...THERMAL_ALWAYS_MISSING],
    },
    meta.fetchedAt,
  );
});
