import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { intelligenceKeys, type MarketImplicationCard } from './data';

const PATH = '/api/intelligence/v1/list-market-implications';

/** A synthetic card: every text says it is a test. */
function card(ticker: string): MarketImplicationCard {
  return {
    ticker,
    name: `Test instrument ${ticker}`,
    direction: 'HEDGE',
    timeframe: '1M',
    confidence: 'LOW',
    title: 'test title',
    narrative: 'test narrative',
    riskCaveat: 'test caveat',
    driver: 'test driver',
    transmissionChain: [{ node: 'test node', impactType: 'test', logic: 'test logic' }],
  };
}

describe('list-market-implications', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  const publish = (
    cards: MarketImplicationCard[],
    frameworks?: { frameworkId: 'dalio-macro'; cards: MarketImplicationCard[] }[],
  ) =>
    t.store.snapshots.publish(
      intelligenceKeys.marketImplications,
      { generatedAt: '2026-05-01T10:00:00.000Z', cards, ...(frameworks ? { frameworks } : {}) },
      { fetchedAt: '2026-05-01T10:05:00.000Z', source: 'operator' },
    );

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey({ tier: 1, subscription: 'active' });
  });
  afterEach(() => t.close());

  it('is degraded with data_unavailable when nothing was published', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toEqual({
      cards: [],
      degraded: true,
      emptyReason: 'data_unavailable',
      generatedAt: '',
    });
  });

  it('serves the general cards, or a framework set when one exists', async () => {
    await publish([card('TEST1')], [{ frameworkId: 'dalio-macro', cards: [card('TEST2'), card('TEST3')] }]);
    const general = await get();
    expect(general.headers['x-data-status']).toBe('ok');
    expect(general.headers['x-data-fetched-at']).toBe('2026-05-01T10:05:00.000Z');
    expect(general.json()).toMatchObject({
      degraded: false,
      emptyReason: '',
      generatedAt: '2026-05-01T10:00:00.000Z',
    });
    expect(general.json().cards).toEqual([card('TEST1')]);
    const dalio = (await get('?framework_id=dalio-macro')).json();
    expect(dalio.cards.map((c: { ticker: string }) => c.ticker)).toEqual(['TEST2', 'TEST3']);
    const alias = (await get('?frameworkId=dalio-macro')).json();
    expect(alias.cards).toHaveLength(2);
    // No set for this framework: the general cards.
    const buffett = (await get('?framework_id=buffett-value')).json();
    expect(buffett.cards.map((c: { ticker: string }) => c.ticker)).toEqual(['TEST1']);
  });

  it('says no_cards when the latest generation produced none', async () => {
    await publish([]);
    const res = await get();
    expect(res.headers['x-data-status']).toBe('ok');
    expect(res.json()).toEqual({
      cards: [],
      degraded: true,
      emptyReason: 'no_cards',
      generatedAt: '2026-05-01T10:00:00.000Z',
    });
  });

  it('rejects an unknown framework, naming the parameter as sent', async () => {
    const camel = await get('?frameworkId=astrology');
    expect(camel.statusCode).toBe(400);
    expect(camel.json().violations).toEqual([
      { field: 'frameworkId', description: expect.stringContaining('dalio-macro') },
    ]);
    const snake = await get('?framework_id=astrology');
    expect(snake.json().violations[0].field).toBe('framework_id');
  });
});
