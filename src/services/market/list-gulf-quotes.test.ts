/** list-gulf-quotes: the configured country and kind, and the flag derived from the country. */
import { afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { marketKeys } from './data';
import { flagOf } from './list-gulf-quotes';
import { parseBasket } from './sources/yahoo-chart/job';

describe('list-gulf-quotes', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers the configured country, flag and kind beside the quote', async () => {
    // A recorded chart under a configured Gulf entry (only the derived fields are under test).
    const body = readFixture(
      new URL('./sources/yahoo-chart/x', import.meta.url).href,
      'EURUSD=X-1d-2020-01-01.json',
    );
    const { data } = parseBasket({ 'EURUSD=X': body }, [
      { symbol: 'EURUSD=X', label: 'Test currency', country: 'SA', kind: 'currency' },
      { symbol: 'OMR=X', label: 'Omani rial', country: 'OM', kind: 'currency' },
    ]);
    t = await buildTestApp();
    await t.store.snapshots.publish(marketKeys.yahooGulfQuotes, data, {
      fetchedAt: '2025-02-20T11:46:42.000Z',
      source: 'test',
    });
    const res = (
      await t.app.inject({
        url: '/api/market/v1/list-gulf-quotes',
        headers: { 'x-service-key': await t.createKey() },
      })
    ).json();
    expect(res.quotes).toEqual([
      expect.objectContaining({
        symbol: 'EURUSD=X',
        name: 'Test currency',
        country: 'SA',
        flag: '🇸🇦',
        type: 'currency',
        price: 1.0436,
      }),
    ]);
    expect(res.unavailableSymbols).toEqual([
      { symbol: 'OMR=X', reason: 'MARKET_QUOTE_UNAVAILABLE_REASON_SEED_UNAVAILABLE' },
    ]);
    expect(flagOf('ae')).toBe('🇦🇪');
  });
});
