import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseEiaCapacity } from './parser';

// Synthetic body in the documented layout (fixtures/SOURCE.md): made-up figures.
const DOC = readFixture(import.meta.url, 'capability-documented-layout.json');

describe('parseEiaCapacity (documented layout)', () => {
  const { data, asOf, warnings } = parseEiaCapacity(DOC);

  it('takes the total row of a source and year, else sums the producer types; US rows only', () => {
    expect(data.series).toEqual([
      {
        energySource: 'SUN',
        name: 'Solar Thermal and Photovoltaic',
        years: [
          { year: 2022, capacityMw: 800 },
          { year: 2023, capacityMw: 1000.5 },
        ],
      },
      { energySource: 'WND', name: 'Wind', years: [{ year: 2023, capacityMw: 500.3 }] },
      { energySource: 'COL', name: 'Coal', years: [{ year: 2022, capacityMw: 500 }] },
    ]);
    expect(asOf).toBe('2023-01-01T00:00:00Z');
    expect(warnings).toEqual(['EIA generating capability: 1 unreadable rows skipped']);
  });

  it('refuses other units, EIA errors and bodies without the tracked sources', () => {
    expect(() => parseEiaCapacity(DOC.replaceAll('"megawatts"', '"gigawatts"'))).toThrow(/gigawatts/);
    expect(() => parseEiaCapacity('{"error":"API_KEY_INVALID"}')).toThrow(PayloadError);
    expect(() => parseEiaCapacity('{"response":{"data":[]}}')).toThrow(/no US capability/);
  });
});
