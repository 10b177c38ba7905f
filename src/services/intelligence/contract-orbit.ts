/**
 * Intelligence operations of the airspace-and-orbit wave: satellites (CelesTrak element sets) and
 * GPS interference (GPSJam daily hexes), with their response schemas and degraded bodies.
 */
import Type, { type Static } from 'typebox';
import { CountryCode, Cursor, Int32, PageSize, StringEnum, TimeParam } from '../../contract/common';
import { getOp } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { ORBIT_CLASSES, orbitKeys } from './data-orbit';

const SERVICE = 'intelligence';
const TAG = 'Intelligence';

const Double = (description: string) => Type.Number({ format: 'double', description });
const LatitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -90, maximum: 90, description });
const LongitudeParam = (description: string) =>
  Type.Number({ format: 'double', minimum: -180, maximum: 180, description });

/** One catalogued object with its position computed by SGP4. */
export const SatelliteSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'NORAD catalogue number (e.g. "25544")' }),
  name: Type.Optional(Type.String({ description: 'Object name as CelesTrak lists it' })),
  country: Type.Optional(
    Type.String({
      description: 'Operator country (ISO 3166-1 alpha-2), when the name belongs to a known programme',
    }),
  ),
  type: Type.Optional(
    Type.String({
      description: 'Purpose category of the programme: sar, optical or military; absent when unknown',
    }),
  ),
  alt: Type.Optional(Double('Altitude above the WGS-84 ellipsoid at `positionAt`, km')),
  velocity: Type.Optional(Double('Speed at `positionAt` (inertial frame), km/s')),
  inclination: Type.Optional(Double('Inclination of the orbit, degrees')),
  line1: Type.Optional(Type.String({ description: 'TLE line 1 (absent when the source answered OMM JSON)' })),
  line2: Type.Optional(Type.String({ description: 'TLE line 2 (absent when the source answered OMM JSON)' })),
  group: Type.Optional(Type.String({ description: 'CelesTrak group that listed the object' })),
  objectId: Type.Optional(Type.String({ description: 'International designator (e.g. 2004-049A)' })),
  epoch: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Epoch of the element set, Unix epoch milliseconds' }),
  ),
  orbitClass: Type.Optional(StringEnum(ORBIT_CLASSES, { description: 'Orbit class read from the elements' })),
  periodMinutes: Type.Optional(Double('Orbital period, minutes')),
  apogeeKm: Type.Optional(Double('Apogee height above the equatorial radius, km')),
  perigeeKm: Type.Optional(Double('Perigee height above the equatorial radius, km')),
  latitude: Type.Optional(Double('Sub-satellite latitude at `positionAt`, degrees')),
  longitude: Type.Optional(Double('Sub-satellite longitude at `positionAt`, degrees')),
  positionAt: Type.Optional(
    Type.Integer({
      format: 'int64',
      description:
        'Time of the position, Unix epoch milliseconds: the request time when the element set is at most 30 days old, else its epoch',
    }),
  ),
});

/** The page of list-satellites; the empty page is the degraded body (nothing loaded). */
export const SATELLITES_PAGE = pagedList('satellites', SatelliteSchema, {
  items: { description: 'Newest element set first' },
});

/** GET /api/intelligence/v1/list-satellites. */
export const listSatellites = getOp({
  id: 'ListSatellites',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-satellites',
  summary: 'Catalogued satellites with their orbits and positions',
  description:
    'Objects of the configured CelesTrak groups (by default the military and Earth-resources groups), newest element set first, in pages of `page_size` (alias `limit`; pass `pagination.nextCursor` as `cursor`). Each carries its TLE lines, the orbit read from its mean elements (period, apogee, perigee, class) and a position computed with SGP4 (`alt`, `velocity`, `latitude`, `longitude` at `positionAt`). `country` and `type` come from the programme the name belongs to (README) and are absent for other names; `country` filters on them. `name` keeps objects whose name contains it (case-insensitive), `group` those of one CelesTrak group, `orbit_class` those of one class.',
  query: Type.Object({
    country: Type.Optional(CountryCode('Operator country of the programme, ISO 3166-1 alpha-2')),
    name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Part of the object name, case-insensitive' }),
    ),
    group: Type.Optional(
      Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'CelesTrak group (e.g. military)' }),
    ),
    orbit_class: Type.Optional(StringEnum(ORBIT_CLASSES, { description: 'Orbit class' })),
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
  }),
  queryAliases: { limit: 'page_size', orbitClass: 'orbit_class' },
  response: SATELLITES_PAGE.schema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [orbitKeys.satellites.name],
});

/** Interference levels as the reference names them. */
export const INTERFERENCE_LEVELS = [
  'INTERFERENCE_LEVEL_UNSPECIFIED',
  'INTERFERENCE_LEVEL_LOW',
  'INTERFERENCE_LEVEL_MEDIUM',
  'INTERFERENCE_LEVEL_HIGH',
] as const;

/** Named regions of `region` (bounding boxes in the README). */
export const GPS_REGIONS = {
  europe: { south: 35, west: -25, north: 72, east: 45 },
  baltic: { south: 53, west: 9, north: 66, east: 32 },
  'black-sea': { south: 40, west: 27, north: 48, east: 42 },
  'middle-east': { south: 12, west: 25, north: 42, east: 63 },
  'east-asia': { south: 18, west: 100, north: 50, east: 150 },
  'north-america': { south: 15, west: -170, north: 72, east: -50 },
  'south-asia': { south: 5, west: 60, north: 37, east: 97 },
  africa: { south: -35, west: -20, north: 37, east: 52 },
} as const;
export type GpsRegion = keyof typeof GPS_REGIONS;

/** One H3 cell with aircraft reporting bad navigation accuracy. */
export const GpsJamHexSchema = Type.Object({
  h3: Type.String({ minLength: 1, description: 'H3 resolution-4 cell id' }),
  lat: Type.Optional(Double('Latitude of the cell centre')),
  lon: Type.Optional(Double('Longitude of the cell centre')),
  level: Type.Optional(
    StringEnum(INTERFERENCE_LEVELS, { description: 'Level by the share of bad aircraft (README)' }),
  ),
  aircraftCount: Type.Optional(Int32({ description: 'Aircraft seen in the cell that day' })),
  badAircraftCount: Type.Optional(
    Int32({ description: 'Of those, aircraft reporting bad navigation accuracy' }),
  ),
  badShare: Type.Optional(Double('badAircraftCount / aircraftCount, 0-1')),
  date: Type.Optional(Type.String({ description: 'UTC day of the GPSJam file, YYYY-MM-DD' })),
});

/** ListGpsInterferenceResponse. */
export const ListGpsInterferenceResponseSchema = Type.Object({
  hexes: Type.Array(GpsJamHexSchema, { description: 'Highest share first' }),
  stats: Type.Object({
    totalHexes: Int32({ description: 'Cells of the listed days, with or without interference' }),
    highCount: Int32({ description: 'Listed cells at INTERFERENCE_LEVEL_HIGH' }),
    mediumCount: Int32({ description: 'Listed cells at INTERFERENCE_LEVEL_MEDIUM' }),
  }),
  source: Type.String({ description: 'Where the data comes from; empty when none is loaded' }),
  fetchedAt: Type.Integer({
    format: 'int64',
    description: 'Start of the newest listed UTC day, Unix epoch milliseconds; 0 when no data is loaded',
  }),
});

/** The degraded body: no GPSJam file loaded. */
export const GPS_INTERFERENCE_UNAVAILABLE: Static<typeof ListGpsInterferenceResponseSchema> = {
  hexes: [],
  stats: { totalHexes: 0, highCount: 0, mediumCount: 0 },
  source: '',
  fetchedAt: 0,
};

/** GET /api/intelligence/v1/list-gps-interference. */
export const listGpsInterference = getOp({
  id: 'ListGpsInterference',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-gps-interference',
  summary: 'GPS interference seen by aircraft (GPSJam)',
  description:
    "H3 cells where aircraft reported bad GNSS navigation accuracy on a UTC day, from the daily files of gpsjam.org, highest share of bad aircraft first. `level` follows GPSJam's published bands of that share (low under 2 %, medium 2-10 %, high over 10 %); `min_level` keeps cells at or above a level (default low: every cell with at least one bad aircraft). Without `start`/`end` the newest day held is listed; with them every held day in that inclusive window. `region` (named boxes, README) or the bounding box (`sw_lat`, `sw_lon`, `ne_lat`, `ne_lon`, all four) keeps cells whose centre lies inside. `npAvg` and `sampleCount` are not published by GPSJam and are left out.",
  query: Type.Object({
    region: Type.Optional(
      StringEnum(Object.keys(GPS_REGIONS), { description: 'Named region (box in the README)' }),
    ),
    min_level: Type.Optional(StringEnum(['low', 'medium', 'high'], { description: 'Lowest level listed' })),
    start: Type.Optional(TimeParam('start of the window of days, inclusive')),
    end: Type.Optional(TimeParam('end of the window of days, inclusive')),
    ne_lat: Type.Optional(LatitudeParam('North-east corner of the bounding box: latitude')),
    ne_lon: Type.Optional(LongitudeParam('North-east corner of the bounding box: longitude')),
    sw_lat: Type.Optional(LatitudeParam('South-west corner of the bounding box: latitude')),
    sw_lon: Type.Optional(LongitudeParam('South-west corner of the bounding box: longitude')),
  }),
  queryAliases: { minLevel: 'min_level' },
  response: ListGpsInterferenceResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [orbitKeys.gpsInterference.name],
});

/** The intelligence operations of this wave. */
export const orbitOperations = [listSatellites, listGpsInterference] as const;
