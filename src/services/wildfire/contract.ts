/**
 * Wildfire service contract: satellite active-fire detections (NASA FIRMS), with the response
 * schema and the degraded body declared beside it (DESIGN §4).
 */
import Type from 'typebox';
import { Cursor, PageSize, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { wildfireKeys } from './data';

const SERVICE = 'wildfire';
const TAG = 'Wildfire';

/** Detection confidence values (UNSPECIFIED: the row carried no grade). */
export const FIRE_CONFIDENCES = [
  'FIRE_CONFIDENCE_UNSPECIFIED',
  'FIRE_CONFIDENCE_LOW',
  'FIRE_CONFIDENCE_NOMINAL',
  'FIRE_CONFIDENCE_HIGH',
] as const;
/** One confidence value. */
export type FireConfidence = (typeof FIRE_CONFIDENCES)[number];

/** int64 epoch milliseconds sent as a decimal string; a pattern gives one clear violation. */
const LatitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -90, maximum: 90, description });
const LongitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -180, maximum: 180, description });

/** A WGS84 position in decimal degrees. */
export const FireLocationSchema = Type.Object({
  latitude: Type.Optional(Type.Number({ format: 'double', minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ format: 'double', minimum: -180, maximum: 180 })),
});

/** One satellite fire pixel. Fields FIRMS cannot fill (agency ids, kind, size) are left out. */
export const FireDetectionSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Identifier of the detection' }),
  location: Type.Optional(FireLocationSchema),
  brightness: Type.Optional(
    Type.Number({ format: 'double', description: 'VIIRS I-4 brightness temperature, K (saturates at 367)' }),
  ),
  frp: Type.Optional(Type.Number({ format: 'double', description: 'Fire radiative power, MW' })),
  confidence: Type.Optional(StringEnum(FIRE_CONFIDENCES)),
  satellite: Type.Optional(
    Type.String({ description: 'Satellite code as FIRMS gives it: N (Suomi NPP), N20, N21 (NOAA-20, -21)' }),
  ),
  detectedAt: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Acquisition time, Unix epoch milliseconds' }),
  ),
  region: Type.Optional(Type.String({ description: 'Name of the monitored area the pixel was found in' })),
  dayNight: Type.Optional(Type.String({ description: 'D for a daytime pass, N for a night pass' })),
  source: Type.Optional(Type.String({ description: 'Producer of the row: firms' })),
});

/** The page of list-fire-detections; its empty page is the degraded answer: no detections have been loaded (not: no fires). */
export const FIRE_DETECTIONS_PAGE = pagedList('fireDetections', FireDetectionSchema, {
  items: { description: 'Newest first' },
  extra: {
    properties: {
      fetchedAt: Type.Integer({
        format: 'int64',
        description:
          'Date of the data (its newest detection; the fetch time when it holds none), Unix epoch milliseconds; 0 when no data is available',
      }),
      dataAvailable: Type.Boolean({
        description: 'False when no detections could be loaded: an empty list then does not mean no fires',
      }),
    },
    empty: { fetchedAt: 0, dataAvailable: false },
  },
});

/** GET /api/wildfire/v1/list-fire-detections. */
export const listFireDetections = getOp({
  id: 'ListFireDetections',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-fire-detections',
  summary: 'Satellite active-fire detections',
  description:
    'Active-fire pixels seen by the VIIRS instruments (NASA FIRMS near-real-time products) over the monitored areas, newest first, in pages of `page_size` (pass `pagination.nextCursor` as `cursor`; empty on the last page). `start`/`end` keep detections acquired within that inclusive window (Unix epoch milliseconds or ISO 8601); without them every detection of the latest snapshot is listed. The bounding box (`sw_lat`, `sw_lon`, `ne_lat`, `ne_lon`, all four together) keeps detections inside it; `sw_lon` greater than `ne_lon` means a box across the antimeridian. `dataAvailable: false` with `fetchedAt: 0` means no detections could be loaded, not that there are no fires.',
  query: Type.Object({
    start: Type.Optional(TimeParam('the start of the window, inclusive')),
    end: Type.Optional(TimeParam('the end of the window, inclusive')),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    ne_lat: Type.Optional(LatitudeParam('North-east corner of the bounding box: latitude, degrees')),
    ne_lon: Type.Optional(LongitudeParam('North-east corner of the bounding box: longitude, degrees')),
    sw_lat: Type.Optional(LatitudeParam('South-west corner of the bounding box: latitude, degrees')),
    sw_lon: Type.Optional(LongitudeParam('South-west corner of the bounding box: longitude, degrees')),
  }),
  response: FIRE_DETECTIONS_PAGE.schema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [wildfireKeys.fireDetections.name],
});

/** Every wildfire operation. */
export const wildfireOperations: readonly OperationDef[] = [listFireDetections];
