/**
 * The SerpApi flight search against a local HTTP server answering the recorded search: parameters
 * sent, filters enforced, requests counted (cache, single flight, one search per day of a date
 * range, daily budget), and both operations through the app.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFixture, TEST_USER_AGENT } from '../../../../../test/helpers/ingest/ingest-harness';
import { startUpstream, type Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { parseEnv, type RawEnv } from '../../../../env-vars';
import type { ExtSearchFilters } from '../../providers';
import { SERPAPI_SEARCH_PATH, SERPAPI_TTL_MS, SerpapiFlightSearchProvider } from './provider';
import { createSerpapiProviders, SERPAPI_ENV, serpapiSource } from './source';

/** Synthetic key (invented for the test). */
const KEY = 'serp-test-key-0123456789';
const REAL = readFixture(import.meta.url, 'google-flights-ber-ory.json');
const FILTERS: ExtSearchFilters = { origin: 'BER', destination: 'ORY', airlines: [], passengers: 1 };
const TIME_BOX_MS = 5_000;

describe('SerpApi flight search', () => {
  let up: Upstream;
  let clock: number;
  const now = () => new Date(clock);
  const providersFor = (env: RawEnv = {}) =>
    createSerpapiProviders(
      parseEnv(SERPAPI_ENV, { SERPAPI_API_KEY: KEY, SERPAPI_BASE_URL: up.url, ...env }),
      { now, userAgent: TEST_USER_AGENT },
      { timeoutMs: TIME_BOX_MS },
    );
  const provider = (env: RawEnv = {}) =>
    providersFor(env).aviation?.flightSearch as SerpapiFlightSearchProvider;
  const hits = () => up.requests.filter((r) => r.path.startsWith(SERPAPI_SEARCH_PATH)).length;
  const params = (i: number) => Object.fromEntries(new URL(up.requests[i]!.path, up.url).searchParams);

  beforeEach(async () => {
    clock = Date.UTC(2025, 1, 26, 12, 30);
    up = await startUpstream({ [SERPAPI_SEARCH_PATH]: { body: REAL } });
  });
  afterEach(() => up.close());

  it('sends the search, filters and sorts the recorded itineraries, and caches the search', async () => {
    const p = provider();
    const q = {
      ...FILTERS,
      departureDate: '2025-03-12',
      returnDate: '2025-03-20',
      maxStops: 'ONE_STOP',
      cabinClass: 'ECONOMY',
    };
    const { flights } = await p.searchFlights({ ...q, sortBy: 'DURATION' });
    expect(flights.map((f) => f.price)).toEqual([69, 148, 446]);
    expect(params(0)).toEqual({
      engine: 'google_flights',
      departure_id: 'BER',
      arrival_id: 'ORY',
      outbound_date: '2025-03-12',
      return_date: '2025-03-20',
      type: '1',
      currency: 'USD',
      hl: 'en',
      adults: '1',
      travel_class: '1',
      stops: '2',
      sort_by: '5',
      api_key: KEY,
    });
    await Promise.all([
      p.searchFlights({ ...q, sortBy: 'DURATION' }),
      p.searchFlights({ ...q, sortBy: 'DURATION' }),
    ]);
    expect(hits()).toBe(1);
    clock += SERPAPI_TTL_MS + 1;
    const nonstop = await p.searchFlights({
      ...q,
      maxStops: 'NON_STOP',
      departureWindow: '18-24',
      airlines: ['U2'],
    });
    expect(nonstop.flights.map((f) => f.legs[0]!.flightNumber)).toEqual(['U24876']);
  });

  it('searches each day of a date range once and keeps its lowest fare', async () => {
    const p = provider();
    const answer = await p.searchDates({
      ...FILTERS,
      startDate: '2025-03-12',
      endDate: '2025-03-14',
      roundTrip: true,
      tripDuration: 8,
    });
    expect(answer.dates).toEqual([
      { date: '2025-03-12', price: 69, returnDate: '2025-03-20' },
      { date: '2025-03-13', price: 69, returnDate: '2025-03-21' },
      { date: '2025-03-14', price: 69, returnDate: '2025-03-22' },
    ]);
    expect(up.requests.map((_, i) => params(i).outbound_date).sort()).toEqual([
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
    await p.searchDates({
      ...FILTERS,
      startDate: '2025-03-12',
      endDate: '2025-03-14',
      roundTrip: true,
      tripDuration: 8,
    });
    expect(hits()).toBe(3);
  });

  it('is built only with a key', () => {
    const deps = { now, userAgent: TEST_USER_AGENT };
    expect(serpapiSource.createProviders({}, deps)).toEqual({});
    expect(
      serpapiSource.createProviders({ SERPAPI_API_KEY: KEY }, deps).aviation?.flightSearch,
    ).toBeInstanceOf(SerpapiFlightSearchProvider);
  });

  it('serves both operations; a spent budget and a failure are degraded bodies with their error', async () => {
    const t = await buildTestApp({ deps: { now, providers: providersFor({ SERPAPI_DAILY_CALLS: '2' }) } });
    const headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
    const get = (q: string) => t.app.inject({ url: `/api/aviation/v1/${q}`, headers });

    const flights = await get(
      'search-ext-flights?origin=BER&destination=ORY&departure_date=2025-03-12&return_date=2025-03-20',
    );
    expect(flights.headers['x-data-status']).toBe('ok');
    expect(flights.json().flights.map((f: { price: number }) => f.price)).toEqual([69, 148, 446]);
    expect(flights.json()).toMatchObject({ degraded: false, error: '' });

    const dates = await get(
      'search-ext-dates?origin=BER&destination=ORY&start_date=2025-03-12&end_date=2025-03-12',
    );
    expect(dates.json()).toEqual({
      dates: [{ date: '2025-03-12', price: 69, returnDate: '' }],
      degraded: false,
      error: '',
    });

    const spent = await get('search-ext-flights?origin=BER&destination=ORY&departure_date=2025-03-13');
    expect(spent.statusCode).toBe(200);
    expect(spent.json()).toEqual({ flights: [], degraded: true, error: 'daily_budget_spent' });
    expect(hits()).toBe(2);

    clock = Date.UTC(2025, 1, 27, 0, 0, 1);
    up.route(SERPAPI_SEARCH_PATH, { status: 401, body: JSON.stringify({ error: 'Invalid API key.' }) });
    const failed = await get('search-ext-flights?origin=BER&destination=ORY&departure_date=2025-03-13');
    expect(failed.json()).toEqual({ flights: [], degraded: true, error: 'upstream_error: HTTP 401' });
    expect(failed.body).not.toContain(KEY);
    await t.close();
  });
});
