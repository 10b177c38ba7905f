import { describe, expect, it } from 'vitest';
import { countryCodeOf } from './countries';

describe('country names', () => {
  it('resolves UCDP and ACLED spellings through i18n-iso-countries names', () => {
    expect(countryCodeOf('Bosnia-Herzegovina')).toBe('BA');
    expect(countryCodeOf('Russia (Soviet Union)')).toBe('RU');
    expect(countryCodeOf('Kingdom of eSwatini (Swaziland)')).toBe('SZ');
    expect(countryCodeOf('Republic of Congo')).toBe('CG');
    expect(countryCodeOf("Cote d'Ivoire")).toBe('CI');
    expect(countryCodeOf('Somaliland')).toBeUndefined();
    expect(countryCodeOf('')).toBeUndefined();
  });
});
