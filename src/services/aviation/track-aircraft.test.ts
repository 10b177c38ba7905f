import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type AircraftPositionsData, aviationKeys, type PositionSample } from './data';

const PATH = '/api/aviation/v1/track-aircraft';
const POLL = Date.UTC(2026, 6, 29, 14, 14, 7);
const FETCHED_AT = '2026-07-29T14:14:07.000Z';

/** A synthetic position sample (addresses, callsigns and positions invented for the test). */
function sample(icao24: string, callsign: string, lat: number, lon: number): PositionSample {
  return {
    icao24,
    callsign,
    lat,
    lon,
    altitudeM: 10000,
    groundSpeedKts: 450,
    trackDeg: 90,
    verticalRate: 0,
    onGround: false,
    source: 'POSITION_SOURCE_OPENSKY',
    observedAt: POLL - 1000,
  };
}

const DATA: AircraftPositionsData = {
  source: 'opensky',
  updatedAt: POLL,
  positions: [
    sample('aa0001', 'TST101', 46.5, 7.2),
    sample('aa0002', 'TST202', 45.5, 5.5),
    sample('bb0003', '', 40.6, -73.8),
    sample('cc0004', 'PAC9', 0, 179.5),
    sample('cc0005', 'PAC8', 0, -179.5),
  ],
};

describe('track-aircraft', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const get = (query: string) => t.app.inject({ url: `${PATH}${query}`, headers });
  const ids = (res: { json: () => { positions: PositionSample[] } }) =>
    res.json().positions.map((p) => p.icao24);

  beforeAll(async () => {
    t = await buildTestApp();
    headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
  });
  afterAll(() => t.close());

  it('answers the degraded body while no snapshot exists', async () => {
    const res = await get('?icao24=aa0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ positions: [], source: 'unavailable' });
  });

  it('checks the bounding box before reading data', async () => {
    const partial = await get('?sw_lat=40&ne_lon=10');
    expect(partial.statusCode).toBe(400);
    expect(partial.json().violations.map((v: { field: string }) => v.field)).toEqual(['sw_lon', 'ne_lat']);
    const inverted = await get('?sw_lat=45&sw_lon=0&ne_lat=40&ne_lon=10');
    expect(inverted.json()).toEqual({
      violations: [{ field: 'sw_lat', description: 'must not be greater than ne_lat' }],
    });
  });

  it('names every bad parameter', async () => {
    const res = await get('?icao24=xyz&callsign=TOO-LONG-CALL&sw_lat=-91&sw_lon=181&ne_lat=abc&ne_lon=0');
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['callsign', 'icao24', 'ne_lat', 'sw_lat', 'sw_lon']);
  });

  describe('with a published positions snapshot', () => {
    beforeAll(async () => {
      await t.store.snapshots.publish(aviationKeys.aircraftPositions, DATA, {
        fetchedAt: FETCHED_AT,
        source: 'test',
      });
    });

    it('returns every position with the poll time when unfiltered', async () => {
      const res = await get('');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
      expect(res.headers['cache-control']).toBe('private, max-age=15');
      const body = res.json();
      expect(body.source).toBe('opensky');
      expect(body.updatedAt).toBe(POLL);
      expect(body.positions).toHaveLength(5);
      expect(body.positions[0]).toEqual(DATA.positions[0]);
    });

    it('filters by icao24 and callsign, ignoring case and padding', async () => {
      expect(ids(await get('?icao24=AA0002'))).toEqual(['aa0002']);
      expect(ids(await get('?callsign=%20tst101%20'))).toEqual(['aa0001']);
      expect(ids(await get('?icao24=aa0001&callsign=TST202'))).toEqual([]);
    });

    it('filters by bounding box, across the antimeridian too', async () => {
      expect(ids(await get('?sw_lat=45&sw_lon=5&ne_lat=47&ne_lon=8'))).toEqual(['aa0001', 'aa0002']);
      expect(ids(await get('?sw_lat=-1&sw_lon=179&ne_lat=1&ne_lon=-179'))).toEqual(['cc0004', 'cc0005']);
      expect(ids(await get('?sw_lat=46&sw_lon=5&ne_lat=47&ne_lon=8&callsign=TST202'))).toEqual([]);
    });
  });

  it('refuses a request without a key', async () => {
    expect((await t.app.inject({ url: PATH })).statusCode).toBe(401);
  });
});
