import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parsePolymarketEvents } from './parser';

const TEXT = readFixture(import.meta.url, 'events.json');
type Obj = Record<string, unknown>;
const events = () => JSON.parse(TEXT) as (Obj & { markets: Obj[] })[];
/** The fixture with one market changed (the real row, one field edited). */
const withMarket = (id: string, edit: (m: Obj) => void) => {
  const list = events();
  for (const e of list) for (const m of e.markets) if (m.id === id) edit(m);
  return JSON.stringify(list);
};
const KRAKEN_2026 = '691547';

describe('Polymarket Gamma events parser', () => {
  it('keeps the open markets of the real capture, normalised, with their Polymarket identifiers', () => {
    const { data } = parsePolymarketEvents(TEXT);
    expect(data.markets.map((m) => m.id)).toEqual([
      'kraken-ipo-by-december-31-2026-513',
      'macron-out-by-july-31-2026-20260626155530286',
    ]);
    expect(data.markets[0]).toEqual({
      id: 'kraken-ipo-by-december-31-2026-513',
      title: 'Kraken IPO by December 31, 2026?',
      eventTitle: 'Kraken IPO by ___ ?',
      eventId: 'kraken-ipo-in-2025',
      yesPrice: 0.265,
      volume: 549126.4347080018,
      closesAt: Date.parse('2027-01-01T05:00:00Z'),
      url: 'https://polymarket.com/event/kraken-ipo-in-2025/kraken-ipo-by-december-31-2026-513',
      category: 'Crypto',
      tags: [
        'Crypto',
        'exchange',
        'Finance',
        'Business',
        '2025 Predictions',
        'Featured',
        'IPOs',
        'Crypto Listings',
      ],
    });
  });

  it('reads the Yes price from the JSON encoded inside outcomes/outcomePrices, whatever the order', () => {
    expect(parsePolymarketEvents(TEXT).data.markets[1]?.yesPrice).toBe(0.0035);
    const swapped = withMarket(KRAKEN_2026, (m) => {
      m.outcomes = '["No", "Yes"]';
      m.outcomePrices = '["0.735", "0.265"]';
    });
    expect(parsePolymarketEvents(swapped).data.markets[0]?.yesPrice).toBe(0.265);
    // Outcomes that are not Yes/No, or prices that do not parse: no Yes price, the market is kept.
    for (const edit of [
      (m: Obj) => {
        m.outcomes = '["Over", "Under"]';
      },
      (m: Obj) => {
        m.outcomePrices = '["0.265", ';
      },
      (m: Obj) => {
        m.outcomePrices = '["1.5", "-0.5"]';
      },
    ]) {
      const market = parsePolymarketEvents(withMarket(KRAKEN_2026, edit)).data.markets[0];
      expect(market?.id).toBe('kraken-ipo-by-december-31-2026-513');
      expect(market).not.toHaveProperty('yesPrice');
    }
  });

  it('reads the decimal-string volume when its numeric twin is absent', () => {
    const text = withMarket(KRAKEN_2026, (m) => {
      delete m.volumeNum;
    });
    expect(parsePolymarketEvents(text).data.markets[0]?.volume).toBe(549126.4347080018);
  });

  it('leaves out closed, inactive and duplicate markets, and says how many', () => {
    const { data, warnings } = parsePolymarketEvents(TEXT);
    // 5 markets in the fixture: 2 closed, 1 inactive (no prices, empty conditionId).
    expect(data.markets).toHaveLength(2);
    expect(warnings).toEqual(['Polymarket Gamma events: 3 closed, inactive or unreadable markets left out']);
    const list = events();
    list[0]?.markets.push({ ...(list[0]?.markets[1] as Obj) });
    expect(parsePolymarketEvents(JSON.stringify(list)).data.markets).toHaveLength(2);
    const closedEvent = events();
    if (closedEvent[1]) closedEvent[1].closed = true;
    expect(parsePolymarketEvents(JSON.stringify(closedEvent)).data.markets.map((m) => m.id)).toEqual([
      'kraken-ipo-by-december-31-2026-513',
    ]);
  });

  it("answers the venue's own section as category: Politics before the France tag", () => {
    expect(parsePolymarketEvents(TEXT).data.markets.map((m) => m.category)).toEqual(['Crypto', 'Politics']);
  });

  it('dates the snapshot by the newest updatedAt of the events and markets it keeps', () => {
    expect(parsePolymarketEvents(TEXT).asOf).toBe('2026-07-25T05:50:21.591Z');
    // Only the Kraken event: its own updatedAt (05:48:59.856) is the newest of what is kept.
    const kraken = events().slice(0, 1);
    expect(parsePolymarketEvents(JSON.stringify(kraken)).asOf).toBe('2026-07-25T05:48:59.856Z');
  });

  it('accepts an empty list and refuses what is not an event list', () => {
    expect(parsePolymarketEvents('[]').data.markets).toEqual([]);
    expect(() => parsePolymarketEvents('<html>502</html>')).toThrow(PayloadError);
    expect(() => parsePolymarketEvents('{"error":"rate limited"}')).toThrow(PayloadError);
    expect(() => parsePolymarketEvents('[{"id":"16183","title":"no markets"}]')).toThrow(PayloadError);
  });
});
