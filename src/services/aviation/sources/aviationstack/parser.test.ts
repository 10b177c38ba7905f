/** The AviationStack parser on the recorded SU1713 answer, plus synthetic boards and error bodies. */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { boardOf, localToEpoch, parseAviationstackFlights } from './parser';

const REAL = readFixture(import.meta.url, 'flight-su1713.json');

/** A flight record in the documented format (values invented for the test). */
function row(iata: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    flight_date: '2026-03-05',
    flight_status: status,
    departure: {
      iata: 'JFK',
      timezone: 'America/New_York',
      scheduled: '2026-03-05T08:00:00+00:00',
      delay: null,
    },
    arrival: { iata: 'LHR', timezone: 'Europe/London', scheduled: '2026-03-05T20:00:00+00:00' },
    airline: { name: 'Example Air', iata: iata.slice(0, 2), icao: 'EXA' },
    flight: { number: iata.slice(2), iata, icao: null, codeshared: null },
    aircraft: null,
    live: null,
    ...extra,
  };
}

describe('parseAviationstackFlights', () => {
  it('reads the recorded flight, local times in the airports own time zones', () => {
    const page = parseAviationstackFlights(REAL);
    expect(page.total).toBe(2);
    expect(page.records).toHaveLength(1);
    const f = page.records[0]!.flight;
    expect(f).toEqual({
      flightNumber: 'SU1713',
      date: '2026-01-14',
      operatingCarrier: { iataCode: 'SU', icaoCode: 'AFL', name: 'Aeroflot' },
      origin: { iata: 'KHV', icao: 'UHHH', name: 'Novyy', timezone: 'Asia/Vladivostok' },
      destination: {
        iata: 'SVO',
        icao: 'UUEE',
        name: 'Sheremetyevo International',
        timezone: 'Europe/Moscow',
      },
      // 14:35 at KHV (UTC+10) and 15:55 at SVO (UTC+3): 8 h 20 min in the air.
      scheduledDeparture: Date.UTC(2026, 0, 14, 4, 35),
      estimatedDeparture: Date.UTC(2026, 0, 14, 4, 35),
      actualDeparture: Date.UTC(2026, 0, 14, 7, 34),
      scheduledArrival: Date.UTC(2026, 0, 14, 12, 55),
      estimatedArrival: Date.UTC(2026, 0, 14, 15, 13),
      status: 'FLIGHT_INSTANCE_STATUS_SCHEDULED',
      delayMinutes: 138,
      cancelled: false,
      diverted: false,
      aircraftIcao24: '151db7',
      aircraftType: 'B77W',
      codeshareFlightNumbers: [],
      source: 'aviationstack',
      updatedAt: Date.parse('2026-01-14T13:22:16Z'),
    });
  });

  it('maps every documented status, and an unknown one to UNKNOWN', () => {
    const statuses = ['scheduled', 'active', 'landed', 'cancelled', 'incident', 'diverted', 'boarding?'];
    const page = parseAviationstackFlights(
      JSON.stringify({ data: statuses.map((s, i) => row(`XA${i + 1}`, s)) }),
    );
    expect(page.records.map((r) => r.flight.status)).toEqual([
      'FLIGHT_INSTANCE_STATUS_SCHEDULED',
      'FLIGHT_INSTANCE_STATUS_AIRBORNE',
      'FLIGHT_INSTANCE_STATUS_LANDED',
      'FLIGHT_INSTANCE_STATUS_CANCELLED',
      'FLIGHT_INSTANCE_STATUS_UNKNOWN',
      'FLIGHT_INSTANCE_STATUS_DIVERTED',
      'FLIGHT_INSTANCE_STATUS_UNKNOWN',
    ]);
    expect(page.records.map((r) => [r.flight.cancelled, r.flight.diverted])[3]).toEqual([true, false]);
    expect(page.records[0]!.flight.scheduledDeparture).toBe(Date.UTC(2026, 2, 5, 13, 0)); // EST, UTC-5
  });

  it('drops times without a time zone and records without a flight number', () => {
    const noZone = row('XA1', 'scheduled', {
      departure: { iata: 'JFK', scheduled: '2026-03-05T08:00:00+00:00' },
    });
    const page = parseAviationstackFlights(JSON.stringify({ data: [noZone, { flight_date: '2026-03-05' }] }));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]!.flight.scheduledDeparture).toBeUndefined();
  });

  it('folds codeshare records into the operating flight of a board', () => {
    const codeshare = row('XB900', 'scheduled', {
      flight: { iata: 'XB900', codeshared: { airline_iata: 'xa', flight_iata: 'xa1' } },
    });
    const page = parseAviationstackFlights(
      JSON.stringify({
        pagination: { total: 3 },
        data: [row('XA1', 'scheduled'), codeshare, row('XA2', 'landed')],
      }),
    );
    const board = boardOf(page, 'JFK', 'FLIGHT_DIRECTION_DEPARTURE', 1);
    expect(board.flights.map((f) => [f.flightNumber, f.codeshareFlightNumbers])).toEqual([
      ['XA1', ['XB900']],
      ['XA2', []],
    ]);
    expect(board.totalAvailable).toBe(2);
    // The page is a cached value: a second board from it is the same, and the page is untouched.
    expect(boardOf(page, 'JFK', 'FLIGHT_DIRECTION_DEPARTURE', 1)).toEqual(board);
    expect(page.records[0]!.flight.codeshareFlightNumbers).toEqual([]);
  });

  it('refuses an error body and a body without data', () => {
    const err = JSON.stringify({
      error: { code: 'usage_limit_reached', message: 'Your monthly limit has been reached.' },
    });
    expect(() => parseAviationstackFlights(err)).toThrow(PayloadError);
    expect(() => parseAviationstackFlights('{}')).toThrow(PayloadError);
  });

  it('reads local times across a daylight-saving change', () => {
    expect(localToEpoch('2026-03-29T03:30:00+00:00', 'Europe/London')).toBe(Date.UTC(2026, 2, 29, 2, 30));
    expect(localToEpoch('2026-01-10T12:00:00+00:00', 'Not/AZone')).toBeUndefined();
  });
});
