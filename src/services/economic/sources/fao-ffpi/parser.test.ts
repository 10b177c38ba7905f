import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseFaoFoodPriceIndex } from './parser';

const CSV = readFixture(import.meta.url, 'food_price_indices_data.csv');

describe('parseFaoFoodPriceIndex (FAO release of April 2026)', () => {
  const { data, asOf, warnings } = parseFaoFoodPriceIndex(CSV);

  it('reads the BOM, CRLF, padded file: the first seven columns of each month row', () => {
    expect(data.months).toHaveLength(24);
    expect(data.months[0]).toEqual({
      month: '1990-01',
      ffpi: 64.4,
      meat: 74.3,
      dairy: 53.5,
      cereals: 64.1,
      oils: 44.59,
      sugar: 87.9,
    });
    expect(data.months.at(-1)).toEqual({
      month: '2026-03',
      ffpi: 128.5,
      meat: 127.7,
      dairy: 120.9,
      cereals: 110.4,
      oils: 183.1,
      sugar: 92.4,
    });
    expect(warnings).toEqual([]);
  });

  it('ignores the unlabelled number far right of the 1999-2024 rows', () => {
    const nov = data.months.find((m) => m.month === '1999-11');
    expect(nov && Object.keys(nov)).toEqual(['month', 'ffpi', 'meat', 'dairy', 'cereals', 'oils', 'sugar']);
  });

  it('dates the data by its newest month', () => {
    expect(asOf).toBe('2026-03-01T00:00:00Z');
  });

  it('leaves a blank sub-index out and refuses a file without the header', () => {
    const blank = parseFaoFoodPriceIndex(
      'Date,Food Price Index,Meat,Dairy,Cereals,Oils,Sugar\r\n2026-04,130.1,,121,111,180.5,90\r\n',
    );
    expect(blank.data.months[0]).toEqual({
      month: '2026-04',
      ffpi: 130.1,
      dairy: 121,
      cereals: 111,
      oils: 180.5,
      sugar: 90,
    });
    expect(() => parseFaoFoodPriceIndex('<html>Not found</html>')).toThrow(PayloadError);
  });
});
