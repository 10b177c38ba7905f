/**
 * Flight lookups over AviationStack `GET /v1/flights` (request time): one flight's status
 * (`flight_iata`, `flight_date`, optional `dep_iata`) and an airport's departures or arrivals
 * (`dep_iata` / `arr_iata`, one page of `AVIATIONSTACK_BOARD_LIMIT`). Each lookup goes through the
 * shared provider client (time box, TTL + negative TTL, single flight, breaker, daily budget;
 * DESIGN §1). The key travels as `access_key` in the query (the API takes it nowhere else), so the
 * cache key is the URL without it, and failures are reported without the URL.
 * @see https://aviationstack.com/documentation
 */
import {
  type KeyedProviderOptions,
  keyedProviderClient,
  type ProviderClient,
  type ProviderLimits,
  type ProviderResult,
} from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { joinUrl } from '../../../../ingest/urls';
import type { BoardDirection, FlightBoard, FlightInstance } from '../../data';
import type { FlightProvider, ProviderAnswer } from '../../providers';
import {
  AVIATIONSTACK_PROVIDER_NAME,
  type AviationstackPage,
  boardOf,
  parseAviationstackFlights,
} from './parser';

/** Path of the flights endpoint. */
export const AVIATIONSTACK_FLIGHTS_PATH = '/v1/flights';
/** Flights asked per board lookup (the API's largest page). */
export const AVIATIONSTACK_BOARD_LIMIT = 100;
/** How long an answer is reused: the operations' `fast` cache tier is minutes (SPEC §4.2). */
export const AVIATIONSTACK_TTL_MS = 5 * 60_000;
/** How long "no such flight" or a failure is reused before asking again. */
export const AVIATIONSTACK_NEGATIVE_TTL_MS = 60_000;

export type { ProviderLimits };

/** What the adapter needs. */
export type AviationstackOptions = KeyedProviderOptions;

/** The AviationStack flight lookups, implementing the `aviation.flights` port. */
export class AviationstackFlightProvider implements FlightProvider {
  /** The shared-client instance of this provider (circuit state, budget left). */
  readonly client: ProviderClient;

  constructor(private readonly options: AviationstackOptions) {
    this.client = keyedProviderClient(
      {
        name: AVIATIONSTACK_PROVIDER_NAME,
        ttlMs: AVIATIONSTACK_TTL_MS,
        negativeTtlMs: AVIATIONSTACK_NEGATIVE_TTL_MS,
      },
      options,
    );
  }

  /** The flight's records on that date (several when it has legs or codeshares). */
  async flightStatus(query: {
    flightNumber: string;
    date: string;
    origin?: string;
  }): Promise<ProviderAnswer & { flights: FlightInstance[]; source: string }> {
    const params: Record<string, string> = { flight_iata: query.flightNumber, flight_date: query.date };
    if (query.origin) params.dep_iata = query.origin;
    const result = await this.lookup(params);
    if (result.status === 'empty') return { flights: [], source: AVIATIONSTACK_PROVIDER_NAME };
    return {
      flights: result.value.records.map((r) => r.flight),
      source: AVIATIONSTACK_PROVIDER_NAME,
      fetchedAt: result.fetchedAt,
    };
  }

  /** The airport's departures or arrivals as the API lists them now. */
  async airportBoard(query: {
    airport: string;
    direction: BoardDirection;
  }): Promise<ProviderAnswer & { board: FlightBoard }> {
    const side = query.direction === 'FLIGHT_DIRECTION_DEPARTURE' ? 'dep_iata' : 'arr_iata';
    const result = await this.lookup({ [side]: query.airport, limit: String(AVIATIONSTACK_BOARD_LIMIT) });
    const at = result.status === 'ok' ? Date.parse(result.fetchedAt) : this.options.now().getTime();
    const page = result.status === 'ok' ? result.value : { records: [], total: 0 };
    const board = boardOf(page, query.airport, query.direction, at);
    return result.status === 'ok' ? { board, fetchedAt: result.fetchedAt } : { board };
  }

  /** One cached lookup; throws ProviderCallError when the API gave no answer. */
  private async lookup(
    params: Record<string, string>,
  ): Promise<Exclude<ProviderResult<AviationstackPage>, { status: 'error' }>> {
    const query = new URLSearchParams(params).toString();
    const key = `${AVIATIONSTACK_FLIGHTS_PATH}?${query}`;
    const result = await this.client.get(key, async (signal) => {
      const url = `${joinUrl(this.options.baseUrl, AVIATIONSTACK_FLIGHTS_PATH)}?access_key=${encodeURIComponent(this.options.apiKey)}&${query}`;
      const page = parseAviationstackFlights(
        await this.client.fetchText(url, { headers: { accept: 'application/json' }, signal }),
      );
      return page.records.length > 0 ? page : null;
    });
    if (result.status === 'error') {
      // The client's error text may hold the URL, hence the key: only the reason and status leave.
      throw new ProviderCallError(
        AVIATIONSTACK_PROVIDER_NAME,
        result.reason,
        result.reason,
        result.httpStatus,
      );
    }
    return result;
  }
}
