/** HTTP tests of list-airport-delays and of get-airport-ops-summary, which reads the same alerts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { MAX_AIRPORTS_PER_REQUEST } from './contract-airports';
import { type AirportDelayAlert, type AirportDelaysData, aviationKeys } from './data';
import { SOURCE_NO_ALERTS, SOURCE_NO_COVERAGE } from './get-airport-ops-summary';

const DELAYS = '/api/aviation/v1/list-airport-delays';
const SUMMARY = '/api/aviation/v1/get-airport-ops-summary';
const FEED_TIME = Date.UTC(2026, 6, 29, 14, 41, 1);
const FETCHED_AT = '2026-07-29T14:41:01.000Z';

/** Synthetic alerts in the parsed form (figures chosen for the test, not taken from a feed). */
function alert(over: Partial<AirportDelayAlert> & Pick<AirportDelayAlert, 'id' | 'iata'>): AirportDelayAlert {
  return {
    icao: '',
    name: 'Test airport',
    city: '',
    country: 'US',
    location: { latitude: 37.6, longitude: -122.4 },
    region: 'AIRPORT_REGION_AMERICAS',
    delayType: 'FLIGHT_DELAY_TYPE_GROUND_DELAY',
    severity: 'FLIGHT_DELAY_SEVERITY_MODERATE',
    avgDelayMinutes: 41,
    reason: 'low ceilings',
    source: 'FLIGHT_DELAY_SOURCE_FAA',
    updatedAt: FEED_TIME,
    ...over,
  };
}

const DATA: AirportDelaysData = {
  updatedAt: FEED_TIME,
  coveredCountries: ['US'],
  alerts: [
    alert({
      id: 'faa-SAN-departure',
      iata: 'SAN',
      delayType: 'FLIGHT_DELAY_TYPE_DEPARTURE_DELAY',
      severity: 'FLIGHT_DELAY_SEVERITY_MINOR',
      avgDelayMinutes: 31,
      reason: 'volume',
    }),
    alert({ id: 'faa-SFO-ground-delay', iata: 'SFO' }),
    alert({
      id: 'faa-SAN-closure',
      iata: 'SAN',
      delayType: 'FLIGHT_DELAY_TYPE_CLOSURE',
      severity: 'FLIGHT_DELAY_SEVERITY_SEVERE',
      avgDelayMinutes: 0,
      reason: 'runway works',
    }),
    alert({
      id: 'test-ORD',
      iata: 'ORD',
      avgDelayMinutes: 20,
      severity: 'FLIGHT_DELAY_SEVERITY_MINOR',
      totalFlights: 200,
      cancelledFlights: 10,
      delayedFlightsPct: 12.5,
    }),
  ],
};

describe('aviation airport delays and ops summary', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const get = (url: string) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await buildTestApp();
    headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
  });
  afterAll(() => t.close());

  it('answers the degraded bodies while no snapshot exists', async () => {
    const delays = await get(DELAYS);
    expect(delays.statusCode).toBe(200);
    expect(delays.headers['x-data-status']).toBe('unavailable');
    expect(delays.headers['cache-control']).toBe('no-store');
    expect(delays.json()).toEqual({ alerts: [], pagination: { nextCursor: '', totalCount: 0 } });
    const summary = await get(`${SUMMARY}?airports=JFK`);
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['x-data-status']).toBe('unavailable');
    expect(summary.json()).toEqual({ cacheHit: false, summaries: [] });
  });

  describe('with a published alerts snapshot', () => {
    beforeAll(async () => {
      await t.store.snapshots.publish(aviationKeys.airportDelays, DATA, {
        fetchedAt: FETCHED_AT,
        source: 'test',
      });
    });

    it('lists every alert, most severe first, with the feed time', async () => {
      const res = await get(DELAYS);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
      expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
      expect(res.headers['cache-control']).toBe('private, max-age=60');
      const body = res.json();
      expect(body.alerts.map((a: AirportDelayAlert) => a.id)).toEqual([
        'faa-SAN-closure',
        'faa-SFO-ground-delay',
        'faa-SAN-departure',
        'test-ORD',
      ]);
      expect(body.alerts[1]).toEqual(DATA.alerts[1]);
      expect(body.pagination).toEqual({ nextCursor: '', totalCount: 4 });
    });

    it('validates the ignored parameters but they change nothing', async () => {
      const res = await get(
        `${DELAYS}?page_size=1&cursor=abc&region=AIRPORT_REGION_EUROPE&min_severity=FLIGHT_DELAY_SEVERITY_SEVERE`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().alerts).toHaveLength(4);
    });

    it('names every bad parameter of list-airport-delays', async () => {
      const res = await get(`${DELAYS}?page_size=0&region=EUROPE&min_severity=BAD&extra=1`);
      expect(res.statusCode).toBe(400);
      const fields = res.json().violations.map((v: { field: string }) => v.field);
      expect(fields.sort()).toEqual(['extra', 'min_severity', 'page_size', 'region']);
      const big = await get(`${DELAYS}?page_size=101`);
      expect(big.json()).toEqual({
        violations: [{ field: 'page_size', description: 'must be at most 100' }],
      });
    });

    it('summarises requested airports from their alerts', async () => {
      const res = await get(`${SUMMARY}?airports=SAN&airports=ORD`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
      const { cacheHit, summaries } = res.json();
      expect(cacheHit).toBe(false);
      expect(summaries).toHaveLength(2);
      const [san, ord] = summaries;
      expect(san).toMatchObject({
        iata: 'SAN',
        icao: 'KSAN',
        closureStatus: true,
        notamFlags: ['CLOSED'],
        severity: 'FLIGHT_DELAY_SEVERITY_SEVERE',
        avgDelayMinutes: 31,
        topDelayReasons: ['volume', 'runway works'],
        source: 'faa',
        updatedAt: FEED_TIME,
      });
      expect(san.name).toContain('San Diego');
      expect(san.timezone).toBe('America/Los_Angeles');
      expect(san.delayPct).toBeUndefined();
      expect(ord).toMatchObject({ iata: 'ORD', totalFlights: 200, cancellationRate: 5, delayPct: 12.5 });
    });

    it('says normal inside the coverage, unknown outside, and skips unknown codes', async () => {
      const res = await get(`${SUMMARY}?airports=JFK&airports=LHR&airports=XQX&airports=JFK`);
      const summaries = res.json().summaries;
      expect(summaries.map((s: { iata: string }) => s.iata)).toEqual(['JFK', 'LHR']);
      expect(summaries[0]).toMatchObject({
        severity: 'FLIGHT_DELAY_SEVERITY_NORMAL',
        avgDelayMinutes: 0,
        closureStatus: false,
        source: SOURCE_NO_ALERTS,
      });
      expect(summaries[1]).toMatchObject({
        severity: 'FLIGHT_DELAY_SEVERITY_UNKNOWN',
        source: SOURCE_NO_COVERAGE,
      });
    });

    it('answers for the airports with alerts when none is named', async () => {
      const res = await get(SUMMARY);
      expect(res.json().summaries.map((s: { iata: string }) => s.iata)).toEqual(['ORD', 'SAN', 'SFO']);
    });

    it('names every bad airport code and enforces the list size', async () => {
      const bad = await get(`${SUMMARY}?airports=JFK&airports=lhr&airports=ABCD`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().violations.map((v: { field: string }) => v.field)).toEqual([
        'airports[1]',
        'airports[2]',
      ]);
      const many = Array.from({ length: MAX_AIRPORTS_PER_REQUEST + 1 }, () => 'airports=JFK').join('&');
      const tooMany = await get(`${SUMMARY}?${many}`);
      expect(tooMany.json()).toEqual({
        violations: [{ field: 'airports', description: 'must have at most 20 value(s)' }],
      });
    });
  });

  it('refuses both operations without a key', async () => {
    for (const url of [DELAYS, SUMMARY]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
    }
  });
});
