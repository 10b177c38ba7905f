/**
 * Thermal service contract: escalation clusters derived from the wildfire service's FIRMS
 * detections (rule in the README), with the degraded body beside the response schema.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { wildfireKeys } from '../wildfire/data';

const SERVICE = 'thermal';
const TAG = 'Thermal';

const Double = (description?: string) =>
  Type.Number({ format: 'double', ...(description ? { description } : {}) });
const LatitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -90, maximum: 90, description });
const LongitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -180, maximum: 180, description });

export const THERMAL_STATUSES = [
  'THERMAL_STATUS_UNSPECIFIED',
  'THERMAL_STATUS_NORMAL',
  'THERMAL_STATUS_ELEVATED',
  'THERMAL_STATUS_SPIKE',
  'THERMAL_STATUS_PERSISTENT',
] as const;
export const THERMAL_CONFIDENCES = [
  'THERMAL_CONFIDENCE_UNSPECIFIED',
  'THERMAL_CONFIDENCE_LOW',
  'THERMAL_CONFIDENCE_MEDIUM',
  'THERMAL_CONFIDENCE_HIGH',
] as const;

/** One cluster of fire detections. Fields needing inputs the project lacks are left out (missingInputs). */
export const ThermalEscalationClusterSchema = Type.Object({
  id: Type.Optional(Type.String({ description: 'Cluster id: `tc:` and the id of its earliest detection' })),
  centroid: Type.Optional(
    Type.Object({
      latitude: Type.Optional(Type.Number({ format: 'double', minimum: -90, maximum: 90 })),
      longitude: Type.Optional(Type.Number({ format: 'double', minimum: -180, maximum: 180 })),
    }),
  ),
  regionLabel: Type.Optional(Type.String({ description: 'Monitored FIRMS area of most of its detections' })),
  firstDetectedAt: Type.Optional(Type.String({ description: 'Earliest acquisition, ISO 8601' })),
  lastDetectedAt: Type.Optional(Type.String({ description: 'Latest acquisition, ISO 8601' })),
  observationCount: Type.Optional(Int32({ description: 'Fire pixels in the cluster' })),
  uniqueSourceCount: Type.Optional(Int32({ description: 'Distinct satellites that saw it' })),
  avgBrightness: Type.Optional(Double('Mean I-4 brightness temperature, K')),
  maxBrightness: Type.Optional(Double('Highest I-4 brightness temperature, K (saturates at 367)')),
  totalFrp: Type.Optional(Double('Sum of fire radiative power, MW')),
  maxFrp: Type.Optional(Double('Highest fire radiative power, MW')),
  nightDetectionShare: Type.Optional(Double('Share of night-pass detections, 0-1')),
  persistenceHours: Type.Optional(Double('Hours between the first and last detection')),
  status: Type.Optional(
    StringEnum(THERMAL_STATUSES, { description: 'By the README rule; never SPIKE (no baseline)' }),
  ),
  confidence: Type.Optional(
    StringEnum(THERMAL_CONFIDENCES, { description: 'From the FIRMS grades of its pixels' }),
  ),
  narrativeFlags: Type.Optional(
    Type.Array(Type.String(), { description: 'night-activity, multi-satellite, high-frp (README)' }),
  ),
});

export const ThermalEscalationSummarySchema = Type.Object({
  clusterCount: Int32(),
  elevatedCount: Int32(),
  spikeCount: Int32(),
  persistentCount: Int32(),
  conflictAdjacentCount: Int32(),
  highRelevanceCount: Int32(),
});

/** ListThermalEscalationsResponse. */
export const ListThermalEscalationsResponseSchema = Type.Object({
  clusters: Type.Array(ThermalEscalationClusterSchema, {
    description: 'Persistent, then elevated, then normal; by total FRP',
  }),
  summary: ThermalEscalationSummarySchema,
  fetchedAt: Type.String({ description: 'Date of the FIRMS snapshot, ISO 8601; empty when none is loaded' }),
  observationWindowHours: Int32({
    description: 'Hours from the earliest to the latest detection considered',
  }),
  sourceVersion: Type.String({ description: 'Version of the clustering rule; empty when no data' }),
  dataAvailable: Type.Boolean({
    description: 'False when no FIRMS snapshot is loaded: an empty list then does not mean no fires',
  }),
  missingInputs: Type.Array(Type.String(), {
    description: 'Inputs the rule would use but this deployment does not hold',
  }),
});

/** Inputs the rule never has. */
export const THERMAL_ALWAYS_MISSING = [
  'detection history baseline: baselineExpectedCount, baselineExpectedFrp, countDelta, frpDelta, zScore and the SPIKE status not assessed',
  'land use, energy, logistics and conflict layers: context, strategicRelevance and nearbyAssets not assessed',
  'reverse geocoding: countryCode and countryName not given',
];

/** The degraded body: no FIRMS snapshot. */
export const THERMAL_ESCALATIONS_UNAVAILABLE: Static<typeof ListThermalEscalationsResponseSchema> = {
  clusters: [],
  summary: {
    clusterCount: 0,
    elevatedCount: 0,
    spikeCount: 0,
    persistentCount: 0,
    conflictAdjacentCount: 0,
    highRelevanceCount: 0,
  },
  fetchedAt: '',
  observationWindowHours: 0,
  sourceVersion: '',
  dataAvailable: false,
  missingInputs: ['FIRMS fire detections (no wildfire:fire-detections snapshot)', ...THERMAL_ALWAYS_MISSING],
};

/** GET /api/thermal/v1/list-thermal-escalations. */
export const listThermalEscalations = getOp({
  id: 'ListThermalEscalations',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-thermal-escalations',
  summary: 'Clusters of satellite fire detections and their escalation status',
  description:
    "The wildfire service's NASA FIRMS VIIRS detections grouped into clusters (pixels within 10 km of each other), each with counts, radiative power, brightness, persistence and a status by the rule in the thermal README. `max_items` (1-200, default 50) caps the clusters returned (the summary counts all). Beyond the reference: `start`/`end` keep detections acquired in that window and the bounding box (`sw_lat`, `sw_lon`, `ne_lat`, `ne_lon`, all four) those inside it, before clustering. `missingInputs` names the inputs the rule lacks.",
  query: Type.Object({
    max_items: Type.Optional(
      Int32({ minimum: 1, maximum: 200, default: 50, description: 'Most clusters returned' }),
    ),
    start: Type.Optional(TimeParam('earliest acquisition, inclusive')),
    end: Type.Optional(TimeParam('latest acquisition, inclusive')),
    ne_lat: Type.Optional(LatitudeParam('North-east corner of the bounding box: latitude')),
    ne_lon: Type.Optional(LongitudeParam('North-east corner of the bounding box: longitude')),
    sw_lat: Type.Optional(LatitudeParam('South-west corner of the bounding box: latitude')),
    sw_lon: Type.Optional(LongitudeParam('South-west corner of the bounding box: longitude')),
  }),
  queryAliases: { maxItems: 'max_items' },
  response: ListThermalEscalationsResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [wildfireKeys.fireDetections.name],
  availability: {
    kind: 'derived',
    from: [wildfireKeys.fireDetections.name],
    reason: 'clusters of the NASA FIRMS detections the wildfire service ingests (FIRMS_MAP_KEY)',
  },
});

/** Every thermal operation. */
export const thermalOperations: readonly OperationDef[] = [listThermalEscalations];
