/**
 * GET /api/aviation/v1/list-airport-flights: flights on the latest departure and/or arrival board
 * of one airport, in scheduled order, at most `limit`.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  AIRPORT_FLIGHTS_DEFAULT_LIMIT,
  AIRPORT_FLIGHTS_NOT_COVERED,
  AIRPORT_FLIGHTS_UNAVAILABLE,
  listAirportFlights,
} from './contract-airports';
import { aviationKeys, type BoardDirection, type FlightBoard, type FlightInstance } from './data';

/** Handler of list-airport-flights. */
export const listAirportFlightsHandler = defineHandler(listAirportFlights, async (ctx, query) => {
  const read = await ctx.snapshots.read(aviationKeys.airportFlights);
  if (read.status !== 'hit') return unavailable(AIRPORT_FLIGHTS_UNAVAILABLE);
  const direction = query.direction ?? 'FLIGHT_DIRECTION_BOTH';
  const boards = read.snapshot.data.boards.filter(
    (b) =>
      b.airport === query.airport && (direction === 'FLIGHT_DIRECTION_BOTH' || b.direction === direction),
  );
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
