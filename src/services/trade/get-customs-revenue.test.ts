import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { tradeKeys } from './data';

const PATH = '/api/trade/v1/get-customs-revenue';

describe('get-customs-revenue', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('returns the months oldest first, in USD billions', async () => {
    // Synthetic amounts (not Treasury figures), published newest first as the upstream sorts them.
    await t.store.snapshots.publish(
      tradeKeys.customsRevenue,
      {
        months: [
          {
            recordDate: '2025-11-30',
            calendarYear: 2025,
            calendarMonth: 11,
            fiscalYear: 2026,
            monthlyAmountUsd: 2_345_678_901.23,
            fytdAmountUsd: 4_000_000_000,
          },
          {
            recordDate: '2025-10-31',
            calendarYear: 2025,
            calendarMonth: 10,
            fiscalYear: 2026,
            monthlyAmountUsd: 1_654_321_098.77,
            fytdAmountUsd: 1_654_321_098.77,
          },
        ],
      },
      { fetchedAt: '2025-12-11T18:00:00.000Z', source: 'test' },
    );
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2025-12-11T18:00:00.000Z');
    expect(res.json()).toEqual({
      fetchedAt: '2025-12-11T18:00:00.000Z',
      upstreamUnavailable: false,
      months: [
        {
          recordDate: '2025-10-31',
          calendarYear: 2025,
          calendarMonth: 10,
          fiscalYear: 2026,
          monthlyAmountBillions: 1.65,
          fytdAmountBillions: 1.65,
        },
        {
          recordDate: '2025-11-30',
          calendarYear: 2025,
          calendarMonth: 11,
          fiscalYear: 2026,
          monthlyAmountBillions: 2.35,
          fytdAmountBillions: 4,
        },
      ],
    });
  });

  it('rejects unknown parameters', async () => {
    const bad = await get('?year=2025');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].field).toBe('year');
  });
});
