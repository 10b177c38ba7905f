import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseAdsbLolMil } from './parser';

const MIL = readFixture(import.meta.url, 'v2-mil.json');

describe('adsb.lol /v2/mil parser', () => {
  it('keeps the 10 positioned aircraft of the 15 captured rows, newest position first, dated by `now`', () => {
    const r = parseAdsbLolMil(MIL);
    expect(r.asOf).toBe('2026-10-02T20:49:57.000Z');
    expect(r.data.aircraft).toHaveLength(10);
    expect(r.warnings).toEqual([
      'adsb.lol /v2/mil: 5 rows without a position, not aircraft or repeated left out',
    ]);
    const seen = r.data.aircraft.map((a) => a.seenAt);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const hexes = r.data.aircraft.map((a) => a.hex);
    // No position (A400, B412, P8), the obstacle (C3) and the tower (C0) are left out.
    for (const gone of ['4B8213', 'C2B82D', 'ADF991', '400006', 'AE68A3']) expect(hexes).not.toContain(gone);
  });

  it('reads units, callsigns, classes, operators and address blocks as the rows give them', () => {
    const byHex = new Map(parseAdsbLolMil(MIL).data.aircraft.map((a) => [a.hex, a]));
    // {"hex":"ae11f8","flight":"SAM582  ","t":"B737","alt_baro":33000,"gs":446,"track":123.05,"squawk":"1436",...,"seen_pos":2.035}
    expect(byHex.get('AE11F8')).toEqual({
      hex: 'AE11F8',
      callsign: 'SAM582',
      typeCode: 'B737',
      aircraftClass: 'UNKNOWN',
      operator: 'USAF',
      operatorCountry: 'US',
      latitude: 47.854673,
      longitude: 21.46893,
      onGround: false,
      altitudeFt: 33000,
      speedKts: 446,
      headingDeg: 123.05,
      squawk: '1436',
      seenAt: Date.UTC(2026, 9, 2, 20, 49, 57) - 2035,
    });
    expect(byHex.get('AE0427')).toMatchObject({ aircraftClass: 'TANKER', typeCode: 'K35R' });
    expect(byHex.get('A2FAD1')?.callsign).toBeUndefined(); // "@@@@@@@@"
    expect(byHex.get('43C6F7')).toMatchObject({ onGround: true, operatorCountry: 'GB' });
    // Only `lastPosition`, 981 s old.
    expect(byHex.get('AFEAD2')).toMatchObject({
      latitude: 62.949437,
      seenAt: Date.UTC(2026, 9, 2, 20, 49, 57) - 981286,
    });
  });

  it('refuses bodies that are not the military list', () => {
    for (const body of ['<html></html>', '{"ac":[]}', '{"ac":{},"now":1}', '[]']) {
      expect(() => parseAdsbLolMil(body)).toThrow(PayloadError);
    }
  });
});
