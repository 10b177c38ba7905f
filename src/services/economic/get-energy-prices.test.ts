import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { MAX_COMMODITY_FILTERS } from './contract';
import { economicKeys } from './data';

const PATH = '/api/economic/v1/get-energy-prices';

// Synthetic weekly prices (not real quotes), deliberately out of order.
const SERIES = [
  {
    commodity: 'wti' as const,
    points: [
      { period: '2026-01-09', price: 55 },
      { period: '2026-01-02', price: 50 },
    ],
  },
  { commodity: 'brent' as const, points: [{ period: '2026-01-09', price: 60 }] },
];

describe('get-energy-prices', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  const publish = () =>
    t.store.snapshots.publish(
      economicKeys.energySpotPrices,
      { series: SERIES },
      { fetchedAt: '2026-01-12T00:00:00.000Z', source: 'test' },
    );

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('returns the latest price of every commodity with its weekly change', async () => {
    await publish();
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-01-12T00:00:00.000Z');
    expect(res.json().prices).toEqual([
      {
        commodity: 'wti',
        name: 'WTI Crude Oil',
        price: 55,
        change: 10,
        unit: '$/barrel',
        priceAt: Date.UTC(2026, 0, 9),
      },
      // One week only: no change to report.
      {
        commodity: 'brent',
        name: 'Brent Crude Oil',
        price: 60,
        unit: '$/barrel',
        priceAt: Date.UTC(2026, 0, 9),
      },
    ]);
  });

  it('filters by repeated commodities', async () => {
    await publish();
    const one = (await get('?commodities=brent')).json();
    expect(one.prices.map((p: { commodity: string }) => p.commodity)).toEqual(['brent']);
    const two = (await get('?commodities=brent&commodities=wti')).json();
    expect(two.prices).toHaveLength(2);
  });

  it('rejects unknown commodities and too many filters', async () => {
    const bad = await get('?commodities=wti&commodities=coal');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([
      { field: 'commodities[1]', description: expect.stringContaining('wti, brent') },
    ]);
    const many = await get(
      `?${Array(MAX_COMMODITY_FILTERS + 1)
        .fill('commodities=wti')
        .join('&')}`,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().violations[0].field).toBe('commodities');
  });
});
