/**
 * Aviation service contract (SPEC §2.1, §4.2). Snapshot operations answer from the latest published
 * dataset; request-time lookups call a configured provider and, without one, answer their documented
 * degraded body (DESIGN §1, §4). Records shared with the snapshots live in `store/schemas/aviation`.
 */
import Type from 'typebox';
import {
  AIRPORT_REGIONS,
  AirportDelayAlertSchema,
  AviationNewsRecordSchema,
  CarrierSchema,
  FLIGHT_DELAY_SEVERITIES,
  FlightInstanceSchema,
  PositionSampleSchema,
} from '../store/schemas/aviation';
import { searchExtDates, searchExtFlights, searchFlightPrices } from './aviation-search';
import {
  Cursor,
  IataCode,
  ICAO24_PATTERN,
  Int32,
  IsoDate,
  PageSize,
  PaginationSchema,
  StringEnum,
} from './common';
import { getOp } from './op';

export * from './aviation-search';

const SERVICE = 'aviation';
const TAG = 'Aviation';
const ACCESS = 'key' as const;
const RATE = 'caller' as const;

/** Most airports one ops-summary or carrier-ops request may name. */
export const MAX_AIRPORTS_PER_REQUEST = 20;
/** Default and largest `limit` of list-airport-flights (DESIGN §3, SPEC §8). */
export const AIRPORT_FLIGHTS_DEFAULT_LIMIT = 30;
export const AIRPORT_FLIGHTS_MAX_LIMIT = 100;
/** Default `min_flights` of get-carrier-ops (SPEC §8). */
export const CARRIER_OPS_DEFAULT_MIN_FLIGHTS = 1;
/** Defaults and bounds of list-aviation-news (DESIGN §3, SPEC §8). */
export const NEWS_DEFAULT_WINDOW_HOURS = 24;
export const NEWS_MAX_WINDOW_HOURS = 168;
export const NEWS_DEFAULT_MAX_ITEMS = 20;
export const NEWS_MAX_ITEMS = 50;
export const NEWS_MAX_ENTITIES = 10;
export const NEWS_MAX_ENTITY_LENGTH = 100;

/** Flight directions a client may ask for (SPEC §2.1). */
export const FLIGHT_DIRECTIONS = [
  'FLIGHT_DIRECTION_DEPARTURE',
  'FLIGHT_DIRECTION_ARRIVAL',
  'FLIGHT_DIRECTION_BOTH',
] as const;
/**
 * IATA flight number: airline designator, optional space, 1-4 digits (leading zeros allowed, as in
 * TK01952), optional suffix letter. The handler normalises it (upper case, no space, no zeros).
 */
export const FLIGHT_NUMBER_PATTERN = '^[A-Za-z0-9]{2}[A-Za-z]? ?0*[0-9]{1,4}[A-Za-z]?$';
/** ATC callsign: up to eight letters and digits, surrounding spaces allowed. */
export const CALLSIGN_PATTERN = '^ *[A-Za-z0-9]{1,8} *$';
/** YouTube channel handle (`@name`) or channel id. */
export const CHANNEL_PATTERN = '^@?[A-Za-z0-9._-]{1,100}$';
/** YouTube video id. */
export const VIDEO_ID_PATTERN = '^[A-Za-z0-9_-]{11}$';

const AirportList = (description: string) =>
  Type.Optional(
    Type.Array(IataCode('An IATA airport code (three upper-case letters, e.g. JFK)'), {
      minItems: 1,
      maxItems: MAX_AIRPORTS_PER_REQUEST,
      description,
    }),
  );
const Latitude = (description: string) =>
  Type.Optional(Type.Number({ format: 'double', minimum: -90, maximum: 90, description }));
const Longitude = (description: string) =>
  Type.Optional(Type.Number({ format: 'double', minimum: -180, maximum: 180, description }));
const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });
const Percent = (description: string) => Type.Number({ format: 'double', description });

// ---- list-airport-delays ----

export const listAirportDelays = getOp({
  id: 'ListAirportDelays',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-airport-delays',
  summary: 'Airport delay and closure alerts',
  description:
    'Delay programmes, ground stops and closures in force at airports, from the FAA NAS airport status feed; `updatedAt` is the feed time. `page_size`, `cursor`, `region` and `min_severity` are validated but have no effect yet: every alert is returned in one page.',
  // Query enums leave out the UNSPECIFIED zero value (the first of each list), as SPEC §2.1 does.
  query: Type.Object({
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    region: Type.Optional(StringEnum(AIRPORT_REGIONS.slice(1), { description: 'Region (no effect yet)' })),
    min_severity: Type.Optional(
      StringEnum(FLIGHT_DELAY_SEVERITIES.slice(1), { description: 'Minimum severity (no effect yet)' }),
    ),
  }),
  response: Type.Object({ alerts: Type.Array(AirportDelayAlertSchema), pagination: PaginationSchema }),
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: ['aviation:airport-delays'],
});

// ---- get-airport-ops-summary ----

export const AirportOpsSummarySchema = Type.Object({
  iata: Type.String({ description: 'IATA airport code' }),
  icao: Type.String({ description: 'ICAO airport code' }),
  name: Type.String({ description: 'Airport name' }),
  timezone: Type.String({ description: 'IANA time zone of the airport' }),
  delayPct: Type.Optional(Percent('Share of flights delayed, percent (when the source says)')),
  avgDelayMinutes: Type.Integer({ format: 'int32', description: 'Largest average delay in force, minutes' }),
  cancellationRate: Type.Optional(Percent('Share of flights cancelled, percent (when the source says)')),
  totalFlights: Type.Optional(Type.Integer({ format: 'int32', description: 'Flights observed' })),
  closureStatus: Type.Boolean({ description: 'True while a closure alert is in force' }),
  notamFlags: Type.Array(Type.String(), { description: 'Closure flags (CLOSED) from the alerts in force' }),
  severity: StringEnum(FLIGHT_DELAY_SEVERITIES, {
    description: 'Worst severity in force; NORMAL with no alert, UNKNOWN outside the feed coverage',
  }),
  topDelayReasons: Type.Array(Type.String(), { description: 'Reasons given by the alerts in force' }),
  source: Type.String({
    description: 'Alert sources (e.g. faa), or no-alerts / no-coverage when the airport has none',
  }),
  updatedAt: Type.Optional(EpochMs('Feed time of the alerts, Unix epoch milliseconds')),
});

export const getAirportOpsSummary = getOp({
  id: 'GetAirportOpsSummary',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-airport-ops-summary',
  summary: 'Operational health of airports',
  description:
    'One summary per requested airport known to the airport reference data (unknown codes are skipped): severity, delay and closure derived from the delay alerts in force. Without `airports`, the airports that have alerts. `cacheHit` is always false.',
  query: Type.Object({ airports: AirportList('Airports to summarise (repeat the parameter)') }),
  response: Type.Object({ cacheHit: Type.Boolean(), summaries: Type.Array(AirportOpsSummarySchema) }),
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: ['aviation:airport-delays'],
});

// ---- list-airport-flights ----

export const listAirportFlights = getOp({
  id: 'ListAirportFlights',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-airport-flights',
  summary: 'Departures and arrivals of an airport',
  description:
    "Flights on the latest departure and arrival boards of a watched airport, in scheduled order. `source` names the provider, or says why there is nothing (`unavailable`, `not_covered`). `totalAvailable` is the provider's own count.",
  query: Type.Object({
    airport: IataCode('An IATA airport code (three upper-case letters, e.g. JFK)'),
    direction: Type.Optional(
      StringEnum(FLIGHT_DIRECTIONS, { default: 'FLIGHT_DIRECTION_BOTH', description: 'Which board' }),
    ),
    limit: Type.Optional(
      Int32({
        minimum: 1,
        maximum: AIRPORT_FLIGHTS_MAX_LIMIT,
        default: AIRPORT_FLIGHTS_DEFAULT_LIMIT,
        description: 'Most flights to return, 1-100',
      }),
    ),
  }),
  response: Type.Object({
    flights: Type.Array(FlightInstanceSchema),
    source: Type.String(),
    totalAvailable: Type.Integer({ format: 'int32' }),
    updatedAt: Type.Optional(EpochMs('When the oldest board used was fetched, Unix epoch milliseconds')),
  }),
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: ['aviation:airport-flights'],
});

// ---- get-carrier-ops ----

export const CarrierOpsSummarySchema = Type.Object({
  carrier: CarrierSchema,
  airport: Type.String({ description: 'IATA code of the airport the figures are for' }),
  totalFlights: Type.Integer({ format: 'int32', description: 'Departures observed' }),
  delayedCount: Type.Integer({ format: 'int32', description: 'Departures delayed 15 minutes or more' }),
  cancelledCount: Type.Integer({ format: 'int32', description: 'Departures cancelled' }),
  avgDelayMinutes: Type.Integer({ format: 'int32', description: 'Mean delay of the delayed departures' }),
  delayPct: Percent('delayedCount / totalFlights, percent'),
  cancellationRate: Percent('cancelledCount / totalFlights, percent'),
  updatedAt: EpochMs('When the board was fetched, Unix epoch milliseconds'),
});

export const getCarrierOps = getOp({
  id: 'GetCarrierOps',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-carrier-ops',
  summary: 'Delay and cancellation figures by airline',
  description:
    'Departures of the watched airports grouped by operating airline and airport, highest cancellation rate first. Without `airports`, every watched airport.',
  query: Type.Object({
    airports: AirportList('Airports to aggregate (repeat the parameter)'),
    min_flights: Type.Optional(
      Int32({
        minimum: 0,
        default: CARRIER_OPS_DEFAULT_MIN_FLIGHTS,
        description: 'Least departures an airline needs to be listed',
      }),
    ),
  }),
  response: Type.Object({
    carriers: Type.Array(CarrierOpsSummarySchema),
    source: Type.String(),
    updatedAt: Type.Optional(EpochMs('When the oldest board used was fetched, Unix epoch milliseconds')),
  }),
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: ['aviation:airport-flights'],
});

// ---- get-flight-status ----

export const getFlightStatus = getOp({
  id: 'GetFlightStatus',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-flight-status',
  summary: 'Status of one flight',
  description:
    'Looks a flight up at the flight-status provider. Without a configured provider, or when it fails, `flights` is empty and `source` says why (`provider_not_configured`, `upstream_error`). `cacheHit` is always false.',
  query: Type.Object({
    flight_number: Type.String({
      pattern: FLIGHT_NUMBER_PATTERN,
      description: 'An IATA flight number (e.g. TK1952)',
    }),
    date: IsoDate('A departure date, YYYY-MM-DD'),
    origin: Type.Optional(IataCode('An IATA airport code of the origin (three upper-case letters)')),
  }),
  response: Type.Object({
    flights: Type.Array(FlightInstanceSchema),
    cacheHit: Type.Boolean(),
    source: Type.String(),
  }),
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [],
});

// ---- track-aircraft ----

export const trackAircraft = getOp({
  id: 'TrackAircraft',
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
  response: Type.Object({
    positions: Type.Array(PositionSampleSchema),
    source: Type.String(),
    updatedAt: Type.Optional(EpochMs('Feed time of the poll, Unix epoch milliseconds')),
  }),
  access: ACCESS,
  cacheTier: 'realtime',
  rateLimitClass: RATE,
  snapshotKeys: ['aviation:aircraft-positions'],
});

// ---- get-video-live-stream-info ----

export const getVideoLiveStreamInfo = getOp({
  id: 'GetVideoLiveStreamInfo',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-video-live-stream-info',
  summary: 'Live status of a video channel',
  description:
    'Asks the video provider whether a channel or video is live. `error` is empty on success; otherwise it says why (`missing channel or video_id`, `provider_not_configured`, `upstream_error`).',
  query: Type.Object({
    channel: Type.Optional(
      Type.String({ pattern: CHANNEL_PATTERN, description: 'A channel handle (@name) or channel id' }),
    ),
    video_id: Type.Optional(
      Type.String({ pattern: VIDEO_ID_PATTERN, description: 'A video id of eleven characters' }),
    ),
  }),
  response: Type.Object({
    videoId: Type.Optional(Type.String({ description: 'Id of the live video' })),
    isLive: Type.Boolean(),
    channelExists: Type.Optional(Type.Boolean({ description: 'Absent when the provider could not tell' })),
    channelName: Type.Optional(Type.String()),
    hlsUrl: Type.Optional(Type.String({ description: 'HLS manifest URL of the live stream' })),
    title: Type.Optional(Type.String()),
    error: Type.String(),
  }),
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [],
});

// ---- list-aviation-news ----

export const AviationNewsItemSchema = Type.Object({
  ...AviationNewsRecordSchema.properties,
  matchedEntities: Type.Array(Type.String(), { description: 'Requested entities the article mentions' }),
});

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
  response: Type.Object({
    items: Type.Array(AviationNewsItemSchema),
    source: Type.String(),
    updatedAt: Type.Optional(EpochMs('When the feeds were polled, Unix epoch milliseconds')),
  }),
  access: ACCESS,
  cacheTier: 'medium',
  rateLimitClass: RATE,
  snapshotKeys: ['aviation:news'],
});

/** Every aviation operation, in document order. */
export const aviationOperations = [
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
] as const;
