/**
 * Data schemas and snapshot keys of the aviation datasets (DESIGN §4). Where a stored record is
 * already in the wire form (delay alerts, flights, position samples), the contract reuses the
 * record schema from here, so the parser, the snapshot and the response share one definition.
 * Enum values keep the wire's `PREFIX_NAME` form (SPEC §2.1).
 */
import Type, { type Static } from 'typebox';
import { ISO2_PATTERN, StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** Geographic regions of airports (UNSPECIFIED when the airport cannot be placed). */
export const AIRPORT_REGIONS = [
  'AIRPORT_REGION_UNSPECIFIED',
  'AIRPORT_REGION_AMERICAS',
  'AIRPORT_REGION_EUROPE',
  'AIRPORT_REGION_APAC',
  'AIRPORT_REGION_MENA',
  'AIRPORT_REGION_AFRICA',
] as const;
export type AirportRegion = (typeof AIRPORT_REGIONS)[number];

/** Delay severities, mildest first (the order is used to rank alerts; UNKNOWN ranks apart). */
export const FLIGHT_DELAY_SEVERITIES = [
  'FLIGHT_DELAY_SEVERITY_UNSPECIFIED',
  'FLIGHT_DELAY_SEVERITY_NORMAL',
  'FLIGHT_DELAY_SEVERITY_MINOR',
  'FLIGHT_DELAY_SEVERITY_MODERATE',
  'FLIGHT_DELAY_SEVERITY_MAJOR',
  'FLIGHT_DELAY_SEVERITY_SEVERE',
  'FLIGHT_DELAY_SEVERITY_UNKNOWN',
] as const;
export type FlightDelaySeverity = (typeof FLIGHT_DELAY_SEVERITIES)[number];

/** Kinds of delay programme an alert reports. */
export const FLIGHT_DELAY_TYPES = [
  'FLIGHT_DELAY_TYPE_UNSPECIFIED',
  'FLIGHT_DELAY_TYPE_GROUND_STOP',
  'FLIGHT_DELAY_TYPE_GROUND_DELAY',
  'FLIGHT_DELAY_TYPE_DEPARTURE_DELAY',
  'FLIGHT_DELAY_TYPE_ARRIVAL_DELAY',
  'FLIGHT_DELAY_TYPE_GENERAL',
  'FLIGHT_DELAY_TYPE_CLOSURE',
] as const;
export type FlightDelayType = (typeof FLIGHT_DELAY_TYPES)[number];

/** Where an alert came from. */
export const FLIGHT_DELAY_SOURCES = [
  'FLIGHT_DELAY_SOURCE_UNSPECIFIED',
  'FLIGHT_DELAY_SOURCE_FAA',
  'FLIGHT_DELAY_SOURCE_EUROCONTROL',
  'FLIGHT_DELAY_SOURCE_COMPUTED',
  'FLIGHT_DELAY_SOURCE_AVIATIONSTACK',
  'FLIGHT_DELAY_SOURCE_NOTAM',
] as const;
export type FlightDelaySource = (typeof FLIGHT_DELAY_SOURCES)[number];

/** Operational state of one flight occurrence. */
export const FLIGHT_INSTANCE_STATUSES = [
  'FLIGHT_INSTANCE_STATUS_UNSPECIFIED',
  'FLIGHT_INSTANCE_STATUS_SCHEDULED',
  'FLIGHT_INSTANCE_STATUS_BOARDING',
  'FLIGHT_INSTANCE_STATUS_DEPARTED',
  'FLIGHT_INSTANCE_STATUS_AIRBORNE',
  'FLIGHT_INSTANCE_STATUS_LANDED',
  'FLIGHT_INSTANCE_STATUS_ARRIVED',
  'FLIGHT_INSTANCE_STATUS_CANCELLED',
  'FLIGHT_INSTANCE_STATUS_DIVERTED',
  'FLIGHT_INSTANCE_STATUS_UNKNOWN',
] as const;
export type FlightInstanceStatus = (typeof FLIGHT_INSTANCE_STATUSES)[number];

/**
 * Providers of position samples. The reference's values plus the two keyless feeds this service
 * ingests (OpenSky state vectors, adsb.lol v2); no simulated samples are ever produced.
 */
export const POSITION_SOURCES = [
  'POSITION_SOURCE_UNSPECIFIED',
  'POSITION_SOURCE_WINGBITS',
  'POSITION_SOURCE_SIMULATED',
  'POSITION_SOURCE_OPENSKY',
  'POSITION_SOURCE_ADSB_LOL',
] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** Which board of an airport a list of flights is. */
export const BOARD_DIRECTIONS = ['FLIGHT_DIRECTION_DEPARTURE', 'FLIGHT_DIRECTION_ARRIVAL'] as const;
export type BoardDirection = (typeof BOARD_DIRECTIONS)[number];

const EpochMs = (description: string) => Type.Integer({ format: 'int64', minimum: 0, description });
const Double = (description: string) => Type.Number({ format: 'double', description });

/** A WGS84 position in decimal degrees. */
export const GeoCoordinatesSchema = Type.Object({
  latitude: Type.Number({ format: 'double', minimum: -90, maximum: 90 }),
  longitude: Type.Number({ format: 'double', minimum: -180, maximum: 180 }),
});

// ---- Airport delay alerts (FAA NAS status, later other sources) ----

/** One delay, ground programme or closure in force at one airport. */
export const AirportDelayAlertSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Stable identifier of the alert' }),
  iata: Type.String({ description: 'IATA airport code' }),
  icao: Type.String({ description: 'ICAO airport code (empty when unknown)' }),
  name: Type.String({ description: 'Airport name' }),
  city: Type.String({ description: 'City the airport serves (empty when unknown)' }),
  country: Type.String({ pattern: ISO2_PATTERN, description: 'ISO 3166-1 alpha-2 country code' }),
  location: GeoCoordinatesSchema,
  region: StringEnum(AIRPORT_REGIONS),
  delayType: StringEnum(FLIGHT_DELAY_TYPES),
  severity: StringEnum(FLIGHT_DELAY_SEVERITIES),
  avgDelayMinutes: Type.Integer({ format: 'int32', minimum: 0, description: 'Average delay, minutes' }),
  delayedFlightsPct: Type.Optional(Double('Share of flights delayed, percent (when the source says)')),
  cancelledFlights: Type.Optional(
    Type.Integer({ format: 'int32', minimum: 0, description: 'Cancelled flights (when the source says)' }),
  ),
  totalFlights: Type.Optional(
    Type.Integer({ format: 'int32', minimum: 0, description: 'Scheduled flights (when the source says)' }),
  ),
  reason: Type.String({ description: 'Why, in the words of the source' }),
  source: StringEnum(FLIGHT_DELAY_SOURCES),
  updatedAt: EpochMs("The source's own update time, Unix epoch milliseconds"),
});
export type AirportDelayAlert = Static<typeof AirportDelayAlertSchema>;

/**
 * A stored alert: the wire alert plus what the source says about a closure, which the wire alert
 * cannot carry (the reference contract has no such fields; serializers drop them from responses).
 * Absent on other alerts and on snapshots written before these fields existed.
 */
export const AirportDelayRecordSchema = Type.Object({
  ...AirportDelayAlertSchema.properties,
  partialClosure: Type.Optional(
    Type.Boolean({ description: 'Closures: true when only some traffic is excluded ("CLSD TO ...")' }),
  ),
  closureInForce: Type.Optional(
    Type.Boolean({
      description:
        "Closures: false when the feed's update time is outside the NOTAM's validity or daily hours",
    }),
  ),
});
export type AirportDelayRecord = Static<typeof AirportDelayRecordSchema>;

/** Every alert of one feed run, with the feed's own update time. */
export const AirportDelaysDataSchema = Type.Object({
  updatedAt: EpochMs("The feed's own update time, Unix epoch milliseconds"),
  /**
   * Countries whose airports the feed reports on (FAA: `US`). An airport there without an alert is
   * operating normally; elsewhere its state is unknown. Absent: every airport counts as covered.
   */
  coveredCountries: Type.Optional(Type.Array(Type.String({ pattern: ISO2_PATTERN }))),
  alerts: Type.Array(AirportDelayRecordSchema),
});
export type AirportDelaysData = Static<typeof AirportDelaysDataSchema>;

// ---- Airport flight boards (AviationStack-style departures / arrivals) ----

/** An airline. */
export const CarrierSchema = Type.Object({
  iataCode: Type.Optional(Type.String({ description: 'IATA airline designator (two characters)' })),
  icaoCode: Type.Optional(Type.String({ description: 'ICAO airline designator (three letters)' })),
  name: Type.Optional(Type.String({ description: 'Airline name' })),
});
export type Carrier = Static<typeof CarrierSchema>;

/** An airport as a flight refers to it. */
export const AirportRefSchema = Type.Object({
  iata: Type.Optional(Type.String({ description: 'IATA airport code' })),
  icao: Type.Optional(Type.String({ description: 'ICAO airport code' })),
  name: Type.Optional(Type.String({ description: 'Airport name' })),
  timezone: Type.Optional(Type.String({ description: 'IANA time zone of the airport' })),
});

const FlightTime = (what: string) => Type.Optional(EpochMs(`${what}, Unix epoch milliseconds (UTC)`));

/** One occurrence of a flight on a date. */
export const FlightInstanceSchema = Type.Object({
  flightNumber: Type.String({ description: 'IATA flight number (e.g. TK1952)' }),
  date: Type.String({ description: 'Scheduled departure date, YYYY-MM-DD (local to the origin)' }),
  operatingCarrier: CarrierSchema,
  origin: AirportRefSchema,
  destination: AirportRefSchema,
  scheduledDeparture: FlightTime('Scheduled departure'),
  estimatedDeparture: FlightTime('Estimated departure'),
  actualDeparture: FlightTime('Actual departure'),
  scheduledArrival: FlightTime('Scheduled arrival'),
  estimatedArrival: FlightTime('Estimated arrival'),
  actualArrival: FlightTime('Actual arrival'),
  status: StringEnum(FLIGHT_INSTANCE_STATUSES),
  delayMinutes: Type.Optional(
    Type.Integer({ format: 'int32', description: 'Delay in minutes (negative when early)' }),
  ),
  cancelled: Type.Boolean(),
  diverted: Type.Boolean(),
  gate: Type.Optional(Type.String({ description: 'Departure gate' })),
  terminal: Type.Optional(Type.String({ description: 'Departure terminal' })),
  aircraftIcao24: Type.Optional(Type.String({ description: 'ICAO 24-bit transponder address, hex' })),
  aircraftType: Type.Optional(Type.String({ description: 'Aircraft type designator (e.g. B738)' })),
  codeshareFlightNumbers: Type.Array(Type.String(), {
    description: 'Flight numbers other airlines market this flight under',
  }),
  source: Type.String({ description: 'Provider of this record' }),
  updatedAt: FlightTime('Last update of this record'),
});
export type FlightInstance = Static<typeof FlightInstanceSchema>;

/** The departures or the arrivals of one airport, as one provider call returned them. */
export const FlightBoardSchema = Type.Object({
  airport: Type.String({ pattern: '^[A-Z]{3}$' }),
  direction: StringEnum(BOARD_DIRECTIONS),
  source: Type.String({ description: 'Provider name (e.g. aviationstack)' }),
  updatedAt: EpochMs('When the provider returned this board, Unix epoch milliseconds'),
  totalAvailable: Type.Integer({ minimum: 0, description: "The provider's own count of matching flights" }),
  flights: Type.Array(FlightInstanceSchema),
});
export type FlightBoard = Static<typeof FlightBoardSchema>;

/** Flight boards of the watched airports. */
export const AirportFlightsDataSchema = Type.Object({ boards: Type.Array(FlightBoardSchema) });
export type AirportFlightsData = Static<typeof AirportFlightsDataSchema>;

// ---- Aircraft positions (OpenSky state vectors, adsb.lol v2) ----

/** One observed aircraft position. */
export const PositionSampleSchema = Type.Object({
  icao24: Type.String({ pattern: '^[0-9a-f]{6}$', description: 'ICAO 24-bit address, lower-case hex' }),
  callsign: Type.String({ description: 'ATC callsign, trimmed (empty when not broadcast)' }),
  lat: Type.Number({ format: 'double', minimum: -90, maximum: 90, description: 'Latitude, degrees' }),
  lon: Type.Number({ format: 'double', minimum: -180, maximum: 180, description: 'Longitude, degrees' }),
  altitudeM: Type.Optional(Double('Barometric altitude, metres')),
  groundSpeedKts: Type.Optional(Double('Ground speed, knots')),
  trackDeg: Type.Optional(Double('True track over ground, degrees clockwise from north')),
  verticalRate: Type.Optional(Double('Vertical rate, metres per second (positive climbing)')),
  onGround: Type.Boolean(),
  source: StringEnum(POSITION_SOURCES),
  observedAt: EpochMs('When the position was observed, Unix epoch milliseconds'),
});
export type PositionSample = Static<typeof PositionSampleSchema>;

/** One poll of a position feed. */
export const AircraftPositionsDataSchema = Type.Object({
  source: Type.String({ description: 'Feed name (e.g. opensky, adsb.lol)' }),
  updatedAt: EpochMs("The feed's own time of the poll, Unix epoch milliseconds"),
  positions: Type.Array(PositionSampleSchema),
});
export type AircraftPositionsData = Static<typeof AircraftPositionsDataSchema>;

// ---- Aviation news (RSS) ----

/** One article of an aviation news feed. */
export const AviationNewsRecordSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'Stable identifier (derived from the article URL)' }),
  title: Type.String(),
  url: Type.String({ description: 'Article URL' }),
  sourceName: Type.String({ description: 'Publication the article comes from' }),
  publishedAt: EpochMs('Publication time, Unix epoch milliseconds'),
  snippet: Type.String({ description: 'Plain-text opening of the article' }),
  imageUrl: Type.Optional(Type.String({ description: 'Article image URL' })),
});
export type AviationNewsRecord = Static<typeof AviationNewsRecordSchema>;

/** Articles of every aviation feed polled, merged. */
export const AviationNewsDataSchema = Type.Object({ items: Type.Array(AviationNewsRecordSchema) });
export type AviationNewsData = Static<typeof AviationNewsDataSchema>;

/** Aviation snapshot keys. */
export const aviationKeys = {
  airportDelays: defineSnapshotKey({
    name: 'aviation:airport-delays',
    schema: AirportDelaysDataSchema,
    description: 'Airport delay, ground-programme and closure alerts (FAA NAS status)',
    countRecords: (d) => d.alerts.length,
  }),
  airportFlights: defineSnapshotKey({
    name: 'aviation:airport-flights',
    schema: AirportFlightsDataSchema,
    description: 'Departure and arrival boards of watched airports (AviationStack)',
    countRecords: (d) => d.boards.reduce((n, b) => n + b.flights.length, 0),
  }),
  aircraftPositions: defineSnapshotKey({
    name: 'aviation:aircraft-positions',
    schema: AircraftPositionsDataSchema,
    description: 'Aircraft positions from ADS-B state vectors (OpenSky, adsb.lol)',
    countRecords: (d) => d.positions.length,
  }),
  news: defineSnapshotKey({
    name: 'aviation:news',
    schema: AviationNewsDataSchema,
    description: 'Aviation news articles from RSS feeds',
    countRecords: (d) => d.items.length,
  }),
} as const;
