import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { economicKeys } from './data';

const PATH = '/api/economic/v1/get-ecb-fx-rates';

describe('get-ecb-fx-rates', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  // Synthetic previous-day rates (not ECB figures); the latest rates are those of 2016-01-29.
  const publish = () =>
    t.store.snapshots.publish(
      economicKeys.ecbFxRates,
      {
        date: '2016-01-29',
        previousDate: '2016-01-28',
        rates: [
          { currency: 'USD', rate: 1.092, previousRate: 1.0891 },
          { currency: 'JPY', rate: 132.25, previousRate: 131.5 },
          { currency: 'GBP', rate: 0.7641 },
        ],
      },
      { fetchedAt: '2016-01-29T00:00:00.000Z', source: 'test' },
    );

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('returns every rate with its day-on-day change and the rates’ own day in updatedAt', async () => {
    await publish();
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2016-01-29T00:00:00.000Z');
    expect(res.json()).toEqual({
      unavailable: false,
      updatedAt: String(Date.UTC(2016, 0, 29)),
      rates: [
        { pair: 'EURUSD', rate: 1.092, date: '2016-01-29', change1d: 0.0029 },
        { pair: 'EURJPY', rate: 132.25, date: '2016-01-29', change1d: 0.75 },
        { pair: 'EURGBP', rate: 0.7641, date: '2016-01-29' },
      ],
    });
  });

  it('filters by repeated currencies; an unknown code matches nothing', async () => {
    await publish();
    const res = await get('?currencies=GBP&currencies=USD');
    expect(res.json().rates.map((r: { pair: string }) => r.pair)).toEqual(['EURUSD', 'EURGBP']);
    const none = await get('?currencies=XAU');
    expect(none.statusCode).toBe(200);
    expect(none.json().rates).toEqual([]);
  });

  it('rejects malformed currency codes and unknown parameters', async () => {
    for (const q of ['?currencies=usd', '?currencies=US', '?currencies=EURO', '?date=2016-01-29']) {
      const bad = await get(q);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().violations.length, q).toBeGreaterThan(0);
    }
  });

  it('projects with jmespath', async () => {
    await publish();
    const res = await get('?jmespath=rates[0].pair');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe('EURUSD');
  });
});
