/**
 * GET /api/aviation/v1/list-airport-flights: flights on the departure and/or arrival board of one
 * airport, in scheduled order, at most `limit`. With a flight provider the boards are looked up at
 * request time; without one, the stored boards are read (DESIGN §1).
 */
import { defineHandler, fromData, type HandlerContext, unavailable } from '../handler';
import {
  AIRPORT_FLIGHTS_DEFAULT_LIMIT,
  AIRPORT_FLIGHTS_NOT_COVERED,
  AIRPORT_FLIGHTS_UNAVAILABLE,
  listAirportFlights,
} from './contract-airports';
import {
  aviationKeys,
  BOARD_DIRECTIONS,
  type BoardDirection,
  type FlightBoard,
  type FlightInstance,
} from './data';
import { answeredAt, callProvider } from './providers';

/** Handler of list-airport-flights. */
export const listAirportFlightsHandler = defineHandler(listAirportFlights, async (ctx, query) => {
  const direction = query.direction ?? 'FLIGHT_DIRECTION_BOTH';
  const wanted = BOARD_DIRECTIONS.filter((d) => direction === 'FLIGHT_DIRECTION_BOTH' || d === direction);
  const looked = await lookUpBoards(ctx, [query.airport], wanted);
  if (looked.status === 'failed')
    return unavailable({ ...AIRPORT_FLIGHTS_UNAVAILABLE, source: looked.error });
  let boards: FlightBoard[];
  let fetchedAt: string;
  if (looked.status === 'ok') {
    ({ boards, fetchedAt } = looked);
  } else {
    const read = await ctx.snapshots.read(aviationKeys.airportFlights);
    if (read.status !== 'hit') return unavailable(AIRPORT_FLIGHTS_UNAVAILABLE);
    boards = read.snapshot.data.boards.filter(
      (b) => b.airport === query.airport && wanted.includes(b.direction),
    );
    fetchedAt = read.snapshot.meta.fetchedAt;
  }
  if (boards.length === 0) return unavailable(AIRPORT_FLIGHTS_NOT_COVERED);
  const flights = boards
    .flatMap((b) => b.flights.map((flight) => ({ flight, at: scheduledAt(flight, b.direction) })))
    .sort((a, b) => a.at - b.at)
    .slice(0, query.limit ?? AIRPORT_FLIGHTS_DEFAULT_LIMIT)
    .map((x) => x.flight);
  return fromData(
    {
      flights,
      source: sourcesOf(boards),
      totalAvailable: boards.reduce((n, b) => n + b.totalAvailable, 0),
      updatedAt: Math.min(...boards.map((b) => b.updatedAt)),
    },
    fetchedAt,
  );
});

/** Boards looked up at request time: none without a provider, or what failed. */
export type BoardLookup =
  | { status: 'no_provider' }
  | { status: 'failed'; error: string }
  | { status: 'ok'; boards: FlightBoard[]; fetchedAt: string };

/** Looks the boards up at the flight provider, one call per airport and direction (each cached). */
export async function lookUpBoards(
  ctx: HandlerContext,
  airports: readonly string[],
  directions: readonly BoardDirection[],
): Promise<BoardLookup> {
  const provider = ctx.providers.aviation?.flights;
  if (!provider) return { status: 'no_provider' };
  const asks = airports.flatMap((airport) => directions.map((direction) => ({ airport, direction })));
  const calls = await Promise.all(asks.map((ask) => callProvider(() => provider.airportBoard(ask))));
  const failed = calls.find((c) => !c.ok);
  if (failed && !failed.ok) return { status: 'failed', error: failed.error };
  const answers = calls.flatMap((c) => (c.ok ? [c.value] : []));
  const times = answers.map((a) => answeredAt(a, ctx.now()));
  return {
    status: 'ok',
    boards: answers.map((a) => a.board),
    fetchedAt: times.sort()[0] ?? ctx.now().toISOString(),
  };
}

/** The time a flight sits on the board by: departure for departures, arrival for arrivals. */
function scheduledAt(flight: FlightInstance, direction: BoardDirection): number {
  const t = direction === 'FLIGHT_DIRECTION_DEPARTURE' ? flight.scheduledDeparture : flight.scheduledArrival;
  return t ?? Number.MAX_SAFE_INTEGER;
}

/** Distinct provider names of the boards used, comma-separated. */
export function sourcesOf(boards: readonly FlightBoard[]): string {
  return [...new Set(boards.map((b) => b.source))].join(',');
}
