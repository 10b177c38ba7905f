/**
 * External itinerary and date search over SerpApi's Google Flights engine (request time): one
 * `GET /search?engine=google_flights` per route and departure date (and return date), cached;
 * search-ext-dates asks the same search for each day of its range (at most
 * `SERPAPI_MAX_DATES_PER_SEARCH` days, each cached and counted against the daily budget) and keeps
 * each day's lowest fare. Filters SerpApi takes are sent (`travel_class`, `stops`, `adults`,
 * `include_airlines`) and every filter is enforced again on the answer. Each call goes through the
 * shared provider client (time box, TTL + negative TTL, single flight, breaker, daily budget;
 * DESIGN §1). The key is the `api_key` query parameter (SerpApi takes it nowhere else): the cache
 * key leaves it out and failures are reported without the URL.
 * @see https://serpapi.com/google-flights-api
 */
import {
  type KeyedProviderOptions,
  keyedProviderClient,
  type ProviderClient,
  type ProviderLimits,
} from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { joinUrl } from '../../../../ingest/urls';
import type {
  DatePrice,
  ExtFlightResult,
  ExtFlightSearchProvider,
  ExtSearchFilters,
  ProviderAnswer,
} from '../../providers';
import { parseGoogleFlights, SERPAPI_PROVIDER_NAME, type SerpapiSearch } from './parser';

/** Path of the search endpoint. */
export const SERPAPI_SEARCH_PATH = '/search';
/** How long a search is reused: fares move within hours, and each search spends quota. */
export const SERPAPI_TTL_MS = 15 * 60_000;
/** How long a failure is reused before asking again. */
export const SERPAPI_NEGATIVE_TTL_MS = 60_000;
/** Most departure days one date search asks (each is a search); later days are not searched. */
export const SERPAPI_MAX_DATES_PER_SEARCH = 14;
/** Currency asked (the contract's prices carry none). */
export const SERPAPI_CURRENCY = 'USD';

/** SerpApi `travel_class` by contract cabin. */
export const TRAVEL_CLASS_BY_CABIN: Readonly<Record<string, string>> = {
  ECONOMY: '1',
  PREMIUM_ECONOMY: '2',
  BUSINESS: '3',
  FIRST: '4',
};
/** SerpApi `stops` by contract stop filter (0 any, 1 nonstop, 2 at most one stop). */
export const STOPS_BY_MAX_STOPS: Readonly<Record<string, string>> = {
  ANY: '0',
  NON_STOP: '1',
  ONE_STOP: '2',
  TWO_PLUS_STOPS: '0',
};
/** SerpApi `sort_by` by contract sort order. */
export const SORT_BY: Readonly<Record<string, string>> = {
  CHEAPEST: '2',
  DEPARTURE_TIME: '3',
  ARRIVAL_TIME: '4',
  DURATION: '5',
};

export type { ProviderLimits };

/** What the adapter needs. */
export type SerpapiOptions = KeyedProviderOptions;

type OneSearch = ExtSearchFilters & { departureDate: string; returnDate?: string; sortBy?: string };

/** The SerpApi Google Flights search, implementing the `aviation.flightSearch` port. */
export class SerpapiFlightSearchProvider implements ExtFlightSearchProvider {
  /** The shared-client instance of this provider (circuit state, budget left). */
  readonly client: ProviderClient;

  constructor(private readonly options: SerpapiOptions) {
    this.client = keyedProviderClient(
      { name: SERPAPI_PROVIDER_NAME, ttlMs: SERPAPI_TTL_MS, negativeTtlMs: SERPAPI_NEGATIVE_TTL_MS },
      options,
    );
  }

  /** Itineraries of one search, filtered and in the asked order. */
  async searchFlights(query: OneSearch): Promise<ProviderAnswer & { flights: ExtFlightResult[] }> {
    const { search, fetchedAt } = await this.search(query);
    const flights = sortItineraries(filterItineraries(search.itineraries, query), query.sortBy);
    return fetchedAt ? { flights, fetchedAt } : { flights };
  }

  /** The lowest fare of each departure day of the range (days with no fare left out). */
  async searchDates(
    query: ExtSearchFilters & {
      startDate: string;
      endDate: string;
      tripDuration?: number;
      roundTrip: boolean;
    },
  ): Promise<ProviderAnswer & { dates: DatePrice[] }> {
    const days = daysBetween(query.startDate, query.endDate).slice(0, SERPAPI_MAX_DATES_PER_SEARCH);
    const asks = days.map((date) => ({
      date,
      ...(query.roundTrip && query.tripDuration !== undefined
        ? { returnDate: addDays(date, query.tripDuration) }
        : {}),
    }));
    const settled = await Promise.allSettled(
      asks.map((a) =>
        this.search({
          ...query,
          departureDate: a.date,
          ...(a.returnDate ? { returnDate: a.returnDate } : {}),
        }),
      ),
    );
    const failure = settled.find((s) => s.status === 'rejected');
    // Some days answered: they are served; none did: the first failure says why.
    if (failure && settled.every((s) => s.status === 'rejected')) throw failure.reason;
    const dates: DatePrice[] = [];
    let oldest: string | undefined;
    settled.forEach((s, i) => {
      if (s.status !== 'fulfilled') return;
      const prices = filterItineraries(s.value.search.itineraries, query).map((it) => it.price);
      if (prices.length === 0) return;
      const a = asks[i]!;
      dates.push({
        date: a.date,
        price: Math.min(...prices),
        ...(a.returnDate ? { returnDate: a.returnDate } : {}),
      });
      if (s.value.fetchedAt && (!oldest || s.value.fetchedAt < oldest)) oldest = s.value.fetchedAt;
    });
    return oldest ? { dates, fetchedAt: oldest } : { dates };
  }

  /** One cached search; throws ProviderCallError when SerpApi gave no answer. */
  private async search(query: OneSearch): Promise<{ search: SerpapiSearch; fetchedAt?: string }> {
    const params = new URLSearchParams({
      engine: 'google_flights',
      departure_id: query.origin,
      arrival_id: query.destination,
      outbound_date: query.departureDate,
      type: query.returnDate ? '1' : '2',
      currency: SERPAPI_CURRENCY,
      hl: 'en',
      adults: String(query.passengers),
    });
    if (query.returnDate) params.set('return_date', query.returnDate);
    const travelClass = query.cabinClass ? TRAVEL_CLASS_BY_CABIN[query.cabinClass] : undefined;
    if (travelClass) params.set('travel_class', travelClass);
    const stops = query.maxStops ? STOPS_BY_MAX_STOPS[query.maxStops] : undefined;
    if (stops && stops !== '0') params.set('stops', stops);
    if (query.airlines.length > 0) params.set('include_airlines', [...query.airlines].sort().join(','));
    const sortBy = query.sortBy ? SORT_BY[query.sortBy] : undefined;
    if (sortBy) params.set('sort_by', sortBy);
    const key = `${SERPAPI_SEARCH_PATH}?${params.toString()}`;
    const result = await this.client.get(key, async (signal) => {
      const url = `${joinUrl(this.options.baseUrl, SERPAPI_SEARCH_PATH)}?${params.toString()}&api_key=${encodeURIComponent(this.options.apiKey)}`;
      return parseGoogleFlights(
        await this.client.fetchText(url, { headers: { accept: 'application/json' }, signal }),
      );
    });
    if (result.status === 'error') {
      // The client's error text may hold the URL, hence the key: only the reason and status leave.
      throw new ProviderCallError(SERPAPI_PROVIDER_NAME, result.reason, result.reason, result.httpStatus);
    }
    return result.status === 'ok'
      ? { search: result.value, fetchedAt: result.fetchedAt }
      : { search: { itineraries: [] } };
  }
}

/** The itineraries that meet the filters (stops, airlines of every leg, departure hour window). */
export function filterItineraries(list: readonly ExtFlightResult[], f: ExtSearchFilters): ExtFlightResult[] {
  const window = f.departureWindow?.split('-').map(Number);
  return list.filter((it) => {
    if (f.maxStops === 'NON_STOP' && it.stops > 0) return false;
    if (f.maxStops === 'ONE_STOP' && it.stops > 1) return false;
    if (f.maxStops === 'TWO_PLUS_STOPS' && it.stops < 2) return false;
    if (f.airlines.length > 0 && !it.legs.every((l) => f.airlines.includes(l.airlineCode))) return false;
    if (window && window.length === 2) {
      const hour = Number(it.legs[0]!.departureDatetime.slice(11, 13));
      if (hour < window[0]! || hour >= window[1]!) return false;
    }
    return true;
  });
}

/** The itineraries in the asked order (CHEAPEST when none is asked); ties keep SerpApi's order. */
export function sortItineraries(list: ExtFlightResult[], sortBy = 'CHEAPEST'): ExtFlightResult[] {
  const key: Record<string, (it: ExtFlightResult) => number | string> = {
    CHEAPEST: (it) => it.price,
    DURATION: (it) => it.durationMinutes,
    DEPARTURE_TIME: (it) => it.legs[0]!.departureDatetime,
    ARRIVAL_TIME: (it) => it.legs.at(-1)!.arrivalDatetime,
  };
  const by = key[sortBy] ?? key.CHEAPEST!;
  return [...list].sort((a, b) => {
    const x = by(a);
    const y = by(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length <= 366; d = addDays(d, 1)) out.push(d);
  return out;
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
