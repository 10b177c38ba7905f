/**
 * Aviation service contract (SPEC §2.1, §4.2): the list of every aviation operation, and the
 * position and news operations, which answer from the latest published snapshot or their
 * documented degraded body. The airport operations are declared in `contract-airports.ts`, the
 * request-time ones (provider lookups) in `contract-request-time.ts`; records shared with the
 * snapshots live in `data.ts`.
 */
import Type, { type Static } from 'typebox';
import { ICAO24_PATTERN, Int32 } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import {
  getAirportOpsSummary,
  getCarrierOps,
  listAirportDelays,
  listAirportFlights,
  SOURCE_UNAVAILABLE,
} from './contract-airports';
import {
  getFlightStatus,
  getVideoLiveStreamInfo,
  searchExtDates,
  searchExtFlights,
  searchFlightPrices,
} from './contract-request-time';
import { AviationNewsRecordSchema, aviationKeys, PositionSampleSchema } from './data';

const SERVICE = 'aviation';
const TAG = 'Aviation';
const ACCESS = 'key' as const;
const RATE = 'caller' as const;

/** Defaults and bounds of list-aviation-news (DESIGN §3, SPEC §8). */
export const NEWS_DEFAULT_WINDOW_HOURS = 24;
export const NEWS_MAX_WINDOW_HOURS = 168;
export const NEWS_DEFAULT_MAX_ITEMS = 20;
export const NEWS_MAX_ITEMS = 50;
export const NEWS_MAX_ENTITIES = 10;
export const NEWS_MAX_ENTITY_LENGTH = 100;

/** ATC callsign: up to eight letters and digits, surrounding spaces allowed. */
export const CALLSIGN_PATTERN = '^ *[A-Za-z0-9]{1,8} *$';

const Latitude = (description: string) =>
  Type.Optional(Type.Number({ format: 'double', minimum: -90, maximum: 90, description }));
const Longitude = (description: string) =>
  Type.Optional(Type.Number({ format: 'double', minimum: -180, maximum: 180, description }));
const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });

// ---- track-aircraft ----

/** TrackAircraftResponse (SPEC §2.1). */
export const TrackAircraftResponseSchema = Type.Object({
  positions: Type.Array(PositionSampleSchema),
  source: Type.String(),
  updatedAt: Type.Optional(EpochMs('Feed time of the poll, Unix epoch milliseconds')),
});

/** The degraded answer: no poll has been loaded. @see SPEC §7 */
export const AIRCRAFT_POSITIONS_UNAVAILABLE: Static<typeof TrackAircraftResponseSchema> = {
  positions: [],
  source: SOURCE_UNAVAILABLE,
};

/** GET /api/aviation/v1/track-aircraft. */
export const trackAircraft = getOp({
  id: 'TrackAircraft',
  exampleQuery: 'sw_lat=40&sw_lon=-75&ne_lat=41&ne_lon=-73',
  service: SERVICE,
  tag: TAG,
  rpc: 'track-aircraft',
  summary: 'Live aircraft positions',
  description:
    'Positions from the latest ADS-B poll, filtered by transponder address, exact callsign (case-insensitive) and a bounding box. A box needs all four corners; `sw_lon` greater than `ne_lon` crosses the antimeridian.',
  query: Type.Object({
    icao24: Type.Optional(
      Type.String({ pattern: ICAO24_PATTERN, description: 'A 24-bit ICAO address, six hex digits' }),
    ),
    callsign: Type.Optional(
      Type.String({ pattern: CALLSIGN_PATTERN, description: 'An ATC callsign of up to eight characters' }),
    ),
    sw_lat: Latitude('South-west corner latitude'),
    sw_lon: Longitude('South-west corner longitude'),
    ne_lat: Latitude('North-east corner latitude'),
    ne_lon: Longitude('North-east corner longitude'),
  }),
  response: TrackAircraftResponseSchema,
  access: ACCESS,
  cacheTier: 'realtime',
  rateLimitClass: RATE,
  snapshotKeys: [aviationKeys.aircraftPositions.name],
});

// ---- list-aviation-news ----

/** One article with the requested entities it mentions. */
export const AviationNewsItemSchema = Type.Object({
  ...AviationNewsRecordSchema.properties,
  matchedEntities: Type.Array(Type.String(), { description: 'Requested entities the article mentions' }),
});

/** ListAviationNewsResponse (SPEC §2.1). */
export const ListAviationNewsResponseSchema = Type.Object({
  items: Type.Array(AviationNewsItemSchema),
  source: Type.String(),
  updatedAt: Type.Optional(EpochMs('When the feeds were polled, Unix epoch milliseconds')),
});

/** The degraded answer: no articles have been loaded. @see SPEC §7 */
export const AVIATION_NEWS_UNAVAILABLE: Static<typeof ListAviationNewsResponseSchema> = {
  items: [],
  source: SOURCE_UNAVAILABLE,
};

/** GET /api/aviation/v1/list-aviation-news. */
export const listAviationNews = getOp({
  id: 'ListAviationNews',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-aviation-news',
  summary: 'Aviation news',
  description:
    'Recent articles from aviation news feeds, newest first. With `entities`, only articles whose title or snippet mentions one of them (case-insensitive).',
  query: Type.Object({
    entities: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: NEWS_MAX_ENTITY_LENGTH }), {
        minItems: 1,
        maxItems: NEWS_MAX_ENTITIES,
        description: 'Airlines, airports or routes to look for (repeat the parameter)',
      }),
    ),
    window_hours: Type.Optional(
      Int32({
        minimum: 1,
        maximum: NEWS_MAX_WINDOW_HOURS,
        default: NEWS_DEFAULT_WINDOW_HOURS,
        description: 'How far back to look, hours (1-168)',
      }),
    ),
    max_items: Type.Optional(
      Int32({
        minimum: 1,
        maximum: NEWS_MAX_ITEMS,
        default: NEWS_DEFAULT_MAX_ITEMS,
        description: 'Most articles to return (1-50)',
      }),
    ),
  }),
  response: ListAviationNewsResponseSchema,
  access: ACCESS,
  cacheTier: 'medium',
  rateLimitClass: RATE,
  snapshotKeys: [aviationKeys.news.name],
});

/** Every aviation operation, in document order. */
export const aviationOperations: readonly OperationDef[] = [
  listAirportDelays,
  getAirportOpsSummary,
  listAirportFlights,
  getCarrierOps,
  getFlightStatus,
  trackAircraft,
  getVideoLiveStreamInfo,
  searchFlightPrices,
  listAviationNews,
  searchExtFlights,
  searchExtDates,
];
