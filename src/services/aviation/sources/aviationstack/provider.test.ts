/**
 * The AviationStack flight provider against a local HTTP server answering in the recorded format:
 * requests counted (cache, single flight, daily budget), the key kept out of the cache key and the
 * body, and the three operations it serves through the app.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFixture, TEST_USER_AGENT } from '../../../../../test/helpers/ingest/ingest-harness';
import { startUpstream, type Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { parseEnv, type RawEnv } from '../../../../env-vars';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { AVIATIONSTACK_FLIGHTS_PATH, AVIATIONSTACK_TTL_MS, AviationstackFlightProvider } from './provider';
import { AVIATIONSTACK_ENV, aviationstackSource, createAviationstackProviders } from './source';

/** Synthetic key (invented for the test). */
const KEY = 'as-test-key-0123456789';
const REAL = readFixture(import.meta.url, 'flight-su1713.json');
/** A departures page: the recorded flight plus a cancelled one in the documented format (invented). */
const BOARD = JSON.stringify({
  pagination: { limit: 100, offset: 0, count: 2, total: 2 },
  data: [
    JSON.parse(REAL).data[0],
    {
      flight_date: '2026-01-14',
      flight_status: 'cancelled',
      departure: { iata: 'KHV', timezone: 'Asia/Vladivostok', scheduled: '2026-01-14T09:00:00+00:00' },
      arrival: { iata: 'SVO', timezone: 'Europe/Moscow', scheduled: '2026-01-14T10:20:00+00:00' },
      airline: { name: 'Aeroflot', iata: 'SU', icao: 'AFL' },
      flight: { iata: 'SU1703', codeshared: null },
    },
  ],
});
/** Time box of the provider in these tests: seconds, so a busy machine does not fail them. */
const TIME_BOX_MS = 5_000;

const providersFor = (env: RawEnv, now: () => Date) =>
  createAviationstackProviders(
    parseEnv(AVIATIONSTACK_ENV, env),
    { now, userAgent: TEST_USER_AGENT },
    {
      timeoutMs: TIME_BOX_MS,
    },
  );

describe('AviationStack flight provider', () => {
  let up: Upstream;
  let clock: number;
  const now = () => new Date(clock);
  const provider = (env: RawEnv = {}) =>
    providersFor({ AVIATIONSTACK_API_KEY: KEY, AVIATIONSTACK_BASE_URL: up.url, ...env }, now).aviation
      ?.flights as AviationstackFlightProvider;
  const hits = () => up.requests.filter((r) => r.path.startsWith(AVIATIONSTACK_FLIGHTS_PATH)).length;

  beforeEach(async () => {
    clock = Date.UTC(2026, 0, 14, 12, 0);
    up = await startUpstream({
      [AVIATIONSTACK_FLIGHTS_PATH]: (req) => ({ body: req.path.includes('flight_iata') ? REAL : BOARD }),
    });
  });
  afterEach(() => up.close());

  it('asks for the flight with the key in the query and caches the answer for its TTL', async () => {
    const p = provider();
    const q = { flightNumber: 'SU1713', date: '2026-01-14', origin: 'KHV' };
    const first = await p.flightStatus(q);
    expect(first.flights.map((f) => f.flightNumber)).toEqual(['SU1713']);
    const url = new URL(up.requests[0]!.path, up.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      access_key: KEY,
      flight_iata: 'SU1713',
      flight_date: '2026-01-14',
      dep_iata: 'KHV',
    });
    await p.flightStatus(q);
    expect(hits()).toBe(1); // cache hit: no second request
    clock += AVIATIONSTACK_TTL_MS + 1;
    await p.flightStatus(q);
    expect(hits()).toBe(2);
  });

  it('makes one request for concurrent identical lookups', async () => {
    const p = provider();
    const ask = () => p.airportBoard({ airport: 'KHV', direction: 'FLIGHT_DIRECTION_DEPARTURE' });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(hits()).toBe(1);
    expect(answers[2]!.board.flights.map((f) => f.flightNumber)).toEqual(['SU1713', 'SU1703']);
    expect(new URL(up.requests[0]!.path, up.url).searchParams.get('dep_iata')).toBe('KHV');
  });

  it('stops calling once the daily budget is spent, and calls again the next UTC day', async () => {
    const p = provider({ AVIATIONSTACK_DAILY_CALLS: '2' });
    const ask = (airport: string) => p.airportBoard({ airport, direction: 'FLIGHT_DIRECTION_ARRIVAL' });
    await ask('AAA');
    await ask('BBB');
    const spent = await ask('CCC').catch((e: unknown) => e);
    expect(spent).toBeInstanceOf(ProviderCallError);
    expect((spent as ProviderCallError).reason).toBe('budget_spent');
    expect(hits()).toBe(2);
    await ask('AAA'); // cached answers are still served
    expect(hits()).toBe(2);
    clock = Date.UTC(2026, 0, 15, 0, 0, 1);
    await ask('CCC');
    expect(hits()).toBe(3);
  });

  it('answers upstream_error: timeout when the API outlasts the time box', async () => {
    // A one-second box against an answer held four seconds: the outcome does not depend on speed.
    up.route(AVIATIONSTACK_FLIGHTS_PATH, { body: REAL, delayMs: 4_000 });
    const providers = createAviationstackProviders(
      parseEnv(AVIATIONSTACK_ENV, { AVIATIONSTACK_API_KEY: KEY, AVIATIONSTACK_BASE_URL: up.url }),
      { now, userAgent: TEST_USER_AGENT },
      { timeoutMs: 1_000 },
    );
    const t = await buildTestApp({ deps: { now, providers } });
    const headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
    const res = await t.app.inject({ url: '/api/aviation/v1/list-airport-flights?airport=KHV', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ flights: [], source: 'upstream_error: timeout' });
    await t.close();
  });

  it('is built only with a key', () => {
    const deps = { now, userAgent: TEST_USER_AGENT };
    expect(aviationstackSource.createProviders({}, deps)).toEqual({});
    expect(
      aviationstackSource.createProviders({ AVIATIONSTACK_API_KEY: KEY }, deps).aviation?.flights,
    ).toBeInstanceOf(AviationstackFlightProvider);
  });

  it('serves the three operations, and says what failed without a 500 or the key', async () => {
    up.route(AVIATIONSTACK_FLIGHTS_PATH, (req) =>
      req.path.includes('XA1') ? { status: 503 } : { body: req.path.includes('flight_iata') ? REAL : BOARD },
    );
    const providers = providersFor({ AVIATIONSTACK_API_KEY: KEY, AVIATIONSTACK_BASE_URL: up.url }, now);
    const t = await buildTestApp({ deps: { now, providers } });
    const headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
    const get = (q: string) => t.app.inject({ url: `/api/aviation/v1/${q}`, headers });

    const status = await get('get-flight-status?flight_number=SU1713&date=2026-01-14');
    expect(status.headers['x-data-status']).toBe('ok');
    expect(status.json().flights[0]).toMatchObject({
      flightNumber: 'SU1713',
      scheduledDeparture: Date.UTC(2026, 0, 14, 4, 35),
      delayMinutes: 138,
    });

    const board = await get('list-airport-flights?airport=KHV&direction=FLIGHT_DIRECTION_DEPARTURE&limit=1');
    expect(board.json()).toMatchObject({ source: 'aviationstack', totalAvailable: 2 });
    expect(board.json().flights.map((f: { flightNumber: string }) => f.flightNumber)).toEqual(['SU1703']);

    const ops = await get('get-carrier-ops?airports=KHV');
    expect(ops.json().carriers).toEqual([
      expect.objectContaining({
        carrier: { iataCode: 'SU', icaoCode: 'AFL', name: 'Aeroflot' },
        airport: 'KHV',
        totalFlights: 2,
        cancelledCount: 1,
        delayedCount: 1,
        avgDelayMinutes: 138,
      }),
    ]);

    const failed = await get('get-flight-status?flight_number=XA1&date=2026-01-14');
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['x-data-status']).toBe('unavailable');
    expect(failed.json().source).toBe('upstream_error: HTTP 503');
    expect(failed.body).not.toContain(KEY);
    await t.close();
  });
});
