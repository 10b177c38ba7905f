import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { compareKeys } from '../../../keyset-cursor';
import { type NavigationalWarningRecord, navigationalWarningKey } from '../../data';
import { broadcastName, NGA_LIST_PROPERTY, parseNavigationalWarnings } from './parser';
import { cancelTime, headingOf, MAX_POSITIONS_PER_WARNING, parseDtg, positionsIn } from './text-fields';

const LISTING = readFixture(import.meta.url, 'broadcast-warn.json');

describe('NGA date-time groups', () => {
  it('reads issueDate (four-digit year) and DTGs with a two-digit year', () => {
    expect(parseDtg('150429Z APR 2023')).toBe(Date.UTC(2023, 3, 15, 4, 29));
    expect(parseDtg('251516Z APR 23')).toBe(Date.UTC(2023, 3, 25, 15, 16));
    expect(parseDtg('010001Z JAN 24')).toBe(Date.UTC(2024, 0, 1, 0, 1));
    expect(parseDtg('162127Z feb 2021')).toBe(Date.UTC(2021, 1, 16, 21, 27));
  });

  it('refuses impossible or partial groups', () => {
    expect(parseDtg('310000Z APR 2023')).toBeUndefined();
    expect(parseDtg('152400Z APR 2023')).toBeUndefined();
    expect(parseDtg('150460Z APR 2023')).toBeUndefined();
    expect(parseDtg('150429Z XYZ 2023')).toBeUndefined();
    expect(parseDtg('191218Z TO 191647Z APR')).toBeUndefined();
    expect(parseDtg('')).toBeUndefined();
    expect(parseDtg(null)).toBeUndefined();
  });

  it('finds the cancellation the text orders, and nothing in a text without one', () => {
    expect(cancelTime('2. CANCEL NAVAREA IV 414/23.\n3. CANCEL THIS MSG 251516Z APR 23.\n')).toBe(
      Date.UTC(2023, 3, 25, 15, 16),
    );
    expect(cancelTime('2. CANCEL HYDROLANT 810/23.\n')).toBeUndefined();
  });
});

describe('NGA positions and headings inside the text', () => {
  it('reads decimal minutes, whole minutes and seconds, in every hemisphere', () => {
    expect(positionsIn('A. 28-38.47N 080-37.31W, 28-38.00N 080-32.00W,')).toEqual([
      { latitude: 28.641167, longitude: -80.621833 },
      { latitude: 28.633333, longitude: -80.533333 },
    ]);
    expect(positionsIn('TONALA LIGHT 18-12-45N 094-08-00W UNLIT.')).toEqual([
      { latitude: 18.2125, longitude: -94.133333 },
    ]);
    expect(positionsIn('45-05N 033-33E, 45-59N 033-51E,')).toEqual([
      { latitude: 45.083333, longitude: 33.55 },
      { latitude: 45.983333, longitude: 33.85 },
    ]);
    expect(positionsIn('12-55.71S 038-31.16W UNLIT')).toEqual([
      { latitude: -12.9285, longitude: -38.519333 },
    ]);
    expect(positionsIn('PUNTA PALMAS LIGHT 21-03.7N 90-15.1W UNLIT.')).toEqual([
      { latitude: 21.061667, longitude: -90.251667 },
    ]);
    // A position split over two lines.
    expect(positionsIn('IN 32-30.00N\n123-45.00W.')).toEqual([{ latitude: 32.5, longitude: -123.75 }]);
  });

  it('ignores lone longitudes, times, numbers and impossible minutes', () => {
    expect(positionsIn('VESSELS REQUESTED TO TRANSIT WEST OF 017-58.1W.')).toEqual([]);
    expect(positionsIn('1200Z TO 1400Z DAILY 18 AND 19 APR, 414/2023, PHONE: 510 437 3701')).toEqual([]);
    expect(positionsIn('28-61.00N 080-37.31W')).toEqual([]);
    const many = Array.from({ length: MAX_POSITIONS_PER_WARNING + 5 }, () => '10-00N 020-00E').join(', ');
    expect(positionsIn(many)).toHaveLength(MAX_POSITIONS_PER_WARNING);
  });

  it('reads the heading lines up to the chart reference or the body', () => {
    expect(headingOf('WESTERN NORTH ATLANTIC.\nFLORIDA.\n1. HAZARDOUS OPERATIONS')).toBe(
      'WESTERN NORTH ATLANTIC, FLORIDA',
    );
    expect(headingOf('EASTERN NORTH PACIFIC.\nDNC 13.\nDISTRESS SIGNAL')).toBe('EASTERN NORTH PACIFIC');
    expect(headingOf('EASTERN SOUTH ATLANTIC.\nSOUTH AFRICA TO ST. HELENA.\nDNC 01.')).toBe(
      'EASTERN SOUTH ATLANTIC, SOUTH AFRICA TO ST. HELENA',
    );
    expect(headingOf('1. NAVAREA IV WARNINGS IN FORCE AS OF 141625Z APR.')).toBe('');
  });

  it('names the broadcasts of the area codes', () => {
    expect(['4', '12', 'A', 'P', 'C'].map(broadcastName)).toEqual([
      'NAVAREA IV',
      'NAVAREA XII',
      'HYDROLANT',
      'HYDROPAC',
      'HYDROARC',
    ]);
    expect(broadcastName('19')).toBe('NAVAREA XIX');
    expect(broadcastName('Z')).toBe('Z');
  });
});

describe('NGA broadcast-warn listing parser (13 real warnings of April 2023)', () => {
  const result = parseNavigationalWarnings(LISTING, 'broadcast-warn');
  const byId = new Map(result.data.warnings.map((w) => [w.id, w]));
  const get = (id: string): NavigationalWarningRecord => {
    const w = byId.get(id);
    if (!w) throw new Error(`no ${id}`);
    return w;
  };

  it('reads every warning, newest issue first, dated by the newest issueDate', () => {
    expect(result.data.warnings).toHaveLength(13);
    expect(result.data.warnings[0]!.id).toBe('A-2023-813');
    expect(result.data.warnings.at(-1)!.id).toBe('4-2021-144');
    expect(result.asOf).toBe('2023-04-15T10:05:00.000Z');
    expect(result.warnings).toEqual([]);
  });

  it('stores the warnings in key order whatever the listing order, so the handler need not sort', () => {
    const listing = JSON.parse(LISTING) as Record<string, unknown[]>;
    const reversed = JSON.stringify({
      [NGA_LIST_PROPERTY]: [...(listing[NGA_LIST_PROPERTY] ?? [])].reverse(),
    });
    const w = parseNavigationalWarnings(reversed, 'broadcast-warn').data.warnings;
    expect(w).toHaveLength(13);
    for (let i = 1; i < w.length; i++) {
      expect(compareKeys(navigationalWarningKey(w[i - 1]!), navigationalWarningKey(w[i]!))).toBeLessThan(0);
    }
    expect(w).toEqual(result.data.warnings);
    // Issued at the same time, the warnings come by id ascending.
    const sameTime = (listing[NGA_LIST_PROPERTY] ?? []).map((x) => ({
      ...(x as object),
      issueDate: '150429Z APR 2023',
    }));
    const tied = parseNavigationalWarnings(
      JSON.stringify({ [NGA_LIST_PROPERTY]: sameTime }),
      'broadcast-warn',
    );
    const ids = tied.data.warnings.map((x) => x.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(tied.data.warnings.map((x) => x.issuedAt)).size).toBe(1);
  });

  it('reads NAVAREA IV 418/23: DTGs, heading, twelve positions over several lines', () => {
    const w = get('4-2023-418');
    expect(w).toMatchObject({
      navArea: '4',
      broadcast: 'NAVAREA IV',
      msgNumber: 418,
      msgYear: 2023,
      subregion: '11,26',
      heading: 'WESTERN NORTH ATLANTIC, FLORIDA',
      authority: 'EASTERN RANGE 0/23 141502Z APR 23.',
      issuedAt: Date.UTC(2023, 3, 15, 4, 29),
      expiresAt: Date.UTC(2023, 3, 25, 15, 16),
    });
    expect(w.positions).toHaveLength(12);
    expect(w.positions[0]).toEqual({ latitude: 28.641167, longitude: -80.621833 });
    expect(w.positions.at(-1)).toEqual({ latitude: 26.05, longitude: -76 });
    expect(w.text.startsWith('WESTERN NORTH ATLANTIC.\nFLORIDA.\n1. HAZARDOUS OPERATIONS')).toBe(true);
  });

  it('reads the other formats of the listing', () => {
    expect(get('4-2023-415')).toMatchObject({ heading: '', positions: [], subregion: 'GEN' });
    expect(get('4-2023-415').expiresAt).toBeUndefined();
    expect(get('4-2023-417').positions).toHaveLength(6);
    expect(get('4-2023-417').expiresAt).toBe(Date.UTC(2023, 3, 19, 15, 0));
    expect(get('4-2021-277').positions).toEqual([{ latitude: 18.2125, longitude: -94.133333 }]);
    expect(get('12-2022-219')).toMatchObject({
      broadcast: 'NAVAREA XII',
      heading: 'EASTERN NORTH PACIFIC, GUATEMALA',
    });
    expect(get('A-2023-808')).toMatchObject({
      broadcast: 'HYDROLANT',
      positions: [{ latitude: -12.9285, longitude: -38.519333 }],
      expiresAt: Date.UTC(2023, 9, 12, 0, 1),
    });
    expect(get('A-2023-813').positions).toEqual([{ latitude: 32.8, longitude: 19.25 }]);
    expect(get('A-2022-838').positions).toHaveLength(5);
    expect(get('A-2021-2369').positions).toHaveLength(4);
    expect(get('A-2022-3226').heading).toBe('MARITIME SAFETY WEBSITES');
    expect(get('P-2023-1236')).toMatchObject({ broadcast: 'HYDROPAC', heading: 'EASTERN NORTH PACIFIC' });
  });

  it('leaves out inactive warnings, skips unreadable ones and keeps an undated one, with warnings', () => {
    const list = JSON.parse(LISTING)['broadcast-warn'] as Record<string, unknown>[];
    const edited = [
      ...list,
      { ...list[0], msgNumber: 9001, status: 'C' },
      { ...list[0], msgNumber: undefined },
      { ...list[0], msgNumber: 9002, issueDate: 'soon' },
    ];
    const r = parseNavigationalWarnings(JSON.stringify({ 'broadcast-warn': edited }), 'bw');
    expect(r.data.warnings).toHaveLength(14);
    expect(r.data.warnings.at(-1)).toMatchObject({ id: '4-2023-9002' });
    expect(r.data.warnings.at(-1)!.issuedAt).toBeUndefined();
    expect(r.warnings).toEqual([
      'bw: 1 unreadable warnings skipped',
      'bw: 1 inactive warnings left out',
      'bw: 1 warnings without a readable issueDate',
    ]);
  });

  it('refuses HTML, an empty body, another shape, an empty listing and mostly unreadable rows', () => {
    expect(() => parseNavigationalWarnings('<html><body>Maintenance</body></html>', 'bw')).toThrow(
      PayloadError,
    );
    expect(() => parseNavigationalWarnings('', 'bw')).toThrow(PayloadError);
    expect(() => parseNavigationalWarnings('{"broadcast_warn":[]}', 'bw')).toThrow(
      /no "broadcast-warn" array/,
    );
    expect(() => parseNavigationalWarnings('{"broadcast-warn":[]}', 'bw')).toThrow(/no active warning/);
    const list = JSON.parse(LISTING)['broadcast-warn'] as unknown[];
    expect(() =>
      parseNavigationalWarnings(JSON.stringify({ 'broadcast-warn': [list[0], 1, 2, null] }), 'bw'),
    ).toThrow(/3 unreadable warnings against 1/);
  });
});
