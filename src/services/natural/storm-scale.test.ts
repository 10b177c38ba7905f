import { describe, expect, it } from 'vitest';
import { classificationName, nhcBasin, SAFFIR_SIMPSON_MIN_KT, saffirSimpsonCategory } from './storm-scale';

describe('storm scale rules', () => {
  it('grades a sustained wind on the Saffir-Simpson scale, 0 below hurricane strength', () => {
    expect(saffirSimpsonCategory(40)).toBe(0);
    expect(saffirSimpsonCategory(63)).toBe(0);
    SAFFIR_SIMPSON_MIN_KT.forEach((min, i) => {
      expect(saffirSimpsonCategory(min)).toBe(i + 1);
      expect(saffirSimpsonCategory(min - 1)).toBe(i);
    });
    expect(saffirSimpsonCategory(160)).toBe(5);
  });

  it("names NHC's classification codes and passes unknown ones on", () => {
    expect(classificationName('TS')).toBe('Tropical Storm');
    expect(classificationName('HU')).toBe('Hurricane');
    expect(classificationName('STD')).toBe('Subtropical Depression');
    expect(classificationName('PTC')).toBe('PTC');
    expect(classificationName('constructor')).toBe('constructor');
  });

  it('reads the basin of an ATCF id', () => {
    expect(nhcBasin('ep072026')).toBe('EP');
    expect(nhcBasin('al052026')).toBe('AL');
    expect(nhcBasin('cp012026')).toBe('CP');
    expect(nhcBasin('wp012026')).toBeUndefined();
  });
});
