/**
 * Aviation airport operations (SPEC §2.1, §4.2): delay alerts and operational health (from the FAA
 * NAS status snapshot), departure and arrival boards and per-airline figures (from the flight
 * boards snapshot), each with its documented degraded body. `contract.ts` lists them with the others.
 */
import Type, { type Static } from 'typebox';
import { Cursor, IataCode, Int32, PageSize, StringEnum } from '../../contract/common';
import { getOp } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import {
  AIRPORT_REGIONS,
  AirportDelayAlertSchema,
  aviationKeys,
  CarrierSchema,
  FLIGHT_DELAY_SEVERITIES,
  FlightInstanceSchema,
} from './data';

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
/** Flight directions a client may ask for (SPEC §2.1). */
export const FLIGHT_DIRECTIONS = [
  'FLIGHT_DIRECTION_DEPARTURE',
  'FLIGHT_DIRECTION_ARRIVAL',
  'FLIGHT_DIRECTION_BOTH',
] as const;
/** `source` of a degraded answer when no snapshot has been loaded yet. */
export const SOURCE_UNAVAILABLE = 'unavailable';
/** `source` of a degraded answer when none of the asked airports has a board. */
export const SOURCE_NOT_COVERED = 'not_covered';

const AirportList = (description: string) =>
  Type.Optional(
    Type.Array(IataCode('An IATA airport code (three upper-case letters, e.g. JFK)'), {
      minItems: 1,
      maxItems: MAX_AIRPORTS_PER_REQUEST,
      description,
    }),
  );
const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });
const Percent = (description: string) => Type.Number({ format: 'double', description });

// ---- list-airport-delays ----

/** ListAirportDelaysResponse (SPEC §2.1) and its degraded answer: no alerts have been loaded. @see SPEC §7 */
export const airportDelaysPage = pagedList('alerts', AirportDelayAlertSchema);

/** GET /api/aviation/v1/list-airport-delays. */
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
  response: airportDelaysPage.schema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [aviationKeys.airportDelays.name],
});

// ---- get-airport-ops-summary ----

/** The operational health of one airport. */
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

/** GetAirportOpsSummaryResponse (SPEC §2.1). */
export const GetAirportOpsSummaryResponseSchema = Type.Object({
  cacheHit: Type.Boolean(),
  summaries: Type.Array(AirportOpsSummarySchema),
});

/** The degraded answer: no alerts have been loaded, so no airport can be summarised. @see SPEC §7 */
export const AIRPORT_OPS_SUMMARY_UNAVAILABLE: Static<typeof GetAirportOpsSummaryResponseSchema> = {
  cacheHit: false,
  summaries: [],
};

/** GET /api/aviation/v1/get-airport-ops-summary. */
export const getAirportOpsSummary = getOp({
  id: 'GetAirportOpsSummary',
  exampleQuery: 'airports=JFK&airports=LAX',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-airport-ops-summary',
  summary: 'Operational health of airports',
  description:
    'One summary per requested airport known to the airport reference data (unknown codes are skipped): severity, delay and closure derived from the delay alerts in force. Without `airports`, the airports that have alerts. `cacheHit` is always false.',
  query: Type.Object({ airports: AirportList('Airports to summarise (repeat the parameter)') }),
  response: GetAirportOpsSummaryResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [aviationKeys.airportDelays.name],
});

// ---- list-airport-flights ----

/** ListAirportFlightsResponse (SPEC §2.1). */
export const ListAirportFlightsResponseSchema = Type.Object({
  flights: Type.Array(FlightInstanceSchema),
  source: Type.String(),
  totalAvailable: Type.Integer({ format: 'int32' }),
  updatedAt: Type.Optional(EpochMs('When the oldest board used was fetched, Unix epoch milliseconds')),
});

/** The degraded answer when no boards have been loaded. @see SPEC §7 */
export const AIRPORT_FLIGHTS_UNAVAILABLE: Static<typeof ListAirportFlightsResponseSchema> = {
  flights: [],
  source: SOURCE_UNAVAILABLE,
  totalAvailable: 0,
};
/** The degraded answer when the snapshot has no board for the airport. @see SPEC §7 */
export const AIRPORT_FLIGHTS_NOT_COVERED: Static<typeof ListAirportFlightsResponseSchema> = {
  flights: [],
  source: SOURCE_NOT_COVERED,
  totalAvailable: 0,
};

/** GET /api/aviation/v1/list-airport-flights. */
export const listAirportFlights = getOp({
  id: 'ListAirportFlights',
  exampleQuery: 'airport=JFK',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-airport-flights',
  summary: 'Departures and arrivals of an airport',
  description:
    "Flights on the departure and arrival boards of an airport, in scheduled order, looked up at the flight provider (else read from the stored boards). `source` names the provider, or says why there is nothing (`unavailable`, `not_covered`, `upstream_error: <what failed>`, `daily_budget_spent`). `totalAvailable` is the provider's own count.",
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
  response: ListAirportFlightsResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [aviationKeys.airportFlights.name],
  providerSources: ['aviationstack'],
});

// ---- get-carrier-ops ----

/** Departure figures of one airline at one airport. */
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

/** GetCarrierOpsResponse (SPEC §2.1). */
export const GetCarrierOpsResponseSchema = Type.Object({
  carriers: Type.Array(CarrierOpsSummarySchema),
  source: Type.String(),
  updatedAt: Type.Optional(EpochMs('When the oldest board used was fetched, Unix epoch milliseconds')),
});

/** The degraded answer when no boards have been loaded. @see SPEC §7 */
export const CARRIER_OPS_UNAVAILABLE: Static<typeof GetCarrierOpsResponseSchema> = {
  carriers: [],
  source: SOURCE_UNAVAILABLE,
};
/** The degraded answer when the snapshot has no departures board for the airports. @see SPEC §7 */
export const CARRIER_OPS_NOT_COVERED: Static<typeof GetCarrierOpsResponseSchema> = {
  carriers: [],
  source: SOURCE_NOT_COVERED,
};

/** GET /api/aviation/v1/get-carrier-ops. */
export const getCarrierOps = getOp({
  id: 'GetCarrierOps',
  exampleQuery: 'airports=JFK',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-carrier-ops',
  summary: 'Delay and cancellation figures by airline',
  description:
    'Departures of the asked airports, looked up at the flight provider (else read from the stored boards), grouped by operating airline and airport, highest cancellation rate first. `source` names the provider or says why there is nothing (`unavailable`, `not_covered`, `upstream_error: <what failed>`, `daily_budget_spent`). Without `airports`, every stored board (the provider needs `airports`).',
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
  response: GetCarrierOpsResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [aviationKeys.airportFlights.name],
  providerSources: ['aviationstack'],
});
