import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseKalshiEvents } from './parser';

const TEXT = readFixture(import.meta.url, 'events.json');
type Obj = Record<string, unknown>;
const body = () => JSON.parse(TEXT) as { events: (Obj & { markets: Obj[] })[] };
/** The fixture with one market changed (the real row, some fields edited). */
const withMarket = (ticker: string, edit: (m: Obj) => void) => {
  const b = body();
  for (const e of b.events) for (const m of e.markets) if (m.ticker === ticker) edit(m);
  return JSON.stringify(b);
};
const KIOH = 'KXNEXTNATOSECGEN-99-KIOH';
const marketOf = (text: string, ticker = KIOH) =>
  parseKalshiEvents(text).data.markets.find((m) => m.id === ticker);

describe('Kalshi events parser', () => {
  it('keeps every open market of the real capture, with its Kalshi tickers', () => {
    const { data, warnings } = parseKalshiEvents(TEXT);
    expect(warnings).toEqual([]);
    expect(data.markets.map((m) => m.id)).toEqual([
      'KXELONMARS-99',
      'KXNEXTNATOSECGEN-99-KIOH',
      'KXNEXTNATOSECGEN-99-KKAL',
      'KXNEXTNATOSECGEN-99-KSTA',
    ]);
    expect(data.markets[0]).toEqual({
      id: 'KXELONMARS-99',
      title: 'Will Elon Musk visit Mars before Aug 1, 2099?',
      eventTitle: 'Will Elon Musk visit Mars in his lifetime?',
      eventId: 'KXELONMARS-99',
      yesPrice: 0.12,
      volume: 114461.59,
      closesAt: Date.parse('2099-08-01T04:59:00Z'),
      url: 'https://kalshi.com/markets/kxelonmars',
      category: 'World',
      tags: ['World', 'KXELONMARS'],
    });
  });

  it('reads the dollar strings: last price as the Yes price, fixed-point contracts times the $1 notional as volume', () => {
    expect(marketOf(TEXT)).toMatchObject({ yesPrice: 0.07, volume: 134 });
    expect(marketOf(TEXT, 'KXNEXTNATOSECGEN-99-KKAL')).toMatchObject({ yesPrice: 0.05, volume: 613.99 });
  });

  it('without a last trade, takes the midpoint of the Yes bid and ask', () => {
    const text = withMarket(KIOH, (m) => {
      m.last_price_dollars = '0.0000';
    });
    // Bid 0.0800, ask 0.1400.
    expect(marketOf(text)?.yesPrice).toBe(0.11);
  });

  it('reads the older cents and integer fields when the dollar strings are absent', () => {
    const text = withMarket(KIOH, (m) => {
      delete m.last_price_dollars;
      delete m.volume_fp;
      m.last_price = 7;
      m.volume = 134;
    });
    expect(marketOf(text)).toMatchObject({ yesPrice: 0.07, volume: 134 });
  });

  it('leaves out markets that are not open, and says how many', () => {
    const text = withMarket(KIOH, (m) => {
      m.status = 'settled';
    });
    const { data, warnings } = parseKalshiEvents(text);
    expect(data.markets.map((m) => m.id)).not.toContain(KIOH);
    expect(warnings).toEqual(['Kalshi events: 1 closed, settled or unreadable markets left out']);
  });

  it('dates the snapshot by the newest updated_time / last_updated_ts it keeps', () => {
    expect(parseKalshiEvents(TEXT).asOf).toBe('2026-06-29T19:47:00.786Z');
    const b = body();
    b.events = b.events.slice(0, 1);
    // Only the Mars event: last updated 2026-05-10, its market 2026-04-09.
    expect(parseKalshiEvents(JSON.stringify(b)).asOf).toBe('2026-05-10T00:33:53.337Z');
  });

  it('refuses what is not an events answer', () => {
    expect(() => parseKalshiEvents('<html>503</html>')).toThrow(PayloadError);
    expect(() => parseKalshiEvents('[]')).toThrow(PayloadError);
    expect(() => parseKalshiEvents('{"error":{"code":"not_found"}}')).toThrow(PayloadError);
    expect(parseKalshiEvents('{"cursor":"","events":[],"milestones":[]}').data.markets).toEqual([]);
  });
});
