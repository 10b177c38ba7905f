/**
 * Aviation request-time operations (SPEC §4.2): lookups and searches answered by a configured
 * provider, or by their documented degraded body when none is configured or it fails (DESIGN §1,
 * §4). `contract.ts` lists these operations with the others.
 */
import Type, { type Static } from 'typebox';
import { IataCode, Int32, IsoDate, StringEnum } from '../../contract/common';
import { getOp } from '../../contract/op';
import { CarrierSchema, FlightInstanceSchema } from './data';

const SERVICE = 'aviation';
const TAG = 'Aviation';
const ACCESS = 'key' as const;
const RATE = 'caller' as const;
const EpochMs = (description: string) => Type.Integer({ format: 'int64', description });

// ---- Degraded reasons (`source` / `error` values) ----

/** No adapter is registered for the operation's provider port. */
export const PROVIDER_NOT_CONFIGURED = 'provider_not_configured';
/** The provider failed (threw, timed out, circuit open). */
export const UPSTREAM_ERROR = 'upstream_error';
/** The provider's daily call budget (`<PROVIDER>_DAILY_CALLS`) is used up until 00:00 UTC. */
export const DAILY_BUDGET_SPENT = 'daily_budget_spent';
/** The provider answered, with nothing matching. */
export const NO_RESULTS = 'no_results';

// ---- get-flight-status ----

/**
 * IATA flight number: airline designator, optional space, 1-4 digits (leading zeros allowed, as in
 * TK01952), optional suffix letter. The handler normalises it (upper case, no space, no zeros).
 */
export const FLIGHT_NUMBER_PATTERN = '^[A-Za-z0-9]{2}[A-Za-z]? ?0*[0-9]{1,4}[A-Za-z]?$';

/** GetFlightStatusResponse (SPEC §2.1). */
export const GetFlightStatusResponseSchema = Type.Object({
  flights: Type.Array(FlightInstanceSchema),
  cacheHit: Type.Boolean(),
  source: Type.String(),
});

/** The degraded answer: no flight, `source` says why. @see SPEC §7 */
export function flightStatusDegraded(source: string): Static<typeof GetFlightStatusResponseSchema> {
  return { flights: [], cacheHit: false, source };
}

/** GET /api/aviation/v1/get-flight-status. */
export const getFlightStatus = getOp({
  id: 'GetFlightStatus',
  exampleQuery: 'flight_number=UA100&date=2026-01-15',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-flight-status',
  summary: 'Status of one flight',
  description:
    'Looks a flight up at the flight-status provider. Without a configured provider, or when it fails, `flights` is empty and `source` says why (`provider_not_configured`, `upstream_error: <what failed>` such as `upstream_error: HTTP 503` or `upstream_error: timeout`, `daily_budget_spent`). `cacheHit` is always false.',
  query: Type.Object({
    flight_number: Type.String({
      pattern: FLIGHT_NUMBER_PATTERN,
      description: 'An IATA flight number (e.g. TK1952)',
    }),
    date: IsoDate('A departure date, YYYY-MM-DD'),
    origin: Type.Optional(IataCode('An IATA airport code of the origin (three upper-case letters)')),
  }),
  response: GetFlightStatusResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [],
  providerSources: ['aviationstack'],
});

// ---- get-video-live-stream-info ----

/** YouTube channel handle (`@name`) or channel id. */
export const CHANNEL_PATTERN = '^@?[A-Za-z0-9._-]{1,100}$';
/** YouTube video id. */
export const VIDEO_ID_PATTERN = '^[A-Za-z0-9_-]{11}$';
/** `error` when neither `channel` nor `video_id` is given (both are optional, SPEC §4.2). */
export const MISSING_CHANNEL_OR_VIDEO = 'missing channel or video_id';

/** GetVideoLiveStreamInfoResponse (SPEC §2.1). */
export const GetVideoLiveStreamInfoResponseSchema = Type.Object({
  videoId: Type.Optional(Type.String({ description: 'Id of the live video' })),
  isLive: Type.Boolean(),
  channelExists: Type.Optional(Type.Boolean({ description: 'Absent when the provider could not tell' })),
  channelName: Type.Optional(Type.String()),
  hlsUrl: Type.Optional(Type.String({ description: 'HLS manifest URL of the live stream' })),
  title: Type.Optional(Type.String()),
  error: Type.String(),
});

/** The degraded answer: not live, `error` says why. @see SPEC §7 */
export function liveStreamDegraded(error: string): Static<typeof GetVideoLiveStreamInfoResponseSchema> {
  return { isLive: false, error };
}

/** GET /api/aviation/v1/get-video-live-stream-info. */
export const getVideoLiveStreamInfo = getOp({
  id: 'GetVideoLiveStreamInfo',
  exampleQuery: 'channel=example',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-video-live-stream-info',
  summary: 'Live status of a video channel',
  description:
    'Asks the video provider whether a channel or video is live. `error` is empty on success; otherwise it says why (`missing channel or video_id`, `provider_not_configured`, `upstream_error: <what failed>`, `daily_budget_spent`). `hlsUrl` is absent: the video provider gives no manifest.',
  query: Type.Object({
    channel: Type.Optional(
      Type.String({ pattern: CHANNEL_PATTERN, description: 'A channel handle (@name) or channel id' }),
    ),
    video_id: Type.Optional(
      Type.String({ pattern: VIDEO_ID_PATTERN, description: 'A video id of eleven characters' }),
    ),
  }),
  response: GetVideoLiveStreamInfoResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [],
  providerSources: ['youtube'],
});

// ---- search-flight-prices ----

/** Travel classes of a fare (SPEC §2.1). */
export const CABIN_CLASSES = [
  'CABIN_CLASS_UNSPECIFIED',
  'CABIN_CLASS_ECONOMY',
  'CABIN_CLASS_PREMIUM_ECONOMY',
  'CABIN_CLASS_BUSINESS',
  'CABIN_CLASS_FIRST',
] as const;
/** Passengers per search (SPEC §8) and the default (DESIGN §3). */
export const MAX_PASSENGERS = 9;
export const DEFAULT_PASSENGERS = 1;
/** Default and largest `max_results` of search-flight-prices (DESIGN §3, SPEC §8). */
export const FLIGHT_PRICES_DEFAULT_MAX_RESULTS = 10;
export const FLIGHT_PRICES_MAX_RESULTS = 50;
/** ISO 4217 currency code; lower case is accepted, as the reference's clients send it. */
export const CURRENCY_PATTERN = '^[A-Za-z]{3}$';
/** Market (country) code of a fare search. */
export const MARKET_PATTERN = '^[A-Za-z]{2}$';
/** `provider` when no provider could answer. */
export const NO_PROVIDER = 'none';

const Passengers = (description: string) =>
  Type.Optional(Int32({ minimum: 1, maximum: MAX_PASSENGERS, default: DEFAULT_PASSENGERS, description }));

/** One fare quote. */
export const PriceQuoteSchema = Type.Object({
  id: Type.String(),
  origin: Type.String({ description: 'IATA code of the origin' }),
  destination: Type.String({ description: 'IATA code of the destination' }),
  departureDate: Type.String({ description: 'Outbound date, YYYY-MM-DD' }),
  returnDate: Type.String({ description: 'Return date, YYYY-MM-DD; empty for one-way' }),
  carrier: CarrierSchema,
  priceAmount: Type.Number({ format: 'double' }),
  currency: Type.String({ description: 'ISO 4217 currency code' }),
  cabin: StringEnum(CABIN_CLASSES),
  stops: Type.Integer({ format: 'int32', description: 'Stops (0 = nonstop)' }),
  durationMinutes: Type.Optional(Type.Integer({ format: 'int32' })),
  bookingUrl: Type.Optional(Type.String()),
  expiresAt: Type.Optional(EpochMs('When the quote expires, Unix epoch milliseconds')),
  isIndicative: Type.Boolean({ description: 'True when the fare is indicative, not bookable' }),
  observedAt: EpochMs('When the fare was seen, Unix epoch milliseconds'),
  provider: Type.String(),
  checkoutRef: Type.Optional(Type.String()),
});

/** SearchFlightPricesResponse (SPEC §2.1). */
export const SearchFlightPricesResponseSchema = Type.Object({
  quotes: Type.Array(PriceQuoteSchema),
  provider: Type.String({ description: 'Provider name, or none' }),
  isDemoMode: Type.Boolean(),
  isIndicative: Type.Boolean(),
  degraded: Type.Boolean(),
  error: Type.String(),
  updatedAt: Type.Optional(EpochMs('When the provider answered, Unix epoch milliseconds')),
});

/** The degraded answer: no quote, no provider, never demo data; `error` says why. @see SPEC §7 */
export function flightPricesDegraded(error: string): Static<typeof SearchFlightPricesResponseSchema> {
  return { quotes: [], provider: NO_PROVIDER, isDemoMode: false, isIndicative: false, degraded: true, error };
}

/** GET /api/aviation/v1/search-flight-prices. */
export const searchFlightPrices = getOp({
  id: 'SearchFlightPrices',
  exampleQuery: 'origin=JFK&destination=LHR&departure_date=2026-12-01',
  service: SERVICE,
  tag: TAG,
  rpc: 'search-flight-prices',
  summary: 'Fare quotes for a route and date',
  description:
    'Indicative fares from the price provider, cheapest first. `degraded` is true and `error` says why (`provider_not_configured`, `upstream_error`, `no_results`) when no quote could be given. `isDemoMode` is always false.',
  query: Type.Object({
    origin: IataCode('An IATA airport code of the origin (three upper-case letters)'),
    destination: IataCode('An IATA airport code of the destination (three upper-case letters)'),
    departure_date: IsoDate('An outbound date, YYYY-MM-DD'),
    return_date: Type.Optional(IsoDate('A return date, YYYY-MM-DD (omit for one-way)')),
    adults: Passengers('Adult passengers, 1-9'),
    cabin: Type.Optional(StringEnum(CABIN_CLASSES.slice(1), { description: 'Travel class' })),
    nonstop_only: Type.Optional(Type.Boolean({ description: 'Only nonstop fares' })),
    max_results: Type.Optional(
      Int32({
        minimum: 1,
        maximum: FLIGHT_PRICES_MAX_RESULTS,
        default: FLIGHT_PRICES_DEFAULT_MAX_RESULTS,
        description: 'Most quotes to return, 1-50',
      }),
    ),
    currency: Type.Optional(
      Type.String({ pattern: CURRENCY_PATTERN, description: 'An ISO 4217 currency code (e.g. USD)' }),
    ),
    market: Type.Optional(
      Type.String({ pattern: MARKET_PATTERN, description: 'A two-letter market code (e.g. us)' }),
    ),
  }),
  response: SearchFlightPricesResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [],
  providerSources: ['travelpayouts'],
});

// ---- search-ext-flights / search-ext-dates ----

/** One flight of an itinerary. */
export const ExtFlightLegSchema = Type.Object({
  airlineCode: Type.String(),
  flightNumber: Type.String(),
  departureAirport: Type.String(),
  arrivalAirport: Type.String(),
  departureDatetime: Type.String({ description: 'Local date-time, YYYY-MM-DDTHH:MM' }),
  arrivalDatetime: Type.String({ description: 'Local date-time, YYYY-MM-DDTHH:MM' }),
  durationMinutes: Type.Integer({ format: 'int32' }),
});

/** One itinerary with its price. */
export const ExtFlightResultSchema = Type.Object({
  legs: Type.Array(ExtFlightLegSchema),
  price: Type.Number({ format: 'double', description: 'Total price (currency of the provider)' }),
  durationMinutes: Type.Integer({ format: 'int32' }),
  stops: Type.Integer({ format: 'int32' }),
});

/** Cabin classes of the external searches (SPEC §4.2). */
export const EXT_CABIN_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
/** Stop filters of the external searches. */
export const EXT_MAX_STOPS = ['ANY', 'NON_STOP', 'ONE_STOP', 'TWO_PLUS_STOPS'] as const;
/** Sort orders of search-ext-flights. */
export const EXT_SORT_BY = ['CHEAPEST', 'DURATION', 'DEPARTURE_TIME', 'ARRIVAL_TIME'] as const;
/** Departure window `HH-HH`, hours 0-24 (one or two digits, e.g. 6-20). */
export const DEPARTURE_WINDOW_PATTERN = '^([01]?[0-9]|2[0-4])-([01]?[0-9]|2[0-4])$';
/** IATA airline designator. */
export const AIRLINE_CODE_PATTERN = '^[A-Z0-9]{2}$';
/** Most airlines one external search may name. */
export const MAX_AIRLINES_PER_SEARCH = 20;
/** Longest trip of search-ext-dates, days. */
export const MAX_TRIP_DURATION_DAYS = 90;
/** `error` of search-ext-flights when a parameter the search needs is missing. */
export const EXT_FLIGHTS_MISSING = 'origin, destination and departure_date are required';
/** `error` of search-ext-dates when a parameter the search needs is missing. */
export const EXT_DATES_MISSING = 'origin, destination, start_date and end_date are required';

/** Query parameters both external searches share. */
const extSearchFilters = {
  origin: Type.Optional(IataCode('An IATA airport code of the origin (three upper-case letters)')),
  destination: Type.Optional(IataCode('An IATA airport code of the destination (three upper-case letters)')),
  cabin_class: Type.Optional(StringEnum(EXT_CABIN_CLASSES, { description: 'Travel class' })),
  max_stops: Type.Optional(StringEnum(EXT_MAX_STOPS, { description: 'Stop filter' })),
  departure_window: Type.Optional(
    Type.String({
      pattern: DEPARTURE_WINDOW_PATTERN,
      description: 'A departure window of whole hours, HH-HH (e.g. 6-20)',
    }),
  ),
  airlines: Type.Optional(
    Type.Array(
      Type.String({ pattern: AIRLINE_CODE_PATTERN, description: 'An IATA airline code (e.g. BA)' }),
      {
        minItems: 1,
        maxItems: MAX_AIRLINES_PER_SEARCH,
        description: 'Airlines to keep (repeat the parameter)',
      },
    ),
  ),
  passengers: Passengers('Adult passengers, 1-9'),
};

const SEARCH_DEGRADED =
  '`degraded` is true and `error` says why (a missing parameter, `provider_not_configured`, `upstream_error: <what failed>`, `daily_budget_spent`, `no_results`) when nothing could be found.';

/** SearchExtFlightsResponse (SPEC §4.2). */
export const SearchExtFlightsResponseSchema = Type.Object({
  flights: Type.Array(ExtFlightResultSchema),
  degraded: Type.Boolean(),
  error: Type.String(),
});

/** The degraded answer of search-ext-flights: no itinerary, `error` says why. @see SPEC §7 */
export function extFlightsDegraded(error: string): Static<typeof SearchExtFlightsResponseSchema> {
  return { flights: [], degraded: true, error };
}

/** GET /api/aviation/v1/search-ext-flights. */
export const searchExtFlights = getOp({
  id: 'SearchExtFlights',
  exampleQuery: 'origin=JFK&destination=LHR&departure_date=2026-12-01',
  service: SERVICE,
  tag: TAG,
  rpc: 'search-ext-flights',
  summary: 'Itineraries for a route and date',
  description: `Itineraries from the external flight-search provider. \`origin\`, \`destination\` and \`departure_date\` are needed for a search. ${SEARCH_DEGRADED}`,
  query: Type.Object({
    ...extSearchFilters,
    departure_date: Type.Optional(IsoDate('An outbound date, YYYY-MM-DD')),
    return_date: Type.Optional(IsoDate('A return date, YYYY-MM-DD (omit for one-way)')),
    sort_by: Type.Optional(StringEnum(EXT_SORT_BY, { description: 'Sort order' })),
  }),
  response: SearchExtFlightsResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [],
  providerSources: ['serpapi'],
});

/** The lowest fare of one departure date. */
export const DatePriceEntrySchema = Type.Object({
  date: Type.String({ description: 'Departure date, YYYY-MM-DD' }),
  price: Type.Number({ format: 'double' }),
  returnDate: Type.String({ description: 'Return date, YYYY-MM-DD; empty for one-way' }),
});

/** SearchExtDatesResponse (SPEC §4.2). */
export const SearchExtDatesResponseSchema = Type.Object({
  dates: Type.Array(DatePriceEntrySchema),
  degraded: Type.Boolean(),
  error: Type.String(),
});

/** The degraded answer of search-ext-dates: no date, `error` says why. @see SPEC §7 */
export function extDatesDegraded(error: string): Static<typeof SearchExtDatesResponseSchema> {
  return { dates: [], degraded: true, error };
}

/** GET /api/aviation/v1/search-ext-dates. */
export const searchExtDates = getOp({
  id: 'SearchExtDates',
  exampleQuery: 'origin=JFK&destination=LHR&start_date=2026-12-01&end_date=2026-12-10',
  service: SERVICE,
  tag: TAG,
  rpc: 'search-ext-dates',
  summary: 'Cheapest fares across a range of dates',
  description: `Lowest fare per departure date from the external flight-search provider. \`origin\`, \`destination\`, \`start_date\` and \`end_date\` are needed, and \`trip_duration\` for a round trip. ${SEARCH_DEGRADED}`,
  query: Type.Object({
    ...extSearchFilters,
    start_date: Type.Optional(IsoDate('A first departure date, YYYY-MM-DD')),
    end_date: Type.Optional(IsoDate('A last departure date, YYYY-MM-DD')),
    trip_duration: Type.Optional(
      Int32({
        minimum: 1,
        maximum: MAX_TRIP_DURATION_DAYS,
        description: 'Trip length in days (round trips)',
      }),
    ),
    is_round_trip: Type.Optional(Type.Boolean({ description: 'Search round trips' })),
    sort_by_price: Type.Optional(Type.Boolean({ description: 'Cheapest date first' })),
  }),
  response: SearchExtDatesResponseSchema,
  access: ACCESS,
  cacheTier: 'fast',
  rateLimitClass: RATE,
  snapshotKeys: [],
  providerSources: ['serpapi'],
});
