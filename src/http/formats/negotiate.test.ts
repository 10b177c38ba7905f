import { describe, expect, it } from 'vitest';
import type { Violation } from '../../errors';
import { CATALOG } from '../../services';
import { checkFormatParam, negotiateFormat, parseAccept } from './negotiate';

const op = (id: string) => {
  const found = CATALOG.registry.operationById(id);
  if (!found) throw new Error(id);
  return found;
};

describe('negotiateFormat', () => {
  const all = ['json', 'csv', 'geojson'] as const;

  it('takes format over Accept, and JSON without either', () => {
    expect(negotiateFormat(all, 'json', 'text/csv')).toBe('json');
    expect(negotiateFormat(all, 'csv', undefined)).toBe('csv');
    expect(negotiateFormat(all, undefined, undefined)).toBe('json');
  });

  it('chooses by quality, then specificity, then JSON', () => {
    expect(negotiateFormat(all, undefined, 'text/csv')).toBe('csv');
    expect(negotiateFormat(all, undefined, 'application/geo+json')).toBe('geojson');
    expect(negotiateFormat(all, undefined, 'text/csv, */*')).toBe('csv');
    expect(negotiateFormat(all, undefined, 'text/csv;q=0.4, application/json')).toBe('json');
    expect(negotiateFormat(all, undefined, 'application/*')).toBe('json');
    expect(negotiateFormat(all, undefined, '*/*')).toBe('json');
    expect(negotiateFormat(all, undefined, 'text/html, text/*;q=0.9')).toBe('csv');
    expect(negotiateFormat(all, undefined, 'text/csv;q=0')).toBe('json');
    expect(negotiateFormat(all, undefined, 'nonsense')).toBe('json');
  });

  it('answers JSON when Accept names only formats the operation does not offer', () => {
    expect(negotiateFormat(['json', 'csv'], undefined, 'application/geo+json')).toBe('json');
    expect(negotiateFormat(['json'], undefined, 'text/csv')).toBe('json');
  });
});

describe('parseAccept', () => {
  it('reads types, q values and specificity', () => {
    expect(parseAccept('Text/CSV;q=0.5;charset=utf-8, */*;q=0.1')).toEqual([
      { type: 'text/csv', q: 0.5, specificity: 2 },
      { type: '*/*', q: 0.1, specificity: 0 },
    ]);
  });
});

describe('checkFormatParam', () => {
  const check = (id: string, value: string | string[]) => {
    const violations: Violation[] = [];
    return { format: checkFormatParam(op(id), value, violations), violations };
  };

  it('accepts the formats an operation offers', () => {
    expect(check('ListEarthquakes', 'geojson')).toEqual({ format: 'geojson', violations: [] });
    expect(check('GetCo2Monitoring', 'json')).toEqual({ format: 'json', violations: [] });
    expect(check('ListEarthquakes', '')).toEqual({ format: undefined, violations: [] });
  });

  it('names format for an unknown value, a format not offered, or a repeat', () => {
    expect(check('GetCo2Monitoring', 'yaml').violations).toEqual([
      { field: 'format', description: 'must be one of: json' },
    ]);
    expect(check('GetCo2Monitoring', 'csv').violations[0]?.description).toBe(
      'csv is not offered here: this operation answers no list of records; it answers json',
    );
    expect(check('ListClimateNews', 'geojson').violations[0]?.description).toBe(
      'geojson is not offered here: the records of items carry no coordinates; it answers json, csv',
    );
    expect(check('ListEarthquakes', ['csv', 'csv']).violations).toEqual([
      { field: 'format', description: 'must be given at most once' },
    ]);
  });
});
