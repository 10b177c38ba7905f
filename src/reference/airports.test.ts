import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { airportByIata, airportByIcao } from './airports';

type AirportDataPackage = typeof import('airport-data-js');
const airportData = createRequire(import.meta.url)('airport-data-js') as AirportDataPackage;
/** One airport in this many is compared with the package's own lookup. */
const SAMPLE_EVERY = 40;

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

  it('answers what the package answers, from the compact table', async () => {
    const all = await airportData.findAirports({});
    const sample = all.filter((_, i) => i % SAMPLE_EVERY === 0);
    let compared = 0;
    for (const a of sample) {
      if (/^[A-Z]{3}$/.test(a.iata ?? '')) {
        const expected = (await airportData.getAirportByIata(a.iata)).find((b) => b.iata === a.iata)!;
        const found = await airportByIata(a.iata);
        expect(found).toMatchObject({ iata: expected.iata, name: expected.airport, timezone: expected.time });
        expect(found?.latitude).toBe(Number(expected.latitude));
        compared++;
      }
      if (typeof a.icao === 'string' && /^[A-Z0-9]{4}$/.test(a.icao)) {
        const expected = (await airportData.getAirportByIcao(a.icao)).find((b) => b.icao === a.icao)!;
        const found = await airportByIcao(a.icao);
        expect(found).toMatchObject({
          icao: expected.icao,
          name: expected.airport,
          countryCode: expected.country_code.toUpperCase(),
          continent: expected.continent,
        });
        expect(found?.longitude).toBe(Number(expected.longitude));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
