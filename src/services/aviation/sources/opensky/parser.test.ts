import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { checkSchema } from '../../../../schema-check';
import { AircraftPositionsDataSchema } from '../../data';
import { KNOTS_PER_MPS, parseOpenSkyStates, parseStateVector } from './parser';

const REAL = readFixture(import.meta.url, 'states-all.json');
const POLL_MS = 1785334447 * 1000;

/** A synthetic state vector in OpenSky's positional layout (values invented for the test). */
function vector(overrides: Record<number, unknown> = {}): unknown[] {
  const v: unknown[] = [
    'abc123',
    'TST1    ',
    'Nowhere',
    1000,
    1001,
    10.5,
    50.25,
    9000,
    false,
    200,
    90,
    -2.5,
    null,
    9100,
    '1234',
    false,
    0,
  ];
  for (const [i, value] of Object.entries(overrides)) v[Number(i)] = value;
  return v;
}
const body = (states: unknown, time: unknown = 1000) => JSON.stringify({ time, states });

describe('OpenSky states/all parser', () => {
  it('reads every state vector of the real capture into schema-valid positions', () => {
    const result = parseOpenSkyStates(REAL);
    expect(checkSchema(AircraftPositionsDataSchema, result.data)).toEqual({ ok: true });
    expect(result.asOf).toBe('2026-07-29T14:14:07.000Z');
    expect(result.data.source).toBe('opensky');
    expect(result.data.updatedAt).toBe(POLL_MS);
    expect(result.data.positions).toHaveLength(17);
    expect(result.warnings).toEqual([]);
    expect(result.data.positions.filter((p) => p.onGround)).toHaveLength(8);
    expect(result.data.positions.every((p) => p.source === 'POSITION_SOURCE_OPENSKY')).toBe(true);
  });

  it('converts units and trims callsigns as the capture has them', () => {
    const [first] = parseOpenSkyStates(REAL).data.positions;
    expect(first).toEqual({
      icao24: '51116f',
      callsign: 'MBU2QV',
      lat: 46.8555,
      lon: 7.174,
      altitudeM: 11277.6,
      // 224.39 m/s
      groundSpeedKts: 436.2,
      trackDeg: 211.98,
      verticalRate: 0,
      onGround: false,
      source: 'POSITION_SOURCE_OPENSKY',
      observedAt: 1785334446 * 1000,
    });
  });

  it('keeps aircraft on the ground without inventing an altitude or a climb rate', () => {
    const ground = parseOpenSkyStates(REAL).data.positions.find((p) => p.icao24 === '388fff');
    expect(ground).toEqual({
      icao24: '388fff',
      callsign: 'ELEC 2',
      lat: 45.7167,
      lon: 5.0731,
      groundSpeedKts: 0,
      trackDeg: 160.31,
      onGround: true,
      source: 'POSITION_SOURCE_OPENSKY',
      observedAt: 1785334416 * 1000,
    });
  });

  it('dates each position by its own time, falling back to the last contact, then the poll', () => {
    expect(parseStateVector(vector(), 5_000_000)?.observedAt).toBe(1_000_000);
    expect(parseStateVector(vector({ 3: null }), 5_000_000)?.observedAt).toBe(1_001_000);
    expect(parseStateVector(vector({ 3: null, 4: null }), 5_000_000)?.observedAt).toBe(5_000_000);
    expect(parseStateVector(vector({ 9: 100 }), 0)?.groundSpeedKts).toBe(
      Math.round(100 * KNOTS_PER_MPS * 10) / 10,
    );
  });

  it('leaves out vectors without a position or a valid address, and duplicates, with a warning', () => {
    const states = [
      vector(),
      vector({ 0: 'ABC124' }),
      vector({ 0: 'abc125', 5: null }),
      vector({ 0: 'abc126', 6: 91 }),
      vector({ 0: 'not-hex' }),
      vector({ 0: null }),
      'not an array',
      vector(),
      [...vector({ 0: 'abc127' }), 3],
    ];
    const result = parseOpenSkyStates(body(states));
    expect(result.data.positions.map((p) => p.icao24)).toEqual(['abc123', 'abc124', 'abc127']);
    expect(result.warnings).toEqual(['opensky: 6 state vectors without an address or position left out']);
  });

  it('reads nullable fields as absent, never as zero', () => {
    const [p] = parseOpenSkyStates(body([vector({ 1: null, 7: null, 9: null, 10: null, 11: null })])).data
      .positions;
    expect(p).toEqual({
      icao24: 'abc123',
      callsign: '',
      lat: 50.25,
      lon: 10.5,
      onGround: false,
      source: 'POSITION_SOURCE_OPENSKY',
      observedAt: 1_000_000,
    });
  });

  it('accepts `states: null` (nothing in view) as zero positions', () => {
    const result = parseOpenSkyStates(body(null, 1785334447));
    expect(result.data.positions).toEqual([]);
    expect(result.data.updatedAt).toBe(POLL_MS);
  });

  it('refuses bodies that are not a states/all answer', () => {
    expect(() => parseOpenSkyStates('')).toThrow(PayloadError);
    expect(() => parseOpenSkyStates('<html>Too many requests</html>')).toThrow(/not JSON/);
    expect(() => parseOpenSkyStates('[]')).toThrow(PayloadError);
    expect(() => parseOpenSkyStates(JSON.stringify({ states: [] }))).toThrow(/time/);
    expect(() => parseOpenSkyStates(body({}, 1000))).toThrow(/states/);
  });
});
