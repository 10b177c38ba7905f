/**
 * Ports of the request-time aviation providers (DESIGN §1): a flight-status lookup, a live-stream
 * lookup, a fare search and an external itinerary search. Adapters are registered under the names
 * below, by the sources that provide them (`sources/<source>/source.ts`, `providers`) or by tests
 * through `deps.providers`; without one the operation answers its degraded body (DESIGN §4).
 * Adapters own timeouts, caching and circuit breaking.
 */
import type { Static } from 'typebox';
import type { Providers } from '../handler';
import type { ExtFlightResultSchema, PriceQuoteSchema } from './contract-request-time';
import type { FlightInstance } from './data';

/** Names under which the adapters are registered in `providers`. */
export const AVIATION_PROVIDERS = {
  flightStatus: 'aviation.flightStatus',
  liveStream: 'aviation.liveStream',
  flightPrices: 'aviation.flightPrices',
  extFlightSearch: 'aviation.extFlightSearch',
} as const;

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

/** Returns the adapter registered under `name` when it has every method the port needs. */
export function providerPort<T extends object>(
  providers: Providers,
  name: string,
  methods: readonly (keyof T & string)[],
): T | undefined {
  const candidate = providers[name];
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const record = candidate as Record<string, unknown>;
  return methods.every((m) => typeof record[m] === 'function') ? (candidate as T) : undefined;
}

/** Result of calling a provider: its answer, or the fact that it failed. */
export type ProviderCall<T> = { ok: true; value: T } | { ok: false };

/** Calls a provider; a throw or rejection becomes `{ ok: false }`, never a 500 (DESIGN §4). */
export async function callProvider<T>(call: () => Promise<T>): Promise<ProviderCall<T>> {
  try {
    return { ok: true, value: await call() };
  } catch {
    return { ok: false };
  }
}

/** The time an answer is true for: the provider's own, else the request time. */
export function answeredAt(answer: ProviderAnswer, now: Date): string {
  const t = answer.fetchedAt === undefined ? Number.NaN : Date.parse(answer.fetchedAt);
  return Number.isNaN(t) ? now.toISOString() : new Date(t).toISOString();
}
