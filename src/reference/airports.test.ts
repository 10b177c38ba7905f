import { describe, expect, it } from 'vitest';
import { airportByIata, airportByIcao } from './airports';

describe('airport reference data', () => {
  it('finds an airport by IATA and by ICAO code, as a plain record', async () => {
    const sfo = await airportByIata('SFO');
    expect(sfo).toMatchObject({
      iata: 'SFO',
      icao: 'KSFO',
      timezone: 'America/Los_Angeles',
      countryCode: 'US',
      continent: 'NA',
    });
    expect(sfo?.name).toContain('San Francisco');
    expect(sfo?.latitude).toBeCloseTo(37.6, 0);
    expect(sfo?.longitude).toBeCloseTo(-122.4, 0);
    expect(await airportByIcao('KSFO')).toEqual(sfo);
  });

  it('answers undefined for unknown and malformed codes', async () => {
    expect(await airportByIata('XQX')).toBeUndefined();
    expect(await airportByIata('sfo')).toBeUndefined();
    expect(await airportByIcao('KQ9Q')).toBeUndefined();
    expect(await airportByIcao('K-SF')).toBeUndefined();
  });
});
