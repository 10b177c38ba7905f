import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { buildPopulationArea } from './population-job';

const REAL = readFixture(import.meta.url, 'SP.POP.TOTL_alb-mng_2005-2007.json');
const REGIONS = readFixture(import.meta.url, 'SP.POP.TOTL_regions-eas-nac_2010-2014.json');

describe('World Bank population and area (real SP.POP.TOTL rows)', () => {
  it("keeps each country's latest population, drops aggregates, dated by the newest year", () => {
    const { data, asOf } = buildPopulationArea({ 'SP.POP.TOTL': REAL, 'SP.POP.TOTL#page-2': REGIONS });
    expect(asOf).toBe('2007-12-31T00:00:00.000Z');
    expect(data.countries.map((c) => [c.code, c.populationYear])).toEqual([
      ['AL', 2007],
      ['MN', 2007],
    ]);
    expect(data.countries.every((c) => c.areaKm2 === undefined && c.population > 0)).toBe(true);
  });
});
