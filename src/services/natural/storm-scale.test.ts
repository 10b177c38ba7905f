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

  it('takes the basin from the bin NHC files the storm in, before its ATCF id', () => {
    // Jimena (2021) as CurrentStorms.json listed it after crossing 140°W: id ep092021, bin CP2.
    expect(nhcBasin('ep092021', 'CP2')).toBe('CP');
    expect(nhcBasin('ep072026', 'EP2')).toBe('EP');
    // Atlantic bins are AT1-AT5; the basin is AL.
    expect(nhcBasin('al052026', 'AT1')).toBe('AL');
    expect(nhcBasin('ep072026', '')).toBe('EP');
    expect(nhcBasin('ep072026', 'XX9')).toBe('EP');
  });
});
