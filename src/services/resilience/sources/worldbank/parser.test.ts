import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import {
  buildEducationData,
  isCountryCode,
  parseWorldBankPage,
  WORLD_BANK_EDUCATION_INDICATORS as WB,
} from './parser';

const population = readFixture(import.meta.url, 'SP.POP.TOTL_alb-mng_2005-2007.json');
const regions = readFixture(import.meta.url, 'SP.POP.TOTL_regions-eas-nac_2010-2014.json');

/**
 * A synthetic page in the API's layout (header + rows). Values are made-up test inputs for the
 * education indicators, which no real capture covers.
 */
function page(
  indicator: string,
  rows: [string, string, string, number | null][],
  lastupdated = '2026-07-01',
): string {
  const head = { page: 1, pages: 1, per_page: 20000, total: rows.length, sourceid: '2', lastupdated };
  return JSON.stringify([
    head,
    rows.map(([id, iso3, date, value]) => ({
      indicator: { id: indicator, value: 'synthetic' },
      country: { id, value: 'synthetic' },
      countryiso3code: iso3,
      date,
      value,
      unit: '',
      obs_status: '',
      decimal: 1,
    })),
  ]);
}

describe('World Bank v2 page parser (real recorded responses)', () => {
  it('reads the header and every country-year value of SP.POP.TOTL', () => {
    const p = parseWorldBankPage(population, 'pop');
    expect(p.header).toEqual({ page: 1, pages: 1, total: 9, lastUpdated: '2025-07-01' });
    expect(p.observations).toHaveLength(6);
    expect(p.observations[0]).toEqual({
      indicatorId: 'SP.POP.TOTL',
      countryCode: 'AL',
      year: 2007,
      value: 2970017,
    });
    expect(p.observations.at(-1)).toEqual({
      indicatorId: 'SP.POP.TOTL',
      countryCode: 'MN',
      year: 2005,
      value: 2536407,
    });
    expect(p).toMatchObject({ aggregates: 0, missing: 0, malformed: 0 });
  });

  it('drops regional aggregates (Z4 East Asia & Pacific, XU North America) instead of reading them as countries', () => {
    const p = parseWorldBankPage(regions, 'regions');
    expect(p.observations).toEqual([]);
    expect(p.aggregates).toBe(10);
    expect(p.header.total).toBe(35);
  });

  it('feeds no education metric from indicators that are not education indicators', () => {
    const built = buildEducationData([parseWorldBankPage(population, 'pop')]);
    expect(built.data.observations).toEqual([]);
    expect(built.warnings).toEqual(['World Bank: 6 rows of other indicators ignored']);
    expect(built.asOf).toBe('2025-07-01T00:00:00Z');
  });
});

describe('World Bank education observations (synthetic pages)', () => {
  it('maps enrollment and researchers, sums STEM only where all three shares share a year', () => {
    const pages = [
      page(WB.tertiaryEnrollment, [
        ['AL', 'ALB', '2021', 60.25],
        ['AL', 'ALB', '2020', null],
        ['1W', 'WLD', '2021', 40],
      ]),
      page(WB.researchersPerMillion, [['GE', 'GEO', '2019', 1200.5]]),
      page(WB.scienceGraduatesShare, [
        ['AL', 'ALB', '2021', 10.1],
        ['AL', 'ALB', '2020', 9],
        ['GE', 'GEO', '2021', 7],
      ]),
      page(WB.ictGraduatesShare, [
        ['AL', 'ALB', '2021', 5.1],
        ['AL', 'ALB', '2020', 4],
      ]),
      page(
        WB.engineeringGraduatesShare,
        [
          ['AL', 'ALB', '2021', 15.1],
          ['GE', 'GEO', '2021', 12],
        ],
        '2026-06-15',
      ),
    ].map((b, i) => parseWorldBankPage(b, `p${i}`));
    const built = buildEducationData(pages);
    expect(built.data.observations).toEqual([
      {
        countryCode: 'AL',
        metric: 'stemGraduatesSharePercent',
        year: 2021,
        value: 30.3,
        source: 'World Bank WDI SE.TER.GRAD.SC.ZS + UIS.FOSGP.5T8.F600 + SE.TER.GRAD.EN.ZS',
      },
      {
        countryCode: 'AL',
        metric: 'tertiaryEnrollmentGrossPercent',
        year: 2021,
        value: 60.25,
        source: 'World Bank WDI SE.TER.ENRR',
      },
      {
        countryCode: 'GE',
        metric: 'researchersPerMillion',
        year: 2019,
        value: 1200.5,
        source: 'World Bank WDI SP.POP.SCIE.RD.P6',
      },
    ]);
    expect(pages[0]).toMatchObject({ missing: 1, aggregates: 1 });
    // The oldest source update of the pages dates the data.
    expect(built.asOf).toBe('2026-06-15T00:00:00Z');
  });

  it('reads an empty result ([header, null]) as no rows', () => {
    const empty = JSON.stringify([
      { page: 0, pages: 0, per_page: 20000, total: 0, sourceid: null, lastupdated: '2026-07-01' },
      null,
    ]);
    expect(parseWorldBankPage(empty, 'empty').observations).toEqual([]);
  });

  it('refuses an API error message, HTML, an empty body, a header alone and unreadable rows', () => {
    const error = JSON.stringify([
      { message: [{ id: '120', key: 'Invalid value', value: 'The provided parameter value is not valid' }] },
    ]);
    expect(() => parseWorldBankPage(error, 'enr')).toThrow(
      /World Bank error: Invalid value: The provided parameter value is not valid/,
    );
    expect(() => parseWorldBankPage('<html>Service Unavailable</html>', 'enr')).toThrow(PayloadError);
    expect(() => parseWorldBankPage('', 'enr')).toThrow(/not JSON/);
    expect(() => parseWorldBankPage('[{"page":1,"pages":1,"total":1}]', 'enr')).toThrow(/no page header/);
    expect(() => parseWorldBankPage('[{"page":1,"pages":1,"total":2},[1,2]]', 'enr')).toThrow(
      /unreadable rows/,
    );
    expect(() => parseWorldBankPage('{"page":1}', 'enr')).toThrow(/not a World Bank API page/);
  });

  it('tells countries from aggregates by ISO 3166 alpha-2 and the alpha-3 code', () => {
    expect(isCountryCode('AL', 'ALB')).toBe(true);
    expect(isCountryCode('XK', 'XKX')).toBe(true);
    expect(isCountryCode('XU', 'NAC')).toBe(false);
    expect(isCountryCode('EU', 'EUU')).toBe(false);
    expect(isCountryCode('8S', 'SAS')).toBe(false);
    expect(isCountryCode('AL', 'GEO')).toBe(false);
  });
});
