import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseBigMacIndex } from './parser';

const CSV = readFixture(import.meta.url, 'big-mac-raw-index.csv');

describe('parseBigMacIndex (January 2026 update)', () => {
  const { data, asOf } = parseBigMacIndex(CSV);

  it('keeps the newest edition and the one before, dated by the edition', () => {
    expect(data.edition).toBe('2026-01-01');
    expect(data.previousEdition).toBe('2025-01-01');
    expect(data.rows).toHaveLength(54);
    expect(data.previousRows).toHaveLength(54);
    expect(asOf).toBe('2026-01-01T00:00:00Z');
  });

  it('reads prices and rates as published', () => {
    expect(data.rows.find((r) => r.iso3 === 'USA')).toEqual({
      iso3: 'USA',
      name: 'United States',
      currency: 'USD',
      localPrice: 6.12,
      dollarEx: 1,
      dollarPrice: 6.12,
    });
    expect(data.rows.find((r) => r.iso3 === 'EUZ')).toMatchObject({
      currency: 'EUR',
      localPrice: 6.08,
      dollarEx: 0.86192,
    });
  });

  it('refuses a body without the columns', () => {
    expect(() => parseBigMacIndex('a,b\n1,2\n')).toThrow(PayloadError);
  });
});
