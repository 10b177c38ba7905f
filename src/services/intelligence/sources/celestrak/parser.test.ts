import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { orbitOf, parseCelestrak, parseGroup, parseTleSet } from './parser';

const MILITARY = readFileSync(
  new URL('./bundle/gp.php_GROUP-military_FORMAT-tle.txt', import.meta.url),
  'utf8',
);
const RESOURCE = readFixture(import.meta.url, 'gp.php_GROUP-resource_FORMAT-tle.first10.txt');
const JSON_GP = readFixture(import.meta.url, 'gp.php_GROUP-last-30-days_FORMAT-json.trimmed.json');

describe('CelesTrak GP parser', () => {
  it('reads the military TLE capture (no final newline): four objects, epochs of 2024-07-16, orbits from the elements', () => {
    const { satellites, skipped } = parseGroup(MILITARY, 'military');
    expect(skipped).toBe(0);
    expect(satellites.map((s) => s.name)).toEqual(['HELIOS 2A', 'SPIRALE A', 'SPIRALE B', 'SAPPHIRE']);
    const helios = satellites[0]!;
    // `1 28492U 04049A   24198.54433387 ...` / `2 28492  98.3220 193.9324 0015094 ... 14.97861839 4867` + checksum 5
    expect(helios).toMatchObject({
      id: '28492',
      objectId: '2004-049A',
      group: 'military',
      country: 'FR',
      type: 'military',
      orbitClass: 'LEO',
      elements: { inclination: 98.322, eccentricity: 0.0015094, meanMotion: 14.97861839, revAtEpoch: 4867 },
    });
    expect(new Date(helios.epochMs).toISOString()).toBe('2024-07-16T13:03:50.446Z');
    expect(helios.periodMinutes).toBe(96.14);
    // a = cbrt(mu / n^2) with n = 14.97861839 rev/day: about 6,962 km; e = 0.0015 gives +/- 10.5 km.
    expect(helios.apogeeKm - helios.perigeeKm).toBeCloseTo(2 * 0.0015094 * (helios.perigeeKm + 6378.135), -1);
    expect(helios.perigeeKm).toBeGreaterThan(550);
    expect(helios.apogeeKm).toBeLessThan(600);
    // SPIRALE A: eccentricity 0.5546 is highly elliptical.
    expect(satellites[1]).toMatchObject({ orbitClass: 'HEO', elements: { bstar: 0.0015231 } });
    expect(satellites[3]).toMatchObject({ country: 'CA', line1: expect.stringMatching(/^1 39088U/) });
  });

  it('reads the JSON (OMM) capture: a geostationary object, no TLE lines, programmes by name', () => {
    const { satellites } = parseGroup(JSON_GP, 'last-30-days');
    expect(satellites).toHaveLength(20);
    const sxm = satellites.find((s) => s.name === 'SXM-11')!;
    expect(sxm).toMatchObject({
      id: '69728',
      objectId: '2026-148A',
      orbitClass: 'GEO',
      periodMinutes: 1436.1,
    });
    expect(sxm.line1).toBeUndefined();
    expect(sxm.elements.meanMotionDot).toBe(1.4e-7);
    expect(satellites.filter((s) => s.name.startsWith('PRAETORIAN')).every((s) => s.country === 'US')).toBe(
      true,
    );
    expect(sxm.country).toBeUndefined();
  });

  it('merges groups, keeps an object once (first group wins), sorts newest epoch first and dates by it', () => {
    const r = parseCelestrak({ resource: RESOURCE, military: `${MILITARY}\n${MILITARY}` }, [
      'military',
      'resource',
    ]);
    expect(r.data.groups).toEqual(['military', 'resource']);
    expect(r.data.satellites).toHaveLength(14);
    const epochs = r.data.satellites.map((s) => s.epochMs);
    expect([...epochs].sort((a, b) => b - a)).toEqual(epochs);
    expect(r.asOf).toBe(new Date(epochs[0]!).toISOString());
  });

  it('skips a set with a bad checksum or a wrong length and counts it', () => {
    const lines = MILITARY.split('\n');
    lines[1] = `${lines[1]!.slice(0, 68)}0`;
    const { satellites, skipped } = parseGroup(lines.join('\n'), 'military');
    expect(satellites).toHaveLength(3);
    expect(skipped).toBe(1);
    expect(parseTleSet('g', 'X', 'too short', 'too short')).toBeUndefined();
  });

  it('refuses an answer with no element set (CelesTrak error text, HTML, empty)', () => {
    for (const body of ['Invalid query: "GROUP=nope"', '<html><body>busy</body></html>', '', '[]']) {
      expect(() => parseGroup(body, 'nope')).toThrow(PayloadError);
    }
  });

  it('classes orbits: LEO, MEO (GPS-like), GEO, HEO', () => {
    expect(orbitOf(15.5, 0.0005).orbitClass).toBe('LEO');
    expect(orbitOf(2.0056, 0.01).orbitClass).toBe('MEO');
    expect(orbitOf(1.0027, 0.0002).orbitClass).toBe('GEO');
    expect(orbitOf(2.006, 0.72).orbitClass).toBe('HEO');
  });
});
