import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { FIXTURE_FILES_2021 } from './fixture-list.test-helper';
import {
  ofacCountryCode,
  ofacValue,
  parseSdnFiles,
  partyType,
  readOfacRows,
  remarkAliases,
  splitPrograms,
} from './parser';

const sdn = readFixture(import.meta.url, 'sdn.csv');
const add = readFixture(import.meta.url, 'add.csv');
const alt = readFixture(import.meta.url, 'alt.csv');
const files = { sdn, add, alt };
const entry = (entNum: number) => {
  const found = parseSdnFiles(files).entries.find((e) => e.entNum === entNum);
  if (!found) throw new Error(`no entry ${entNum}`);
  return found;
};

describe('OFAC SDN CSV parser (real files, 2019 vintage)', () => {
  it('reads every entry of the three joined files, ordered by ent_num, with no warning', () => {
    const result = parseSdnFiles(files);
    expect(result.entries).toHaveLength(32);
    expect(result.entries[0]!.entNum).toBe(36);
    expect(result.entries.at(-1)!.entNum).toBe(8188);
    expect(result.warnings).toEqual([]);
    const types = result.entries.map((e) => e.type);
    expect(types.filter((t) => t === 'individual')).toHaveLength(8);
    expect(types.filter((t) => t === 'vessel')).toHaveLength(4);
    expect(types.filter((t) => t === 'entity')).toHaveLength(20);
  });

  it('reads -0- as absent and an entity row with its ALT alias and its address country', () => {
    expect(entry(36)).toEqual({
      entNum: 36,
      name: 'AEROCARIBBEAN AIRLINES',
      type: 'entity',
      programs: ['CUBA'],
      aliases: [{ name: 'AERO-CARIBBEAN', kind: 'aka', from: 'alt' }],
      countries: [{ name: 'Cuba', code: 'CU' }],
    });
  });

  it('splits joined programs and keeps title and remarks of an individual', () => {
    const nasrallah = entry(2686);
    expect(nasrallah.programs).toEqual(['SDGT', 'SDT', 'SYRIA']);
    expect(nasrallah.type).toBe('individual');
    expect(nasrallah.title).toBe('Secretary General of Hizballah');
    expect(nasrallah.remarks).toMatch(/^DOB 31 Aug 1960; .* Linked To: HIZBALLAH\.$/);
    expect(nasrallah.countries).toEqual([{ name: 'Lebanon', code: 'LB' }]);
    expect(entry(4697).programs).toEqual(['FTO', 'SDGT', 'SDT', 'SYRIA']);
  });

  it('adds the a.k.a. names of the remarks after the ALT.CSV aliases, apostrophes inside kept', () => {
    expect(entry(306).aliases).toEqual([
      { name: 'NATIONAL BANK OF CUBA', kind: 'aka', from: 'alt' },
      { name: 'BNC', kind: 'aka', from: 'remarks' },
    ]);
    expect(entry(3754).aliases.at(-1)).toEqual({ name: "ABU-'UMAR", kind: 'aka', from: 'remarks' });
    expect(entry(3754).aliases.filter((a) => a.from === 'alt')).toHaveLength(5);
    const hizballah = entry(4697).aliases;
    expect(hizballah.filter((a) => a.from === 'remarks').map((a) => a.name)).toEqual([
      'LH',
      'FOREIGN RELATIONS DEPARTMENT',
      'FRD',
      'EXTERNAL SECURITY ORGANIZATION',
      'ESO',
      'FOREIGN ACTION UNIT',
      'SPECIAL OPERATIONS BRANCH',
      'EXTERNAL SERVICES ORGANIZATION',
    ]);
    expect(entry(4642).aliases.map((a) => a.kind)).toEqual(['fka', 'fka', 'fka']);
  });

  it('keeps the vessel particulars and counts the flag as a country', () => {
    expect(entry(4243)).toMatchObject({
      name: 'SAND SWAN',
      type: 'vessel',
      vessel: {
        callSign: 'P3QG3',
        vesselType: 'General Cargo',
        tonnage: '2595',
        grossRegisteredTonnage: '1116',
        flag: 'Cyprus',
        owner: 'Sand & Swan Navigation Co. Ltd.',
      },
      countries: [{ name: 'Cyprus', code: 'CY' }],
      aliases: [{ name: 'ANA I', kind: 'fka', from: 'alt' }],
    });
    expect(entry(4238).vessel).toEqual({
      callSign: 'CL2192',
      vesselType: 'Tug',
      grossRegisteredTonnage: '212',
      flag: 'Cuba',
      owner: 'Samir de Navegacion S.A.',
    });
  });

  it('resolves countries, once each, drops `undetermined` and keeps names without a code', () => {
    expect(entry(1287).countries.map((c) => c.code)).toEqual([
      'KP',
      'RU',
      'ES',
      'DE',
      'IT',
      'PL',
      'NL',
      'MX',
      'AR',
      'CA',
      'BG',
    ]);
    expect(entry(7116).countries).toEqual([{ name: 'United States', code: 'US' }, { name: 'West Bank' }]);
    expect(entry(2691).countries).toEqual([]);
    // The placeholder address row (all four fields -0-) gives no country.
    expect(entry(8188).countries).toEqual([]);
  });

  it('reads the null marker, program lists, party types and remark aliases', () => {
    expect(ofacValue('-0- ')).toBeUndefined();
    expect(ofacValue(' -0-')).toBeUndefined();
    expect(ofacValue('')).toBeUndefined();
    expect(ofacValue(' Cuba ')).toBe('Cuba');
    expect(splitPrograms('SDNTK] [FTO] [SDGT')).toEqual(['SDNTK', 'FTO', 'SDGT']);
    expect(splitPrograms('[IRAN] [SDGT]')).toEqual(['IRAN', 'SDGT']);
    expect(splitPrograms('-0- ')).toEqual([]);
    expect(partyType('-0- ')).toBe('entity');
    expect(partyType('aircraft')).toBe('aircraft');
    expect(partyType('spaceship')).toBeUndefined();
    expect(remarkAliases("a.k.a. 'ETA'; a.k.a. 'K.A.S.'.")).toEqual([
      { name: 'ETA', kind: 'aka', from: 'remarks' },
      { name: 'K.A.S.', kind: 'aka', from: 'remarks' },
    ]);
    expect(remarkAliases("DOB 1972; f.k.a. 'OLD NAME'; n.k.a. 'NEW NAME'.").map((a) => a.kind)).toEqual([
      'fka',
      'nka',
    ]);
    expect(ofacCountryCode('Korea, North')).toBe('KP');
    expect(ofacCountryCode('Korea, South')).toBe('KR');
    expect(ofacCountryCode('West Bank')).toBeUndefined();
  });

  it('accepts CRLF line ends, the DOS end-of-file byte and a header line', () => {
    const crlf = (text: string) => `${text.replace(/\n/g, '\r\n')}\u001a`;
    const header =
      'ent_num,SDN_Name,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks\n';
    const result = parseSdnFiles({ sdn: header + crlf(sdn), add: crlf(add), alt: crlf(alt) });
    expect(result.entries).toHaveLength(32);
    expect(result.warnings).toEqual([]);
    expect(result.entries.find((e) => e.entNum === 36)?.countries).toEqual([{ name: 'Cuba', code: 'CU' }]);
  });

  it('warns about rows of entries absent from SDN.CSV and unknown party types', () => {
    const withoutCuba = sdn
      .split('\n')
      .filter((l) => !l.startsWith('36,'))
      .map((l) => (l.startsWith('173,') ? l.replace('-0- ,"CUBA"', '"spaceship","CUBA"') : l))
      .join('\n');
    const result = parseSdnFiles({ sdn: withoutCuba, add, alt });
    expect(result.entries).toHaveLength(30);
    expect(result.warnings).toEqual([
      'SDN.CSV: 1 entries of an unknown SDN_Type skipped',
      'ADD.CSV: 2 rows of entries not in SDN.CSV ignored',
      'ALT.CSV: 2 rows of entries not in SDN.CSV ignored',
    ]);
  });

  it('refuses an HTML page, an empty file and a file of the wrong shape', () => {
    const html =
      '<!DOCTYPE html>\n<html><head><title>Service Unavailable</title></head>\n<body>down</body></html>\n';
    expect(() => parseSdnFiles({ ...files, sdn: html })).toThrow(PayloadError);
    expect(() => parseSdnFiles({ ...files, add: '' })).toThrow(/ADD.CSV: empty file/);
    expect(() => parseSdnFiles({ ...files, alt: '\u001a' })).toThrow(/ALT.CSV: empty file/);
    // ADD.CSV served in place of SDN.CSV: six columns, not twelve.
    expect(() => parseSdnFiles({ ...files, sdn: add })).toThrow(/SDN.CSV: no rows of 12 columns/);
    expect(() => readOfacRows('a,"b\n', 'X')).toThrow(/X: not CSV/);
  });
});

describe('OFAC SDN CSV parser (real rows, July 2021 vintage): countries and vessel flags', () => {
  const list = parseSdnFiles(FIXTURE_FILES_2021);
  const of = (entNum: number) => list.entries.find((e) => e.entNum === entNum)?.countries;

  it('reads the North Korean flag as KP, never KR', () => {
    expect(list.warnings).toEqual([]);
    expect(list.entries).toHaveLength(11);
    for (const vessel of [17069, 17084]) {
      expect(of(vessel)).toEqual([{ name: "Democratic People's Republic of Korea", code: 'KP' }]);
    }
    expect(of(9345)?.[0]).toEqual({ name: 'Korea, North', code: 'KP' });
    expect(of(11619)).toContainEqual({ name: 'Korea, South', code: 'KR' });
    const kr = list.entries.filter((e) => e.countries.some((c) => c.code === 'KR')).map((e) => e.entNum);
    expect(kr).toEqual([11619]);
  });

  it("reads OFAC's abbreviated and older spellings of flags and address countries", () => {
    expect(of(27284)).toEqual([{ name: 'St. Kitts & Nevis', code: 'KN' }]);
    expect(of(18337)).toEqual([{ name: 'Saint Kitts and Nevis', code: 'KN' }]);
    expect(of(27200)).toEqual([{ name: 'St. Vincent and the Grenadines', code: 'VC' }]);
    expect(of(11270)).toEqual([{ name: 'Burma', code: 'MM' }]);
    expect(of(30615)).toEqual([{ name: 'Macau', code: 'MO' }]);
    expect(of(26664)).toEqual([
      { name: 'Russia', code: 'RU' },
      { name: 'Moldova', code: 'MD' },
    ]);
    expect(of(9345)?.map((c) => c.code)).toEqual(['KP', 'CN', 'RU', 'IR', 'SY']);
    // "None Identified" is OFAC's word for a vessel without a known flag: no country code.
    expect(of(15047)).toEqual([{ name: 'None Identified' }]);
  });
});
