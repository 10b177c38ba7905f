import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { MILITARY_INDICATORS, parseMilitaryIndicators } from './parser';

/** A real World Bank page (population rows of Albania and Mongolia, 2005-2007). */
const REAL = readFixture(import.meta.url, 'SP.POP.TOTL_alb-mng_2005-2007.json');
/** The same real rows relabelled as military expenditure (% of GDP): layout real, values not military. */
const RELABELLED = REAL.replaceAll('"SP.POP.TOTL"', `"${MILITARY_INDICATORS.expenditurePctGdp}"`);

describe('World Bank military indicators parser', () => {
  it('reads the real page layout, ignores other indicators and dates by the release', () => {
    const r = parseMilitaryIndicators({ 'SP.POP.TOTL': REAL });
    expect(r.data.countries).toEqual([]);
    expect(r.asOf).toBe('2025-07-01T00:00:00.000Z');
  });

  it('keeps each country newest year first per indicator, pages of one indicator merged', () => {
    const r = parseMilitaryIndicators({
      [MILITARY_INDICATORS.expenditurePctGdp]: RELABELLED,
      [`${MILITARY_INDICATORS.expenditurePctGdp}#page-2`]: RELABELLED,
    });
    expect(r.data.countries.map((c) => c.countryCode)).toEqual(['AL', 'MN']);
    const al = r.data.countries[0]!.indicators[MILITARY_INDICATORS.expenditurePctGdp]!;
    expect(al.map((v) => v.year)).toEqual([2007, 2006, 2005]);
    expect(al[0]!.value).toBe(2970017);
    expect(r.data.lastUpdated).toEqual({ [MILITARY_INDICATORS.expenditurePctGdp]: '2025-07-01' });
  });

  it('refuses an error answer or an empty payload', () => {
    const error =
      '[{"message":[{"id":"120","key":"Invalid value","value":"The provided parameter value is not valid"}]}]';
    expect(() => parseMilitaryIndicators({ [MILITARY_INDICATORS.personnel]: error })).toThrow(PayloadError);
    expect(() => parseMilitaryIndicators({})).toThrow(PayloadError);
  });
});
