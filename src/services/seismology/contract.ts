/**
 * Seismology service contract: recent earthquakes, open to anyone (the reference contract declares
 * no security), rate limited per client IP. With no snapshot the operation answers the degraded
 * body declared beside its response schema, with `X-Data-Status: unavailable` (DESIGN §4).
 */
import Type from 'typebox';
import { Cursor, PageSize, StringEnum, TimeParam } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { CONCERN_LEVELS } from './concern';
import { seismologyKeys } from './data';

const SERVICE = 'seismology';
const TAG = 'Seismology';

/** Smallest and largest `min_magnitude` accepted (magnitudes of real events lie well inside). */
export const MIN_MAGNITUDE_RANGE = { minimum: -10, maximum: 10 } as const;

const Degrees = (minimum: number, maximum: number, description: string) =>
  Type.Optional(Type.Number({ format: 'double', minimum, maximum, description }));
const Double = (description: string) => Type.Number({ format: 'double', description });

/** A WGS84 position in decimal degrees. */
export const GeoCoordinatesSchema = Type.Object({
  latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90, description: 'Degrees north' }),
  longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180, description: 'Degrees east' }),
});

/** One seismic event (the reference's Earthquake record). */
export const EarthquakeSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, description: 'Event id of the reporting network' }),
  place: Type.Optional(Type.String({ description: 'Where the event happened, in words' })),
  magnitude: Type.Optional(Double('Preferred magnitude of the event')),
  depthKm: Type.Optional(Double('Depth below the surface, km (negative: above sea level)')),
  location: Type.Optional(GeoCoordinatesSchema),
  occurredAt: Type.Optional(Type.Integer({ format: 'int64', description: 'Origin time, Unix epoch ms' })),
  sourceUrl: Type.Optional(Type.String({ description: 'Page of the event at its source' })),
  concernScore: Type.Optional(
    Double('USGS significance divided by 10, capped at 100; absent when USGS gives none'),
  ),
  concernLevel: Type.Optional(
    StringEnum(CONCERN_LEVELS, {
      description: 'From the USGS PAGER alert; absent when PAGER has not rated it',
    }),
  ),
  nearTestSite: Type.Optional(
    Type.Boolean({ description: 'Not provided: no nuclear test-site reference data is loaded' }),
  ),
  testSiteName: Type.Optional(
    Type.String({ description: 'Not provided: no nuclear test-site reference data is loaded' }),
  ),
  source: Type.Optional(Type.String({ description: 'Reporting agency: usgs' })),
  category: Type.Optional(
    Type.String({ description: 'Event type as the agency classifies it (earthquake, quarry blast, ...)' }),
  ),
});

/** The page of list-earthquakes; its empty page is the degraded answer: no earthquake feed has been loaded. @see SPEC §7 */
export const EARTHQUAKES_PAGE = pagedList('earthquakes', EarthquakeSchema);

/** GET /api/seismology/v1/list-earthquakes (public). */
export const listEarthquakes = getOp({
  id: 'ListEarthquakes',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-earthquakes',
  summary: 'Recent earthquakes',
  description:
    'Seismic events of the latest USGS summary feed read (by default magnitude 2.5 and above over the past week), newest first. Every filter works: `start`/`end` bound the origin time (inclusive, Unix epoch ms or ISO 8601), `min_magnitude` drops smaller and unrated events, and `sw_lat`/`sw_lon`/`ne_lat`/`ne_lon` keep a bounding box (all four corners; `sw_lon` greater than `ne_lon` crosses the antimeridian). Without a window, every event of the feed is listed. Pages of `page_size`; pass `pagination.nextCursor` as `cursor` for the next page (empty on the last). No credentials needed.',
  query: Type.Object({
    start: Type.Optional(TimeParam('the start of the window, inclusive')),
    end: Type.Optional(TimeParam('the end of the window, inclusive')),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    min_magnitude: Type.Optional(
      Type.Number({ format: 'double', ...MIN_MAGNITUDE_RANGE, description: 'Smallest magnitude listed' }),
    ),
    sw_lat: Degrees(-90, 90, 'South-west corner latitude of the bounding box'),
    sw_lon: Degrees(-180, 180, 'South-west corner longitude of the bounding box'),
    ne_lat: Degrees(-90, 90, 'North-east corner latitude of the bounding box'),
    ne_lon: Degrees(-180, 180, 'North-east corner longitude of the bounding box'),
  }),
  response: EARTHQUAKES_PAGE.schema,
  access: 'public',
  cacheTier: 'fast',
  rateLimitClass: 'client-ip',
  snapshotKeys: [seismologyKeys.earthquakes.name],
});

/** Every seismology operation. */
export const seismologyOperations: readonly OperationDef[] = [listEarthquakes];
