import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { hemisphereDegrees, parseNhcCurrentStorms, wholeNumber } from './parser';

const text = readFixture(import.meta.url, 'CurrentStorms.json');

type Storm = Record<string, unknown>;

/** The real storm of the capture, to alter in the synthetic cases. */
function genevieve(): Storm {
  const storm = (JSON.parse(text) as { activeStorms: Storm[] }).activeStorms[0];
  if (!storm) throw new Error('fixture changed');
  return storm;
}

function body(storms: Storm[]): string {
  return JSON.stringify({ activeStorms: storms });
}

describe('NOAA NHC CurrentStorms parser', () => {
  it('reads the real capture: numbers held as strings, the integer longitude twin, null products', () => {
    expect(text).toContain('"intensity": "40"');
    expect(text).toContain('"longitudeNumeric": -136,');
    expect(text).toContain('"windWatchesWarnings": null');
    const { data, warnings } = parseNhcCurrentStorms(text);
    expect(warnings).toEqual([]);
    expect(data.storms).toEqual([
      {
        id: 'ep072026',
        binNumber: 'EP2',
        name: 'Genevieve',
        classification: 'TS',
        windKt: 40,
        pressureMb: 1004,
        lat: 23.5,
        lon: -136,
        movementDirDeg: 290,
        movementSpeedKt: 14,
        observedAt: Date.UTC(2026, 7, 2, 3, 0, 0),
        advisoryNumber: '036',
        advisoryUrl: 'https://www.nhc.noaa.gov/text/MIATCPEP2.shtml',
      },
    ]);
  });

  it('dates the file by the newest lastUpdate of its storms, not the fetch', () => {
    expect(parseNhcCurrentStorms(text).asOf).toBe('2026-08-02T03:00:00.000Z');
    const later = { ...genevieve(), id: 'ep082026', name: 'Test', lastUpdate: '2026-08-02T09:00:00.000Z' };
    expect(parseNhcCurrentStorms(body([genevieve(), later])).asOf).toBe('2026-08-02T09:00:00.000Z');
    // Without lastUpdate the public advisory's issuance dates the storm.
    const noUpdate = { ...genevieve(), lastUpdate: null };
    expect(parseNhcCurrentStorms(body([noUpdate])).data.storms[0]?.observedAt).toBe(Date.UTC(2026, 7, 2, 3));
  });

  it('publishes an empty list as it is (no active storm), with no date of its own', () => {
    const result = parseNhcCurrentStorms('{"activeStorms":[]}');
    expect(result.data.storms).toEqual([]);
    expect(result.asOf).toBeUndefined();
  });

  it('reads the hemisphere strings when the numeric twins are missing', () => {
    const storm = { ...genevieve(), latitudeNumeric: null, longitudeNumeric: undefined };
    const [parsed] = parseNhcCurrentStorms(body([storm])).data.storms;
    expect(parsed).toMatchObject({ lat: 23.5, lon: -136 });
    expect(hemisphereDegrees('15.2S', 'N', 'S')).toBe(-15.2);
    expect(hemisphereDegrees('170.5E', 'E', 'W')).toBe(170.5);
    expect(hemisphereDegrees('23.5N', 'E', 'W')).toBeUndefined();
    expect(hemisphereDegrees('23.5', 'N', 'S')).toBeUndefined();
  });

  it('accepts numbers as numbers too, and leaves out what NHC left blank or implausible', () => {
    const numeric = { ...genevieve(), intensity: 45, pressure: 1000, movementSpeed: '9' };
    expect(parseNhcCurrentStorms(body([numeric])).data.storms[0]).toMatchObject({
      windKt: 45,
      pressureMb: 1000,
      movementSpeedKt: 9,
    });
    const blank = { ...genevieve(), intensity: '', pressure: '0', movementDir: null, movementSpeed: 'n/a' };
    const [parsed] = parseNhcCurrentStorms(body([blank])).data.storms;
    expect(parsed).not.toHaveProperty('windKt');
    expect(parsed).not.toHaveProperty('pressureMb');
    expect(parsed).not.toHaveProperty('movementDirDeg');
    expect(parsed).not.toHaveProperty('movementSpeedKt');
    expect(wholeNumber('1004')).toBe(1004);
    expect(wholeNumber('-5')).toBeUndefined();
  });

  it('keeps suffixed advisory numbers and a null public advisory', () => {
    const special = {
      ...genevieve(),
      publicAdvisory: { ...(genevieve().publicAdvisory as Storm), advNum: '002a' },
    };
    expect(parseNhcCurrentStorms(body([special])).data.storms[0]?.advisoryNumber).toBe('002a');
    const none = { ...genevieve(), publicAdvisory: null };
    const [parsed] = parseNhcCurrentStorms(body([none])).data.storms;
    expect(parsed).not.toHaveProperty('advisoryNumber');
    expect(parsed).not.toHaveProperty('advisoryUrl');
  });

  it('skips, with a warning, a storm without an ATCF id, a name, a position or a time', () => {
    const { data, warnings } = parseNhcCurrentStorms(
      body([
        genevieve(),
        { ...genevieve(), id: 'Genevieve' },
        { ...genevieve(), id: 'ep092026', name: '' },
        { ...genevieve(), id: 'ep102026', latitudeNumeric: 123, latitude: '' },
        { ...genevieve(), id: 'ep112026', lastUpdate: 'soon', publicAdvisory: null },
      ]),
    );
    expect(data.storms.map((s) => s.id)).toEqual(['ep072026']);
    expect(warnings).toEqual(['NOAA NHC: 4 unreadable storms skipped']);
  });

  it('keeps the latest advisory when a storm is listed twice', () => {
    const older = { ...genevieve(), lastUpdate: '2026-08-01T21:00:00.000Z', intensity: '45' };
    const [storm] = parseNhcCurrentStorms(body([genevieve(), older])).data.storms;
    expect(storm?.windKt).toBe(40);
  });

  it('refuses a body without activeStorms, and a list whose storms are all unreadable', () => {
    expect(() => parseNhcCurrentStorms('<html>Not Found</html>')).toThrow(PayloadError);
    expect(() => parseNhcCurrentStorms('')).toThrow(PayloadError);
    expect(() => parseNhcCurrentStorms('{"storms":[]}')).toThrow(/no activeStorms array/);
    expect(() => parseNhcCurrentStorms(body([{ ...genevieve(), id: '' }]))).toThrow(
      /none of the 1 active storms/,
    );
  });
});
