/** HTTP tests of list-airport-flights and of get-carrier-ops, which reads the same boards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { SOURCE_NOT_COVERED } from './contract-airports';
import { type AirportFlightsData, aviationKeys, type FlightInstance } from './data';

const FLIGHTS = '/api/aviation/v1/list-airport-flights';
const CARRIERS = '/api/aviation/v1/get-carrier-ops';
const FETCHED_AT = '2026-03-05T10:00:00.000Z';
const T0 = Date.UTC(2026, 2, 5, 10, 0);
const MIN = 60_000;

/** A synthetic flight (carrier, times and delays invented for the test). */
function flight(
  number: string,
  airline: string,
  from: string,
  to: string,
  minutesFromT0: number,
  over: Partial<FlightInstance> = {},
): FlightInstance {
  return {
    flightNumber: number,
    date: '2026-03-05',
    operatingCarrier: { iataCode: airline, name: `Airline ${airline}` },
    origin: { iata: from },
    destination: { iata: to },
    scheduledDeparture: T0 + minutesFromT0 * MIN,
    scheduledArrival: T0 + (minutesFromT0 + 120) * MIN,
    status: 'FLIGHT_INSTANCE_STATUS_SCHEDULED',
    delayMinutes: 0,
    cancelled: false,
    diverted: false,
    codeshareFlightNumbers: [],
    source: 'test',
    ...over,
  };
}

const DATA: AirportFlightsData = {
  boards: [
    {
      airport: 'IST',
      direction: 'FLIGHT_DIRECTION_DEPARTURE',
      source: 'test-provider',
      updatedAt: T0,
      totalAvailable: 240,
      flights: [
        flight('XA3', 'XA', 'IST', 'LHR', 30, { delayMinutes: 40 }),
        flight('XA1', 'XA', 'IST', 'FRA', 10, { delayMinutes: 20 }),
        flight('XA2', 'XA', 'IST', 'CDG', 20),
        flight('XB1', 'XB', 'IST', 'ESB', 15, {
          cancelled: true,
          status: 'FLIGHT_INSTANCE_STATUS_CANCELLED',
        }),
        flight('XB2', 'XB', 'IST', 'ESB', 25, { delayMinutes: 10 }),
        flight('XC1', 'XC', 'IST', 'AYT', 5),
      ],
    },
    {
      airport: 'IST',
      direction: 'FLIGHT_DIRECTION_ARRIVAL',
      source: 'test-provider',
      updatedAt: T0 - 5 * MIN,
      totalAvailable: 200,
      flights: [flight('XD9', 'XD', 'LHR', 'IST', -97), flight('XD8', 'XD', 'FRA', 'IST', -150)],
    },
    {
      airport: 'ESB',
      direction: 'FLIGHT_DIRECTION_DEPARTURE',
      source: 'test-provider',
      updatedAt: T0,
      totalAvailable: 1,
      flights: [flight('XB7', 'XB', 'ESB', 'IST', 0, { delayMinutes: 90 })],
    },
  ],
};

describe('aviation airport flights and carrier ops', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const get = (url: string) => t.app.inject({ url, headers });
  const numbers = (body: { flights: FlightInstance[] }) => body.flights.map((f) => f.flightNumber);

  beforeAll(async () => {
    t = await buildTestApp();
    headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
  });
  afterAll(() => t.close());

  it('answers the degraded bodies while no snapshot exists', async () => {
    const flights = await get(`${FLIGHTS}?airport=IST`);
    expect(flights.statusCode).toBe(200);
    expect(flights.headers['x-data-status']).toBe('unavailable');
    expect(flights.json()).toEqual({ flights: [], source: 'unavailable', totalAvailable: 0 });
    const carriers = await get(CARRIERS);
    expect(carriers.headers['x-data-status']).toBe('unavailable');
    expect(carriers.json()).toEqual({ carriers: [], source: 'unavailable' });
  });

  it('requires the airport and names every bad parameter', async () => {
    const missing = await get(FLIGHTS);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ violations: [{ field: 'airport', description: 'is required' }] });
    const bad = await get(`${FLIGHTS}?airport=ist&direction=UP&limit=101`);
    expect(
      bad
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['airport', 'direction', 'limit']);
    const carriers = await get(`${CARRIERS}?min_flights=-1&airports=IST&airports=1`);
    expect(
      carriers
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['airports[1]', 'min_flights']);
  });

  describe('with a published boards snapshot', () => {
    beforeAll(async () => {
      await t.store.snapshots.publish(aviationKeys.airportFlights, DATA, {
        fetchedAt: FETCHED_AT,
        source: 'test',
      });
    });

    // Departures sit on the board by departure time, arrivals by arrival time.
    it('merges both boards in scheduled order by default', async () => {
      const res = await get(`${FLIGHTS}?airport=IST`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toBe('ok');
      expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
      const body = res.json();
      expect(numbers(body)).toEqual(['XD8', 'XC1', 'XA1', 'XB1', 'XA2', 'XD9', 'XB2', 'XA3']);
      expect(body.source).toBe('test-provider');
      expect(body.totalAvailable).toBe(440);
      expect(body.updatedAt).toBe(T0 - 5 * MIN);
      expect(body.flights[1]).toEqual(DATA.boards[0]!.flights[5]);
    });

    it('filters by direction and caps at limit', async () => {
      const arrivals = await get(`${FLIGHTS}?airport=IST&direction=FLIGHT_DIRECTION_ARRIVAL`);
      expect(numbers(arrivals.json())).toEqual(['XD8', 'XD9']);
      expect(arrivals.json().totalAvailable).toBe(200);
      const departures = await get(`${FLIGHTS}?airport=IST&direction=FLIGHT_DIRECTION_DEPARTURE&limit=2`);
      expect(numbers(departures.json())).toEqual(['XC1', 'XA1']);
    });

    it('says when the airport has no board', async () => {
      const res = await get(`${FLIGHTS}?airport=JFK`);
      expect(res.headers['x-data-status']).toBe('unavailable');
      expect(res.json()).toEqual({ flights: [], source: SOURCE_NOT_COVERED, totalAvailable: 0 });
    });

    it('aggregates departures per carrier and airport', async () => {
      const res = await get(`${CARRIERS}?airports=IST`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toBe('ok');
      const body = res.json();
      expect(body.source).toBe('test-provider');
      expect(body.updatedAt).toBe(T0);
      expect(body.carriers).toEqual([
        {
          carrier: { iataCode: 'XB', name: 'Airline XB' },
          airport: 'IST',
          totalFlights: 2,
          delayedCount: 0,
          cancelledCount: 1,
          avgDelayMinutes: 0,
          delayPct: 0,
          cancellationRate: 50,
          updatedAt: T0,
        },
        {
          carrier: { iataCode: 'XA', name: 'Airline XA' },
          airport: 'IST',
          totalFlights: 3,
          delayedCount: 2,
          cancelledCount: 0,
          avgDelayMinutes: 30,
          delayPct: 66.7,
          cancellationRate: 0,
          updatedAt: T0,
        },
        {
          carrier: { iataCode: 'XC', name: 'Airline XC' },
          airport: 'IST',
          totalFlights: 1,
          delayedCount: 0,
          cancelledCount: 0,
          avgDelayMinutes: 0,
          delayPct: 0,
          cancellationRate: 0,
          updatedAt: T0,
        },
      ]);
    });

    it('applies min_flights and covers every departure board without airports', async () => {
      const min2 = await get(`${CARRIERS}?airports=IST&min_flights=2`);
      expect(min2.json().carriers.map((c: { carrier: { iataCode: string } }) => c.carrier.iataCode)).toEqual([
        'XB',
        'XA',
      ]);
      const all = await get(CARRIERS);
      const rows = all.json().carriers.map((c: { airport: string; carrier: { iataCode: string } }) => ({
        airport: c.airport,
        carrier: c.carrier.iataCode,
      }));
      expect(rows).toContainEqual({ airport: 'ESB', carrier: 'XB' });
      expect(rows).toHaveLength(4);
      const uncovered = await get(`${CARRIERS}?airports=JFK`);
      expect(uncovered.headers['x-data-status']).toBe('unavailable');
      expect(uncovered.json()).toEqual({ carriers: [], source: SOURCE_NOT_COVERED });
    });
  });

  it('refuses both operations without a key', async () => {
    for (const url of [`${FLIGHTS}?airport=IST`, CARRIERS]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
