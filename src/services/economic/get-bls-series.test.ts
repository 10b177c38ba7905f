import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fredKeys } from './data-macro';
import { blsPeriod } from './get-bls-series';

describe('get-bls-series', () => {
  let t: TestApp;
  let key: string;
  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('answers USPRIV by default in the BLS layout, newest first, without inventing a missing value', async () => {
    // Synthetic monthly values, not FRED figures.
    await t.store.snapshots.publish(
      fredKeys.USPRIV,
      {
        seriesId: 'USPRIV',
        title: 'All Employees, Total Private',
        units: 'Thousands of Persons',
        frequency: 'Monthly',
        observations: [
          { date: '2026-01-01', value: 100.5 },
          { date: '2026-02-01' },
          { date: '2026-03-01', value: 102 },
        ],
      },
      { fetchedAt: '2026-04-03T00:00:00.000Z', source: 'test' },
    );
    const res = await t.app.inject({
      url: '/api/economic/v1/get-bls-series?limit=2',
      headers: { 'x-api-key': key },
    });
    expect(res.json()).toEqual({
      series: {
        seriesId: 'USPRIV',
        title: 'All Employees, Total Private',
        units: 'Thousands of Persons',
        observations: [
          { year: '2026', period: 'M03', periodName: 'March', value: '102' },
          { year: '2026', period: 'M02', periodName: 'February' },
        ],
      },
    });
    const bad = await t.app.inject({
      url: '/api/economic/v1/get-bls-series?series_id=GDP',
      headers: { 'x-api-key': key },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('maps quarterly dates to BLS quarter codes', () => {
    expect(blsPeriod('2025-10-01', 'Quarterly')).toEqual({
      year: '2025',
      period: 'Q04',
      periodName: '4th Quarter',
    });
  });
});
