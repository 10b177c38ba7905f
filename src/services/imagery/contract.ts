/**
 * Imagery service contract: one request-time search of satellite scenes (Element 84 Earth Search
 * STAC). Parameters follow the reference contract's names and types; the checks the schema cannot
 * express (box ranges, datetime calendar and order) live in `query.ts`.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';

const SERVICE = 'imagery';
const TAG = 'Imagery';

/** Values of `source`: a short platform family name or the STAC collection id itself. */
export const IMAGERY_SOURCE_VALUES = [
  'sentinel-2',
  'sentinel-2-l2a',
  'sentinel-1',
  'sentinel-1-grd',
  'landsat',
  'landsat-c2-l2',
] as const;

/** Scenes asked for when `limit` is left out. */
export const IMAGERY_DEFAULT_LIMIT = 10;
/** Largest `limit`. */
export const IMAGERY_MAX_LIMIT = 100;

/** `west,south,east,north` in decimal degrees (the ranges are checked in `query.ts`). */
const BBOX_PATTERN = '^-?\\d{1,3}(\\.\\d+)?,-?\\d{1,2}(\\.\\d+)?,-?\\d{1,3}(\\.\\d+)?,-?\\d{1,2}(\\.\\d+)?$';

/** One scene as the contract declares it. */
export const ImagerySceneSchema = Type.Object({
  id: Type.String({ description: 'STAC item id of the scene' }),
  satellite: Type.String({ description: 'Platform that acquired it (STAC `platform`, e.g. sentinel-2a)' }),
  datetime: Type.String({ description: 'Acquisition time, ISO 8601 as the catalogue gives it' }),
  resolutionM: Type.Optional(
    Type.Number({ format: 'double', description: 'Ground sample distance in metres, when known' }),
  ),
  mode: Type.Optional(
    Type.String({ description: 'SAR instrument mode (e.g. IW), or `optical`; absent when unknown' }),
  ),
  geometryGeojson: Type.Optional(Type.String({ description: 'Footprint as a GeoJSON geometry, serialised' })),
  previewUrl: Type.Optional(Type.String({ description: 'HTTP(S) URL of a small preview image' })),
  assetUrl: Type.Optional(
    Type.String({
      description: 'HTTP(S) URL of the true-colour image when one is served openly, else of the STAC item',
    }),
  ),
});

/** SearchImageryResponse. */
export const SearchImageryResponseSchema = Type.Object({
  scenes: Type.Array(ImagerySceneSchema, { description: 'Matching scenes, in the catalogue order' }),
  totalResults: Int32({ description: 'Scenes the catalogue matched in all (may exceed the returned list)' }),
  cacheHit: Type.Boolean({ description: 'True when the answer came from the provider cache' }),
});
export type SearchImageryResponse = Static<typeof SearchImageryResponseSchema>;
export type ImageryScene = Static<typeof ImagerySceneSchema>;

/** The degraded answer: the catalogue could not be asked (X-Data-Status: unavailable). */
export const SEARCH_IMAGERY_UNAVAILABLE: SearchImageryResponse = {
  scenes: [],
  totalResults: 0,
  cacheHit: false,
};

/** GET /api/imagery/v1/search-imagery. */
export const searchImagery = getOp({
  id: 'SearchImagery',
  service: SERVICE,
  tag: TAG,
  rpc: 'search-imagery',
  summary: 'Search satellite imagery scenes',
  description:
    'Looks up Sentinel-2, Sentinel-1 and Landsat scenes in the Element 84 Earth Search STAC catalogue at request time, by bounding box, acquisition time and source. An empty list with X-Data-Status: unavailable means the catalogue could not be reached, not that nothing matched.',
  query: Type.Object({
    bbox: Type.Optional(
      Type.String({
        pattern: BBOX_PATTERN,
        description:
          'Bounding box west,south,east,north in decimal degrees (longitudes -180..180, latitudes -90..90, south ≤ north; west > east crosses the antimeridian)',
      }),
    ),
    datetime: Type.Optional(
      Type.String({
        maxLength: 80,
        description:
          'Acquisition time: a date (YYYY-MM-DD, the whole UTC day), an RFC 3339 date-time, or a range start/end of those, `..` for an open end; no filter when left out',
      }),
    ),
    source: Type.Optional(
      StringEnum(IMAGERY_SOURCE_VALUES, {
        description:
          'Imagery source: sentinel-2 (sentinel-2-l2a), sentinel-1 (sentinel-1-grd) or landsat (landsat-c2-l2); all three when left out',
      }),
    ),
    limit: Type.Optional(
      Int32({
        minimum: 1,
        maximum: IMAGERY_MAX_LIMIT,
        default: IMAGERY_DEFAULT_LIMIT,
        description: `Most scenes to return, 1-${IMAGERY_MAX_LIMIT} (default ${IMAGERY_DEFAULT_LIMIT})`,
      }),
    ),
  }),
  response: SearchImageryResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [],
  providerSources: ['earth-search'],
});

/** Every imagery operation. */
export const imageryOperations: readonly OperationDef[] = [searchImagery];
