/**
 * GET /api/aviation/v1/get-carrier-ops: departures of the asked airports (looked up at the flight
 * provider, else the stored boards) grouped by operating airline and airport, with delay and
 * cancellation figures; carriers with fewer than `min_flights` departures are left out.
 */
import type { Static } from 'typebox';
import { defineHandler, fromData, unavailable } from '../handler';
import {
  CARRIER_OPS_DEFAULT_MIN_FLIGHTS,
  CARRIER_OPS_NOT_COVERED,
  CARRIER_OPS_UNAVAILABLE,
  type CarrierOpsSummarySchema,
  getCarrierOps,
} from './contract-airports';
import { aviationKeys, type FlightBoard, type FlightInstance } from './data';
import { lookUpBoards, sourcesOf } from './list-airport-flights';

type CarrierOpsSummary = Static<typeof CarrierOpsSummarySchema>;

/** A departure counts as delayed from this many minutes late (the US DOT on-time definition). */
export const DELAYED_FROM_MINUTES = 15;

/** Handler of get-carrier-ops. */
export const getCarrierOpsHandler = defineHandler(getCarrierOps, async (ctx, query) => {
  // With a provider there is no watched list: only the asked airports can be looked up.
  const looked = await lookUpBoards(ctx, query.airports ?? [], ['FLIGHT_DIRECTION_DEPARTURE']);
  if (looked.status === 'failed') return unavailable({ ...CARRIER_OPS_UNAVAILABLE, source: looked.error });
  let boards: FlightBoard[];
  let fetchedAt: string;
  if (looked.status === 'ok') {
    ({ boards, fetchedAt } = looked);
  } else {
    const read = await ctx.snapshots.read(aviationKeys.airportFlights);
    if (read.status !== 'hit') return unavailable(CARRIER_OPS_UNAVAILABLE);
    const wanted = query.airports ? new Set(query.airports) : undefined;
    boards = read.snapshot.data.boards.filter(
      (b) => b.direction === 'FLIGHT_DIRECTION_DEPARTURE' && (wanted === undefined || wanted.has(b.airport)),
    );
    fetchedAt = read.snapshot.meta.fetchedAt;
  }
  if (boards.length === 0) return unavailable(CARRIER_OPS_NOT_COVERED);
  const minFlights = query.min_flights ?? CARRIER_OPS_DEFAULT_MIN_FLIGHTS;
  const carriers = boards
    .flatMap(summariseBoard)
    .filter((c) => c.totalFlights >= minFlights)
    .sort(
      (a, b) =>
        b.cancellationRate - a.cancellationRate ||
        b.delayPct - a.delayPct ||
        b.totalFlights - a.totalFlights ||
        a.airport.localeCompare(b.airport) ||
        carrierKey(a.carrier).localeCompare(carrierKey(b.carrier)),
    );
  return fromData(
    { carriers, source: sourcesOf(boards), updatedAt: Math.min(...boards.map((b) => b.updatedAt)) },
    fetchedAt,
  );
});

/** One summary per operating carrier on a departures board. */
function summariseBoard(board: FlightBoard): CarrierOpsSummary[] {
  const groups = new Map<string, FlightInstance[]>();
  for (const flight of board.flights) {
    const key = carrierKey(flight.operatingCarrier);
    if (key === '') continue; // a flight without any airline identity cannot be attributed
    const list = groups.get(key) ?? [];
    list.push(flight);
    groups.set(key, list);
  }
  return [...groups.values()].map((flights) => {
    const cancelled = flights.filter((f) => f.cancelled);
    const delayed = flights.filter((f) => !f.cancelled && (f.delayMinutes ?? 0) >= DELAYED_FROM_MINUTES);
    const totalDelay = delayed.reduce((n, f) => n + (f.delayMinutes ?? 0), 0);
    return {
      carrier: flights[0]!.operatingCarrier,
      airport: board.airport,
      totalFlights: flights.length,
      delayedCount: delayed.length,
      cancelledCount: cancelled.length,
      avgDelayMinutes: delayed.length === 0 ? 0 : Math.round(totalDelay / delayed.length),
      delayPct: percent(delayed.length, flights.length),
      cancellationRate: percent(cancelled.length, flights.length),
      updatedAt: board.updatedAt,
    };
  });
}

function carrierKey(c: FlightInstance['operatingCarrier']): string {
  return c.iataCode || c.icaoCode || c.name || '';
}

/** part / whole as a percentage with one decimal. */
function percent(part: number, whole: number): number {
  return Math.round((part / whole) * 1000) / 10;
}
