/**
 * The Travelpayouts fare provider against a local HTTP server serving price lists in the recorded
 * format: success, cache, upstream failure, timeout, circuit breaker, registration, and the
 * operation's answers through the app (a failing provider is a degraded body, never a 500).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOCAL_TIME_BOX_MS,
  readFixture,
  SILENT_UPSTREAM_MS,
  TEST_USER_AGENT,
} from '../../../../../test/helpers/ingest/ingest-harness';
import { startUpstream, type Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { ConfigError, parseEnv, type RawEnv } from '../../../../env-vars';
import { ProviderCallError } from '../../../../ingest/provider-error';
import type { FlightPriceQuery } from '../../providers';
import type { ProviderLimits } from './provider';
import {
  TRAVELPAYOUTS_LATEST_PATH,
  TRAVELPAYOUTS_PAGE_LIMIT,
  TRAVELPAYOUTS_TTL_MS,
  TravelpayoutsPriceProvider,
} from './provider';
import { createTravelpayoutsProviders, TRAVELPAYOUTS_ENV, travelpayoutsSource } from './source';

/** Synthetic token (invented for the test). */
const TOKEN = 'tp-test-token-0123456789';
/**
 * The recorded fares (MOW → BKK, prices in roubles) in the `{success, data, currency}` envelope the
 * v2 routes document; the envelope is written here, the fares are the recorded ones.
 */
const CALENDAR = readFixture(import.meta.url, 'calendar_of_prices.json');
const FARES = (JSON.parse(CALENDAR) as { best_prices: unknown[] }).best_prices;
const V2_BODY = JSON.stringify({ success: true, data: FARES, currency: 'rub' });
const QUERY: FlightPriceQuery = {
  origin: 'MOW',
  destination: 'BKK',
  departureDate: '2015-04-02',
  adults: 1,
  nonstopOnly: false,
  maxResults: 10,
};
/** The providers of the source for an environment, with the test clock and client limits. */
const providersFor = (env: RawEnv, now: () => Date, limits?: ProviderLimits) =>
  createTravelpayoutsProviders(parseEnv(TRAVELPAYOUTS_ENV, env), { now, userAgent: TEST_USER_AGENT }, limits);

describe('Travelpayouts fare provider', () => {
  let up: Upstream;
  let clock: number;
  const now = () => new Date(clock);
  const provider = (limits: ProviderLimits = {}) =>
    providersFor({ TRAVELPAYOUTS_TOKEN: TOKEN, TRAVELPAYOUTS_BASE_URL: up.url }, now, {
      timeoutMs: LOCAL_TIME_BOX_MS,
      ...limits,
    }).aviation?.fares as TravelpayoutsPriceProvider;
  const hits = () => up.requests.filter((r) => r.path.startsWith(TRAVELPAYOUTS_LATEST_PATH)).length;

  beforeEach(async () => {
    clock = Date.UTC(2026, 2, 1, 8, 0, 0);
    up = await startUpstream({ [TRAVELPAYOUTS_LATEST_PATH]: { body: V2_BODY } });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await up.close();
  });

  it("answers the asked day's fares, asking for the month with the token in a header", async () => {
    const answer = await provider().searchPrices(QUERY);
    expect(answer).toMatchObject({
      provider: 'travelpayouts_data',
      isIndicative: true,
      fetchedAt: '2026-03-01T08:00:00.000Z',
    });
    expect(answer.quotes).toEqual([
      expect.objectContaining({ departureDate: '2015-04-02', priceAmount: 14463, currency: 'RUB', stops: 1 }),
    ]);
    const req = up.requests[0]!;
    expect(req.headers['x-access-token']).toBe(TOKEN);
    expect(req.path).not.toContain(TOKEN);
    expect(req.headers['user-agent']).toMatch(/worldmonitor-api/);
    const params = Object.fromEntries(new URL(req.path, up.url).searchParams);
    expect(params).toEqual({
      origin: 'MOW',
      destination: 'BKK',
      currency: 'usd',
      period_type: 'month',
      beginning_of_period: '2015-04-01',
      one_way: 'true',
      trip_class: '0',
      sorting: 'price',
      limit: String(TRAVELPAYOUTS_PAGE_LIMIT),
    });
  });

  it('serves other days of a cached month without calling the upstream again, until the TTL ends', async () => {
    const p = provider();
    await p.searchPrices(QUERY);
    const again = await p.searchPrices({ ...QUERY, departureDate: '2015-04-19' });
    expect(again.quotes.map((q) => q.priceAmount)).toEqual([18666]);
    expect(hits()).toBe(1);
    clock += TRAVELPAYOUTS_TTL_MS + 1;
    await p.searchPrices(QUERY);
    expect(hits()).toBe(2);
  });

  it('reads the recorded calendar answer as served, and asks for the return trip and market', async () => {
    up.route(TRAVELPAYOUTS_LATEST_PATH, { body: CALENDAR });
    const p = provider();
    const oneWay = await p.searchPrices({ ...QUERY, currency: 'eur' });
    expect(oneWay.quotes[0]).toMatchObject({ priceAmount: 14463, currency: 'EUR' });
    const back = await p.searchPrices({ ...QUERY, returnDate: '2015-04-12', market: 'RU' });
    expect(back.quotes).toEqual([]);
    const params = new URL(up.requests[1]!.path, up.url).searchParams;
    expect([params.get('one_way'), params.get('market')]).toEqual(['false', 'ru']);
  });

  it('answers no quote for premium economy, a class the API does not have, without calling it', async () => {
    const answer = await provider().searchPrices({ ...QUERY, cabin: 'CABIN_CLASS_PREMIUM_ECONOMY' });
    expect(answer.quotes).toEqual([]);
    expect(hits()).toBe(0);
  });

  it('fails with a ProviderCallError on an upstream 5xx or a refused request', async () => {
    up.route(TRAVELPAYOUTS_LATEST_PATH, { status: 502, body: 'bad gateway' });
    const p = provider();
    await expect(p.searchPrices(QUERY)).rejects.toMatchObject({
      name: 'ProviderCallError',
      reason: 'upstream',
    });
    up.route(TRAVELPAYOUTS_LATEST_PATH, { body: '{"success":false,"data":null,"error":"Unauthorized"}' });
    await expect(p.searchPrices({ ...QUERY, departureDate: '2015-05-01' })).rejects.toThrow(/Unauthorized/);
  });

  it('gives up on a silent upstream within its time box', async () => {
    // The time box runs on setTimeout (cockatiel): fake it and move past the box instead of
    // waiting. The local upstream's delay is a timer too, so it stays silent meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    up.route(TRAVELPAYOUTS_LATEST_PATH, { body: V2_BODY, delayMs: SILENT_UPSTREAM_MS });
    let settled = false;
    const pending = provider()
      .searchPrices(QUERY)
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(LOCAL_TIME_BOX_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(err).toBeInstanceOf(ProviderCallError);
    expect((err as ProviderCallError).reason).toBe('timeout');
  });

  it('opens its circuit after repeated failures and then stops calling the upstream', async () => {
    up.route(TRAVELPAYOUTS_LATEST_PATH, { status: 500 });
    const p = provider({ breakerFailures: 3, negativeTtlMs: 0, halfOpenAfterMs: 60_000 });
    for (let i = 0; i < 3; i++) await expect(p.searchPrices(QUERY)).rejects.toThrow(ProviderCallError);
    expect(p.client.circuit).toBe('open');
    up.route(TRAVELPAYOUTS_LATEST_PATH, { body: V2_BODY });
    await expect(p.searchPrices(QUERY)).rejects.toMatchObject({ reason: 'circuit_open' });
    expect(hits()).toBe(3);
  });

  it('is registered only when a token is set', () => {
    const deps = { now, userAgent: TEST_USER_AGENT };
    expect(travelpayoutsSource.createProviders({}, deps)).toEqual({});
    expect(travelpayoutsSource.createProviders({ TRAVELPAYOUTS_TOKEN: '  ' }, deps)).toEqual({});
    expect(
      travelpayoutsSource.createProviders({ TRAVELPAYOUTS_API_TOKEN: TOKEN }, deps).aviation?.fares,
    ).toBeInstanceOf(TravelpayoutsPriceProvider);
  });

  it('refuses a malformed base URL at start, naming the variable', () => {
    const env = { TRAVELPAYOUTS_TOKEN: TOKEN, TRAVELPAYOUTS_BASE_URL: 'not a url' };
    const deps = { now, userAgent: TEST_USER_AGENT };
    expect(() => travelpayoutsSource.createProviders(env, deps)).toThrow(ConfigError);
    expect(() => travelpayoutsSource.createProviders(env, deps)).toThrow(/TRAVELPAYOUTS_BASE_URL/);
  });
});

describe('search-flight-prices with the Travelpayouts provider', () => {
  let up: Upstream;
  beforeEach(async () => {
    up = await startUpstream();
  });
  afterEach(() => up.close());

  it('answers quotes on success and the degraded body (200, never 500) when the upstream fails', async () => {
    const NOW = new Date('2026-03-01T08:00:00.000Z');
    up.route(TRAVELPAYOUTS_LATEST_PATH, (req) =>
      req.path.includes('beginning_of_period=2015-05-01') ? { status: 503 } : { body: V2_BODY },
    );
    const providers = providersFor(
      { TRAVELPAYOUTS_TOKEN: TOKEN, TRAVELPAYOUTS_BASE_URL: up.url },
      () => NOW,
      { timeoutMs: LOCAL_TIME_BOX_MS },
    );
    const t = await buildTestApp({ deps: { now: () => NOW, providers } });
    const headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
    const get = (q: string) => t.app.inject({ url: `/api/aviation/v1/search-flight-prices${q}`, headers });

    const ok = await get('?origin=MOW&destination=BKK&departure_date=2015-04-02');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-data-status']).toBe('ok');
    expect(ok.json()).toMatchObject({
      provider: 'travelpayouts_data',
      isDemoMode: false,
      isIndicative: true,
      degraded: false,
      error: '',
      updatedAt: NOW.getTime(),
      quotes: [
        {
          origin: 'MOW',
          destination: 'BKK',
          priceAmount: 14463,
          currency: 'RUB',
          cabin: 'CABIN_CLASS_ECONOMY',
        },
      ],
    });

    const none = await get('?origin=MOW&destination=BKK&departure_date=2015-04-05');
    expect(none.json()).toMatchObject({ quotes: [], degraded: true, error: 'no_results' });

    const failed = await get('?origin=MOW&destination=BKK&departure_date=2015-05-01');
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['x-data-status']).toBe('unavailable');
    expect(failed.json()).toEqual({
      quotes: [],
      provider: 'none',
      isDemoMode: false,
      isIndicative: false,
      degraded: true,
      error: 'upstream_error: HTTP 503',
    });
    await t.close();
  });
});
