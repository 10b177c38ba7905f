/**
 * Ports of the request-time aviation providers (DESIGN §1): flight lookups (one flight's status,
 * an airport's board), a live-stream lookup, a fare search and an external itinerary search. They
 * are the typed `aviation` field of the providers, filled by the sources that provide them
 * (`sources/<source>/source.ts`, `providers`) or by tests through `deps.providers`; without one the
 * operation answers its degraded body (DESIGN §4). Adapters own timeouts, caching and breaking.
 */
import type { Static } from 'typebox';
import { ProviderCallError } from '../../ingest/provider-error';
import {
  DAILY_BUDGET_SPENT,
  type ExtFlightResultSchema,
  type PriceQuoteSchema,
  UPSTREAM_ERROR,
} from './contract-request-time';
import type { BoardDirection, FlightBoard, FlightInstance } from './data';

/** The request-time providers of the aviation service, one per port. */
export interface AviationProviders {
  flights?: FlightProvider;
  liveStreams?: LiveStreamProvider;
  fares?: FlightPriceProvider;
  flightSearch?: ExtFlightSearchProvider;
}

declare module '../../ingest/source' {
  interface Providers {
    aviation?: AviationProviders;
  }
}

/** Every provider answer may say when its data was true (ISO 8601); default: the request time. */
export interface ProviderAnswer {
  fetchedAt?: string;
}

/** A flight-status lookup. */
export interface FlightStatusProvider {
  flightStatus(query: {
    flightNumber: string;
    date: string;
    origin?: string;
  }): Promise<ProviderAnswer & { flights: FlightInstance[]; source: string }>;
}

/** A lookup of one airport's departures or arrivals board (as the provider has it now). */
export interface AirportBoardProvider {
  airportBoard(query: {
    airport: string;
    direction: BoardDirection;
  }): Promise<ProviderAnswer & { board: FlightBoard }>;
}

/** The flight lookups of one provider: a flight's status and an airport's boards. */
export type FlightProvider = FlightStatusProvider & AirportBoardProvider;

/** What a live-stream lookup found. */
export interface LiveStreamAnswer extends ProviderAnswer {
  isLive: boolean;
  videoId?: string;
  channelExists?: boolean;
  channelName?: string;
  hlsUrl?: string;
  title?: string;
}

/** A live-stream lookup by channel handle/id or video id. */
export interface LiveStreamProvider {
  liveStreamInfo(query: { channel?: string; videoId?: string }): Promise<LiveStreamAnswer>;
}

/** A fare quote as the contract declares it. */
export type PriceQuote = Static<typeof PriceQuoteSchema>;

/** Parameters of a fare search (already validated). */
export interface FlightPriceQuery {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  cabin?: string;
  nonstopOnly: boolean;
  maxResults: number;
  currency?: string;
  market?: string;
}

/** A fare search. */
export interface FlightPriceProvider {
  searchPrices(
    query: FlightPriceQuery,
  ): Promise<ProviderAnswer & { provider: string; isIndicative: boolean; quotes: PriceQuote[] }>;
}

/** An itinerary as the contract declares it. */
export type ExtFlightResult = Static<typeof ExtFlightResultSchema>;

/** Filters both external searches take. */
export interface ExtSearchFilters {
  origin: string;
  destination: string;
  cabinClass?: string;
  maxStops?: string;
  departureWindow?: string;
  airlines: string[];
  passengers: number;
}

/** One departure date and its lowest fare. */
export interface DatePrice {
  date: string;
  price: number;
  returnDate?: string;
}

/** The external itinerary and calendar search. */
export interface ExtFlightSearchProvider {
  searchFlights(
    query: ExtSearchFilters & { departureDate: string; returnDate?: string; sortBy?: string },
  ): Promise<ProviderAnswer & { flights: ExtFlightResult[] }>;
  searchDates(
    query: ExtSearchFilters & {
      startDate: string;
      endDate: string;
      tripDuration?: number;
      roundTrip: boolean;
    },
  ): Promise<ProviderAnswer & { dates: DatePrice[] }>;
}

/** Result of calling a provider: its answer, or what failed (the degraded body's `error`). */
export type ProviderCall<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Calls a provider; a throw or rejection becomes `{ ok: false, error }`, never a 500 (DESIGN §4):
 * `daily_budget_spent` when the provider's daily call budget is used up, else `upstream_error`
 * with what failed when the adapter says (`upstream_error: timeout`, `upstream_error: HTTP 503`).
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<ProviderCall<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (err) {
    return { ok: false, error: failureOf(err) };
  }
}

function failureOf(err: unknown): string {
  if (!(err instanceof ProviderCallError)) return UPSTREAM_ERROR;
  if (err.reason === 'budget_spent') return DAILY_BUDGET_SPENT;
  return `${UPSTREAM_ERROR}: ${err.publicReason}`;
}

/** The time an answer is true for: the provider's own, else the request time. */
export function answeredAt(answer: ProviderAnswer, now: Date): string {
  const t = answer.fetchedAt === undefined ? Number.NaN : Date.parse(answer.fetchedAt);
  return Number.isNaN(t) ? now.toISOString() : new Date(t).toISOString();
}
