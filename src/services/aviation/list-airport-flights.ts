/**
 * GET /api/aviation/v1/list-airport-flights: flights on the latest departure and/or arrival board
 * of one airport, in scheduled order, at most `limit`.
 */
import { AIRPORT_FLIGHTS_DEFAULT_LIMIT, listAirportFlights } from '../../contract/aviation';
import { keys } from '../../store/keys';
import type { BoardDirection, FlightBoard, FlightInstance } from '../../store/schemas/aviation';
import { defineHandler, fromData, unavailable } from '../handler';

/** `source` when no snapshot exists, and when the snapshot has no board for the airport. */
export const SOURCE_UNAVAILABLE = 'unavailable';
export const SOURCE_NOT_COVERED = 'not_covered';

export const listAirportFlightsHandler = defineHandler(listAirportFlights, async (ctx, query) => {
  const degraded = (source: string) => unavailable({ flights: [], source, totalAvailable: 0 });
  const read = await ctx.snapshots.read(keys.aviationAirportFlights);
  if (read.status !== 'hit') return degraded(SOURCE_UNAVAILABLE);
  const direction = query.direction ?? 'FLIGHT_DIRECTION_BOTH';
  const boards = read.snapshot.data.boards.filter(
    (b) =>
      b.airport === query.airport && (direction === 'FLIGHT_DIRECTION_BOTH' || b.direction === direction),
  );
  if (boards.length === 0) return degraded(SOURCE_NOT_COVERED);
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
    read.snapshot.meta.fetchedAt,
  );
});

/** The time a flight sits on the board by: departure for departures, arrival for arrivals. */
function scheduledAt(flight: FlightInstance, direction: BoardDirection): number {
  const t = direction === 'FLIGHT_DIRECTION_DEPARTURE' ? flight.scheduledDeparture : flight.scheduledArrival;
  return t ?? Number.MAX_SAFE_INTEGER;
}

/** Distinct provider names of the boards used, comma-separated. */
export function sourcesOf(boards: readonly FlightBoard[]): string {
  return [...new Set(boards.map((b) => b.source))].join(',');
}
