import { describe, expect, it } from 'vitest';
import { ALIAS_FACTOR, MIN_MATCH_SCORE, searchEntities } from './entity-search';
import { EXACT_WORDS_FLOOR } from './name-match';
import { fixtureList, RANKING_FILES } from './sources/ofac-sls/fixture-list.test-helper';
import { carryForward } from './sources/ofac-sls/history';
import { parseSdnFiles } from './sources/ofac-sls/parser';

const DATA = fixtureList('2019-01-15T17:45:13.000Z');
const top = (q: string) => searchEntities(DATA, q).map((m) => [m.entry.entNum, m.matchedName, m.score]);

describe('entity search over the real SDN fixture', () => {
  it('finds a primary name in any word order and case', () => {
    expect(top('gilberto jose rodriguez orejuela')[0]).toEqual([
      4107,
      'RODRIGUEZ OREJUELA, Gilberto Jose',
      1,
    ]);
    expect(top('Hizballah')[0]).toEqual([4697, 'HIZBALLAH', 1]);
  });

  it('finds entries by their ALT.CSV aliases and by the a.k.a. of their remarks', () => {
    expect(top('national bank of cuba')[0]).toEqual([306, 'NATIONAL BANK OF CUBA', ALIAS_FACTOR]);
    expect(top('BNC')[0]).toEqual([306, 'BNC', ALIAS_FACTOR]);
    expect(top('pacho')[0]).toEqual([4106, 'PACHO', ALIAS_FACTOR]);
    expect(top("abu-'umar")[0]).toEqual([3754, "ABU-'UMAR", ALIAS_FACTOR]);
    expect(top('Lebanese Hezbollah')[0]).toEqual([4697, 'LEBANESE HEZBOLLAH', ALIAS_FACTOR]);
  });

  it('finds a vessel by its call sign', () => {
    expect(top('cl2685')[0]).toEqual([4234, 'CL2685', ALIAS_FACTOR]);
  });

  it('matches close spellings and ranks the best entry first', () => {
    const results = searchEntities(DATA, 'al qaeda');
    expect(results[0]!.entry.entNum).toBe(6366);
    expect(results[0]!.matchedName).toBe('AL QAEDA');
    const rodriguez = top('rodriguez orejuela');
    expect(
      rodriguez
        .slice(0, 2)
        .map((r) => r[0])
        .sort(),
    ).toEqual([4107, 4108]);
    expect(top('Mousa Abu Marzouk')[0]?.[0]).toBe(3754);
  });

  it('returns every match above the floor, best first, with its score', () => {
    expect(top('cuba')).toEqual([
      [475, 'CASA DE CUBA', 0.887],
      [306, 'BANCO NACIONAL DE CUBA', 0.881],
      // A typed prefix (`cuba` of `cuban`) in an alias.
      [1287, 'CUBAN FREIGHT ENTERPRISE', 0.627],
    ]);
    expect(top('islamic jihad')).toEqual([
      [4697, 'ISLAMIC JIHAD', ALIAS_FACTOR],
      [6366, 'EGYPTIAN ISLAMIC JIHAD', 0.891],
    ]);
    for (const r of searchEntities(DATA, 'jihad')) expect(r.score).toBeGreaterThanOrEqual(MIN_MATCH_SCORE);
  });

  it('ranks an exact whole word of a name above a prefix of another name (real rows)', () => {
    const data = carryForward(undefined, parseSdnFiles(RANKING_FILES).entries, '2024-01-08T00:00:00.000Z');
    const results = searchEntities(data, 'zomor').map((m) => [m.entry.entNum, m.matchedName, m.score]);
    expect(results.map((r) => r.slice(0, 2))).toEqual([
      [2677, 'EL-ZOMOR, Aboud Abdul Latif Hasan'],
      [25291, 'ZOMOROUD'],
    ]);
    expect(results[0]![2]).toBeGreaterThanOrEqual(EXACT_WORDS_FLOOR);
    expect(results[1]![2]).toBeLessThan(EXACT_WORDS_FLOOR);
  });

  it('finds nothing for unrelated words, punctuation or initials that spell no name', () => {
    expect(searchEntities(DATA, 'zzyzx quorble')).toEqual([]);
    expect(searchEntities(DATA, '?!')).toEqual([]);
    expect(searchEntities(DATA, 's a')).toEqual([]);
  });
});
