import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_LINE_END, csvField, flattenRecord, toCsv } from './csv';

describe('csvField', () => {
  it('quotes only what RFC 4180 requires, doubling quotes', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField('')).toBe('');
  });
});

describe('flattenRecord', () => {
  it('walks nested objects into dotted paths and keeps arrays whole', () => {
    const flat = flattenRecord({ id: 'a', location: { latitude: 1, longitude: 2 }, tags: ['x'], empty: {} });
    expect([...flat.entries()]).toEqual([
      ['id', 'a'],
      ['location.latitude', 1],
      ['location.longitude', 2],
      ['tags', ['x']],
      ['empty', {}],
    ]);
  });
});

describe('toCsv', () => {
  it('writes a header, one CRLF-ended row per record, and parses back', () => {
    const records = [
      { id: 'a', name: 'Quote "this", please', n: 1.5, ok: true, where: { lat: 1, lon: 2 } },
      { id: 'b', name: 'line\nbreak', n: null, ok: false, tags: ['x', 'y'] },
    ];
    const text = toCsv(records);
    expect(text.split(CSV_LINE_END)[0]).toBe('id,name,n,ok,where.lat,where.lon,tags');
    expect(text.endsWith(CSV_LINE_END)).toBe(true);
    expect(parse(text, { columns: true })).toEqual([
      {
        id: 'a',
        name: 'Quote "this", please',
        n: '1.5',
        ok: 'true',
        'where.lat': '1',
        'where.lon': '2',
        tags: '',
      },
      {
        id: 'b',
        name: 'line\nbreak',
        n: '',
        ok: 'false',
        'where.lat': '',
        'where.lon': '',
        tags: '["x","y"]',
      },
    ]);
  });

  it('puts the known columns first, so an empty list still has its header', () => {
    expect(toCsv([], ['id', 'location.latitude'])).toBe(`id,location.latitude${CSV_LINE_END}`);
    expect(toCsv([{ extra: 1 }], ['id'])).toBe(`id,extra${CSV_LINE_END},1${CSV_LINE_END}`);
    expect(toCsv([])).toBe('');
  });
});
