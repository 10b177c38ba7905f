import { describe, expect, it } from 'vitest';
import { countryCodeOf, EXTRA_COUNTRY_NAMES, isoCountries } from './countries';

/**
 * The library's aliases that name two countries, with the code each resolves to and why. Any other
 * library name must resolve to its own code: a new ambiguity in a library update fails the test.
 */
const AMBIGUOUS_LIBRARY_ALIASES: Record<string, { listedFor: string[]; resolvesTo: string }> = {
  // ISO 3166-1's short name "Congo" is CG; the library also lists it as a colloquial name of CD.
  Congo: { listedFor: ['CG', 'CD'], resolvesTo: 'CG' },
};

/**
 * Country and vessel-flag values of a real OFAC SDN list (the legacy `ADD.CSV` country column and
 * `SDN.CSV` `Vess_flag` column of the list of July 2021, committed to `moov-io/watchman` as
 * `test/testdata/bench/`), where they differ from the library's own names.
 */
const OFAC_SPELLINGS: Record<string, string | undefined> = {
  "Democratic People's Republic of Korea": 'KP',
  'Korea, North': 'KP',
  'Korea, South': 'KR',
  'Bahamas, The': 'BS',
  Brunei: 'BN',
  Burma: 'MM',
  'Congo, Democratic Republic of the': 'CD',
  'Congo, Republic of the': 'CG',
  'Cote d Ivoire': 'CI',
  Laos: 'LA',
  Macau: 'MO',
  Moldova: 'MD',
  'St. Kitts & Nevis': 'KN',
  'St. Vincent and the Grenadines': 'VC',
  Syria: 'SY',
  'The Gambia': 'GM',
  // Not an ISO 3166-1 country: a dissolved country, regions and a non-answer stay unresolved.
  'Netherlands Antilles': undefined,
  Palestinian: undefined,
  'West Bank': undefined,
  'Region: Crimea': undefined,
  'Region: Gaza': undefined,
  'None Identified': undefined,
};

describe('country names', () => {
  it('resolves every English name and alias of i18n-iso-countries to its own code', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [code, names] of Object.entries(isoCountries.getNames('en', { select: 'all' }))) {
      for (const name of Array.isArray(names) ? names : [names]) {
        const expected = AMBIGUOUS_LIBRARY_ALIASES[name]?.resolvesTo ?? code;
        const got = countryCodeOf(name);
        checked++;
        if (got !== expected) wrong.push(`${name} (${code}) → ${got}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(249);
  });

  it('lists exactly the library aliases that name two countries', () => {
    const codesOf = new Map<string, string[]>();
    for (const [code, names] of Object.entries(isoCountries.getNames('en', { select: 'all' }))) {
      for (const name of Array.isArray(names) ? names : [names]) {
        codesOf.set(name, [...(codesOf.get(name) ?? []), code]);
      }
    }
    const shared = Object.fromEntries([...codesOf].filter(([, codes]) => codes.length > 1));
    expect(shared).toEqual(
      Object.fromEntries(Object.entries(AMBIGUOUS_LIBRARY_ALIASES).map(([n, a]) => [n, a.listedFor])),
    );
  });

  it('resolves every spelling of the supplementary table to its code', () => {
    for (const [name, code] of Object.entries(EXTRA_COUNTRY_NAMES)) {
      expect(countryCodeOf(name), name).toBe(code);
      expect(isoCountries.isValid(code), code).toBe(true);
    }
  });

  it('reads North Korea as KP under the OFAC, ISO and UN spellings, never as South Korea', () => {
    for (const name of [
      "Democratic People's Republic of Korea",
      "Korea, Democratic People's Republic of",
      "Korea (Democratic People's Republic of)",
      'DEMOCRATIC PEOPLE’S REPUBLIC OF KOREA',
      'Korea, North',
      'North Korea',
      'DPR Korea',
    ]) {
      expect(countryCodeOf(name), name).toBe('KP');
    }
    for (const name of ['Korea, Republic of', 'Republic of Korea', 'Korea, South', 'South Korea']) {
      expect(countryCodeOf(name), name).toBe('KR');
    }
    // "Korea" alone names neither.
    expect(countryCodeOf('Korea')).toBeUndefined();
  });

  it("resolves OFAC's own country and vessel-flag spellings", () => {
    for (const [name, code] of Object.entries(OFAC_SPELLINGS)) expect(countryCodeOf(name), name).toBe(code);
  });

  it('resolves the issue list: Saint abbreviations, Macau, the Republic of Moldova', () => {
    expect(countryCodeOf('St. Kitts & Nevis')).toBe('KN');
    expect(countryCodeOf('St. Vincent and the Grenadines')).toBe('VC');
    expect(countryCodeOf('Macau')).toBe('MO');
    expect(countryCodeOf('Republic of Moldova')).toBe('MD');
  });

  it("reads the US government's two Congos by their capitals", () => {
    expect(countryCodeOf('Congo (Kinshasa)')).toBe('CD');
    expect(countryCodeOf('Congo (Brazzaville)')).toBe('CG');
  });

  it('resolves UCDP and ACLED spellings through i18n-iso-countries names', () => {
    expect(countryCodeOf('Bosnia-Herzegovina')).toBe('BA');
    expect(countryCodeOf('Russia (Soviet Union)')).toBe('RU');
    expect(countryCodeOf('Kingdom of eSwatini (Swaziland)')).toBe('SZ');
    expect(countryCodeOf('DR Congo (Zaire)')).toBe('CD');
    expect(countryCodeOf('Democratic Republic of Congo')).toBe('CD');
    expect(countryCodeOf('Republic of Congo')).toBe('CG');
    expect(countryCodeOf("Cote d'Ivoire")).toBe('CI');
    expect(countryCodeOf('Yemen (North Yemen)')).toBe('YE');
    expect(countryCodeOf('Iran (Islamic Republic of)')).toBe('IR');
    expect(countryCodeOf('Micronesia (Federated States of)')).toBe('FM');
    expect(countryCodeOf('Somaliland')).toBeUndefined();
    expect(countryCodeOf('')).toBeUndefined();
  });

  it('drops a courtesy title only as a whole, never the words that tell countries apart', () => {
    expect(countryCodeOf('Kingdom of Saudi Arabia')).toBe('SA');
    expect(countryCodeOf('Hashemite Kingdom of Jordan')).toBe('JO');
    expect(countryCodeOf('Federal Republic of Germany')).toBe('DE');
    expect(countryCodeOf("People's Republic of China")).toBe('CN');
    expect(countryCodeOf('Republic of China')).toBe('TW');
    // A shorter name of two countries at once resolves to neither.
    expect(countryCodeOf('Virgin Islands')).toBeUndefined();
  });
});
