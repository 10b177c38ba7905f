/**
 * The request-time aviation operations: degraded answers without a provider, mapping of a fake
 * provider's answer, a failing provider, and parameter validation.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Providers } from '../handler';
import type { FlightInstance } from './data';
import type {
  ExtFlightSearchProvider,
  FlightPriceProvider,
  FlightPriceQuery,
  FlightStatusProvider,
  LiveStreamProvider,
  PriceQuote,
} from './providers';

const BASE = '/api/aviation/v1';
const NOW = new Date('2026-03-01T08:00:00.000Z');
const fail = async (): Promise<never> => {
  throw new Error('provider down');
};

/** Synthetic provider answers (all values invented for the test). */
const FLIGHT: FlightInstance = {
  flightNumber: 'XA1952',
  date: '2026-03-05',
  operatingCarrier: { iataCode: 'XA' },
  origin: { iata: 'IST' },
  destination: { iata: 'LHR' },
  status: 'FLIGHT_INSTANCE_STATUS_SCHEDULED',
  cancelled: false,
  diverted: false,
  codeshareFlightNumbers: [],
  source: 'fake',
};
/** The airport-board half of a flight provider, for tests of the status half. */
const NO_BOARDS = { airportBoard: fail };
function quote(id: string, priceAmount: number, stops: number): PriceQuote {
  return {
    id,
    origin: 'JFK',
    destination: 'LHR',
    departureDate: '2026-12-01',
    returnDate: '',
    carrier: { iataCode: 'XA' },
    priceAmount,
    currency: 'USD',
    cabin: 'CABIN_CLASS_ECONOMY',
    stops,
    isIndicative: true,
    observedAt: NOW.getTime(),
    provider: 'fake',
  };
}

describe('aviation request-time operations', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  // The app keeps this object: tests add and remove fake providers in it.
  const providers: { -readonly [K in keyof Providers]: Providers[K] } = {};
  const get = (rpc: string, query = '') => t.app.inject({ url: `${BASE}/${rpc}${query}`, headers });
  const fields = (res: { json: () => { violations: { field: string }[] } }) =>
    res
      .json()
      .violations.map((v) => v.field)
      .sort();

  beforeAll(async () => {
    t = await buildTestApp({ deps: { now: () => NOW, providers } });
    headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
  });
  afterEach(() => {
    delete providers.aviation;
  });
  afterAll(() => t.close());

  it('answers every degraded body when no provider is configured', async () => {
    const cases: [string, string, unknown][] = [
      [
        'get-flight-status',
        '?flight_number=XA1952&date=2026-03-05',
        { flights: [], cacheHit: false, source: 'provider_not_configured' },
      ],
      [
        'get-video-live-stream-info',
        '?channel=@example',
        { isLive: false, error: 'provider_not_configured' },
      ],
      [
        'search-flight-prices',
        '?origin=JFK&destination=LHR&departure_date=2026-12-01',
        {
          quotes: [],
          provider: 'none',
          isDemoMode: false,
          isIndicative: false,
          degraded: true,
          error: 'provider_not_configured',
        },
      ],
      [
        'search-ext-flights',
        '?origin=JFK&destination=LHR&departure_date=2026-12-01',
        { flights: [], degraded: true, error: 'provider_not_configured' },
      ],
      [
        'search-ext-dates',
        '?origin=JFK&destination=LHR&start_date=2026-12-01&end_date=2026-12-10',
        { dates: [], degraded: true, error: 'provider_not_configured' },
      ],
    ];
    for (const [rpc, query, body] of cases) {
      const res = await get(rpc, query);
      expect(res.statusCode, rpc).toBe(200);
      expect(res.headers['x-data-status'], rpc).toBe('unavailable');
      expect(res.headers['cache-control'], rpc).toBe('no-store');
      expect(res.json(), rpc).toEqual(body);
    }
  });

  it('says which search fields are missing instead of searching', async () => {
    const video = await get('get-video-live-stream-info');
    expect(video.json()).toEqual({ isLive: false, error: 'missing channel or video_id' });
    const flights = await get('search-ext-flights', '?origin=JFK');
    expect(flights.json()).toMatchObject({
      degraded: true,
      error: expect.stringContaining('departure_date'),
    });
    const dates = await get('search-ext-dates', '?origin=JFK&destination=LHR');
    expect(dates.json()).toMatchObject({ degraded: true, error: expect.stringContaining('start_date') });
  });

  it('requires the required parameters and names every bad one', async () => {
    expect(fields(await get('get-flight-status'))).toEqual(['date', 'flight_number']);
    expect(fields(await get('get-flight-status', '?flight_number=X&date=2026-13-01&origin=lhr'))).toEqual([
      'date',
      'flight_number',
      'origin',
    ]);
    expect(fields(await get('search-flight-prices'))).toEqual(['departure_date', 'destination', 'origin']);
    const prices = await get(
      'search-flight-prices',
      '?origin=JFK&destination=LHR&departure_date=2026-12-01&adults=10&cabin=ECONOMY&nonstop_only=yes&max_results=51&currency=US&market=usa',
    );
    expect(fields(prices)).toEqual(['adults', 'cabin', 'currency', 'market', 'max_results', 'nonstop_only']);
    expect(fields(await get('get-video-live-stream-info', '?channel=a%20b&video_id=short'))).toEqual([
      'channel',
      'video_id',
    ]);
    const ext = await get(
      'search-ext-flights',
      '?cabin_class=CABIN_CLASS_ECONOMY&max_stops=TWO&sort_by=PRICE&departure_window=6-25&airlines=BA&airlines=b&passengers=0',
    );
    expect(fields(ext)).toEqual([
      'airlines[1]',
      'cabin_class',
      'departure_window',
      'max_stops',
      'passengers',
      'sort_by',
    ]);
    const dates = await get(
      'search-ext-dates',
      '?trip_duration=0&is_round_trip=1&sort_by_price=TRUE&end_date=x',
    );
    expect(fields(dates)).toEqual(['end_date', 'is_round_trip', 'sort_by_price', 'trip_duration']);
  });

  it('rejects parameters that contradict each other', async () => {
    const prices = await get(
      'search-flight-prices',
      '?origin=JFK&destination=LHR&departure_date=2026-12-05&return_date=2026-12-01',
    );
    expect(prices.json()).toEqual({
      violations: [{ field: 'return_date', description: 'must not be before departure_date' }],
    });
    expect(
      fields(
        await get(
          'search-ext-flights',
          '?departure_date=2026-12-05&return_date=2026-12-01&departure_window=20-6',
        ),
      ),
    ).toEqual(['departure_window', 'return_date']);
    expect(
      fields(await get('search-ext-dates', '?start_date=2026-12-05&end_date=2026-12-01&is_round_trip=true')),
    ).toEqual(['end_date', 'trip_duration']);
  });

  it('maps a flight-status answer and normalises the flight number', async () => {
    const seen: unknown[] = [];
    const fake: FlightStatusProvider = {
      async flightStatus(q) {
        seen.push(q);
        return { flights: [FLIGHT], source: 'fake', fetchedAt: '2026-03-01T07:59:00Z' };
      },
    };
    providers.aviation = { flights: { ...NO_BOARDS, ...fake } };
    const res = await get('get-flight-status', '?flight_number=xa%2001952&date=2026-03-05&origin=IST');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('ok');
    expect(res.headers['x-data-fetched-at']).toBe('2026-03-01T07:59:00.000Z');
    expect(res.json()).toEqual({ flights: [FLIGHT], cacheHit: false, source: 'fake' });
    expect(seen).toEqual([{ flightNumber: 'XA1952', date: '2026-03-05', origin: 'IST' }]);
  });

  it('maps a live-stream answer', async () => {
    const fake: LiveStreamProvider = {
      liveStreamInfo: async (q) => ({
        isLive: true,
        videoId: q.videoId ?? 'abcdefghijk',
        channelExists: true,
      }),
    };
    providers.aviation = { liveStreams: fake };
    const res = await get('get-video-live-stream-info', '?video_id=abcdefghijk');
    expect(res.headers['x-data-status']).toBe('ok');
    expect(res.headers['x-data-fetched-at']).toBe(NOW.toISOString());
    expect(res.json()).toEqual({ isLive: true, videoId: 'abcdefghijk', channelExists: true, error: '' });
  });

  it('sorts, filters and caps fare quotes, and never claims demo mode', async () => {
    const seen: FlightPriceQuery[] = [];
    const fake: FlightPriceProvider = {
      async searchPrices(q) {
        seen.push(q);
        return {
          provider: 'fake',
          isIndicative: true,
          quotes: [quote('q1', 500, 1), quote('q2', 300, 0), quote('q3', 400, 0), quote('q4', 200, 2)],
        };
      },
    };
    providers.aviation = { fares: fake };
    const res = await get(
      'search-flight-prices',
      '?origin=JFK&destination=LHR&departure_date=2026-12-01&nonstop_only=true&max_results=1&currency=eur',
    );
    expect(res.headers['x-data-status']).toBe('ok');
    const body = res.json();
    expect(body.quotes.map((q: PriceQuote) => q.id)).toEqual(['q2']);
    expect(body).toMatchObject({
      provider: 'fake',
      isDemoMode: false,
      isIndicative: true,
      degraded: false,
      error: '',
    });
    expect(body.updatedAt).toBe(NOW.getTime());
    expect(seen[0]).toMatchObject({ adults: 1, nonstopOnly: true, maxResults: 1, currency: 'EUR' });
  });

  it('maps external searches, ordering dates by price when asked', async () => {
    const fake: ExtFlightSearchProvider = {
      searchFlights: async () => ({ flights: [] }),
      searchDates: async () => ({
        dates: [
          { date: '2026-12-03', price: 120 },
          { date: '2026-12-01', price: 150, returnDate: '2026-12-08' },
          { date: '2026-12-02', price: 90 },
        ],
      }),
    };
    providers.aviation = { flightSearch: fake };
    const flights = await get('search-ext-flights', '?origin=JFK&destination=LHR&departure_date=2026-12-01');
    expect(flights.headers['x-data-status']).toBe('ok');
    expect(flights.json()).toEqual({ flights: [], degraded: true, error: 'no_results' });
    const q = '?origin=JFK&destination=LHR&start_date=2026-12-01&end_date=2026-12-03';
    const byDate = await get('search-ext-dates', q);
    expect(byDate.json().dates.map((d: { date: string }) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(byDate.json().dates[1]).toEqual({ date: '2026-12-02', price: 90, returnDate: '' });
    const byPrice = await get('search-ext-dates', `${q}&sort_by_price=true`);
    expect(byPrice.json().dates.map((d: { price: number }) => d.price)).toEqual([90, 120, 150]);
    expect(byPrice.json()).toMatchObject({ degraded: false, error: '' });
  });

  it('turns a failing provider into the degraded body, never a 500', async () => {
    providers.aviation = {
      flights: { flightStatus: fail, airportBoard: fail },
      liveStreams: { liveStreamInfo: fail },
      fares: { searchPrices: fail },
      flightSearch: { searchFlights: fail, searchDates: fail },
    };
    const answers = await Promise.all([
      get('get-flight-status', '?flight_number=XA1&date=2026-03-05'),
      get('get-video-live-stream-info', '?channel=UCabc'),
      get('search-flight-prices', '?origin=JFK&destination=LHR&departure_date=2026-12-01'),
      get('search-ext-flights', '?origin=JFK&destination=LHR&departure_date=2026-12-01'),
      get('search-ext-dates', '?origin=JFK&destination=LHR&start_date=2026-12-01&end_date=2026-12-02'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toBe('unavailable');
    }
    expect(answers[0]!.json().source).toBe('upstream_error');
    for (const res of answers.slice(1)) expect(res.json().error).toBe('upstream_error');
  });

  it('refuses every request-time operation without a key', async () => {
    for (const rpc of [
      'get-flight-status',
      'get-video-live-stream-info',
      'search-flight-prices',
      'search-ext-flights',
      'search-ext-dates',
    ]) {
      expect((await t.app.inject({ url: `${BASE}/${rpc}` })).statusCode, rpc).toBe(401);
    }
  });
});
