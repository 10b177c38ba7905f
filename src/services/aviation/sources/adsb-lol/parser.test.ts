import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { checkSchema } from '../../../../schema-check';
import { AircraftPositionsDataSchema } from '../../data';
import { parseAdsbAircraft, parseAdsbLol } from './parser';

const REAL = readFixture(import.meta.url, 'lat-lon-dist.json');
const NOW = 1785336058500;

/** A synthetic aircraft object in the readsb layout (values invented for the test). */
const aircraft = (extra: Record<string, unknown> = {}) => ({
  hex: 'abc123',
  flight: 'TST1    ',
  alt_baro: 10000,
  gs: 300.5,
  track: 45,
  baro_rate: -600,
  lat: 40.5,
  lon: -73.5,
  seen_pos: 2.5,
  ...extra,
});

describe('adsb.lol v2 parser', () => {
  it('reads every aircraft of the real capture into schema-valid positions', () => {
    const result = parseAdsbLol(REAL);
    expect(checkSchema(AircraftPositionsDataSchema, result.data)).toEqual({ ok: true });
    expect(result.asOf).toBe('2026-07-29T14:40:58.500Z');
    expect(result.data).toMatchObject({ source: 'adsb.lol', updatedAt: NOW });
    expect(result.data.positions).toHaveLength(18);
    expect(result.warnings).toEqual([]);
    expect(result.data.positions.filter((p) => p.onGround).map((p) => p.icao24)).toEqual([
      'a1297d',
      'aa17af',
      'aaa19e',
      'a3ad6d',
      'a07ca0',
    ]);
    expect(result.data.positions.every((p) => p.source === 'POSITION_SOURCE_ADSB_LOL')).toBe(true);
  });

  it('converts feet to metres and feet per minute to metres per second; knots stay knots', () => {
    const byHex = new Map(parseAdsbLol(REAL).data.positions.map((p) => [p.icao24, p]));
    expect(byHex.get('aad32b')).toEqual({
      icao24: 'aad32b',
      callsign: 'N797MT',
      lat: 41.169571,
      lon: -70.997559,
      // 8775 ft
      altitudeM: 2674.6,
      groundSpeedKts: 137.1,
      trackDeg: 262.88,
      verticalRate: 0,
      onGround: false,
      source: 'POSITION_SOURCE_ADSB_LOL',
      // seen_pos 0.038 s before `now`
      observedAt: NOW - 38,
    });
    // baro_rate -832 ft/min; geom_rate only (-320 ft/min) when no baro_rate is sent
    expect(byHex.get('ab503a')?.verticalRate).toBe(-4.23);
    expect(byHex.get('a17ea8')?.verticalRate).toBe(-1.63);
    expect(byHex.get('a95128')?.altitudeM).toBe(11917.7);
  });

  it('reads `alt_baro: "ground"` as on the ground with no altitude, and a missing track as absent', () => {
    const bird = parseAdsbLol(REAL).data.positions[0];
    expect(bird).toEqual({
      icao24: 'a1297d',
      callsign: 'BIRD3',
      lat: 42.377678,
      lon: -71.002001,
      groundSpeedKts: 0,
      onGround: true,
      source: 'POSITION_SOURCE_ADSB_LOL',
      observedAt: NOW - 6934,
    });
  });

  it('leaves out TIS-B tracks, aircraft without a position, and duplicates', () => {
    const ac = [
      aircraft(),
      aircraft({ hex: '~a0b1c2' }),
      aircraft({ hex: 'ABC124' }),
      aircraft({ hex: 'abc125', lat: undefined, lastPosition: { lat: 1, lon: 2 } }),
      aircraft({ hex: 'abc126', lon: 'x' }),
      aircraft(),
      null,
    ];
    const result = parseAdsbLol(JSON.stringify({ ac, now: NOW, total: ac.length }));
    expect(result.data.positions.map((p) => p.icao24)).toEqual(['abc123', 'abc124']);
    expect(result.warnings).toEqual(['adsb.lol: 5 aircraft without an ICAO address or position left out']);
  });

  it('reads `now` in seconds as readsb files give it, and dates positions by `seen` without `seen_pos`', () => {
    const result = parseAdsbLol(
      JSON.stringify({ ac: [aircraft({ seen_pos: undefined, seen: 4 })], now: 1785336058.5 }),
    );
    expect(result.data.updatedAt).toBe(NOW);
    expect(result.data.positions[0]?.observedAt).toBe(NOW - 4000);
    expect(parseAdsbAircraft(aircraft({ seen_pos: undefined }), NOW)?.observedAt).toBe(NOW);
  });

  it('accepts an empty or absent aircraft list as zero positions', () => {
    expect(parseAdsbLol(JSON.stringify({ ac: [], now: NOW })).data.positions).toEqual([]);
    expect(parseAdsbLol(JSON.stringify({ msg: 'No error', now: NOW })).data.positions).toEqual([]);
  });

  it('refuses bodies that are not an adsb.lol answer', () => {
    expect(() => parseAdsbLol('')).toThrow(PayloadError);
    expect(() => parseAdsbLol('[1,2]')).toThrow(PayloadError);
    expect(() => parseAdsbLol(JSON.stringify({ ac: [] }))).toThrow(/now/);
    expect(() => parseAdsbLol(JSON.stringify({ ac: {}, now: NOW }))).toThrow(/not an array/);
  });
});
