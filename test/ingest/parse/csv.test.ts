import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../src/ingest/errors';
import { readCsv } from '../../../src/ingest/parse/csv';

describe('readCsv', () => {
  it('reads rows of fields with the options given', () => {
    expect(readCsv('\uFEFFa, b\n\n c ,d\n', 'X', { bom: true, trim: true, skip_empty_lines: true })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads records keyed by the header row when columns is true', () => {
    expect(readCsv('lat,lon\n1.5,2\n', 'X', { columns: true })).toEqual([{ lat: '1.5', lon: '2' }]);
  });

  it('turns a body csv-parse rejects into a PayloadError naming the resource and the reason', () => {
    let caught: unknown;
    try {
      readCsv('a,"b\n', 'ofac:SDN.CSV');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(PayloadError);
    expect((caught as Error).message).toMatch(/^ofac:SDN\.CSV: not CSV \(.*Quote Not Closed.*\)$/);
  });
});
