import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { checkSchema } from '../../../../schema-check';
import { PriceQuoteSchema } from '../../contract-request-time';
import {
  parseTravelpayoutsPrices,
  parseTravelpayoutsTime,
  quotesForQuery,
  TRAVELPAYOUTS_PROVIDER_NAME,
} from './parser';

const REAL = readFixture(import.meta.url, 'calendar_of_prices.json');
const ANSWERED_AT = Date.UTC(2026, 2, 1, 8, 0, 0);
const CTX = { currency: 'USD', answeredAt: ANSWERED_AT };
const MOW_BKK = { origin: 'MOW', destination: 'BKK' };

/** A synthetic fare in the v2 list shape (route, prices and times invented for the test). */
const fare = (extra: Record<string, unknown>) => ({
  origin: 'AAA',
  destination: 'BBB',
  depart_date: '2026-12-01',
  return_date: '',
  number_of_changes: 0,
  value: 100,
  trip_class: 0,
  found_at: '2026-11-20T10:00:00',
  actual: true,
  ...extra,
});
const v2 = (data: unknown[], currency = 'eur') => JSON.stringify({ success: true, data, currency });

describe('Travelpayouts price list parser', () => {
  it('reads every fare of the recorded cache answer', () => {
    const prices = parseTravelpayoutsPrices(REAL);
    expect(prices.fares).toHaveLength(16);
    expect(prices.skipped).toBe(0);
    expect(prices.currency).toBeUndefined();
    expect(prices.fares[1]).toEqual({
      origin: 'MOW',
      destination: 'BKK',
      departDate: '2015-04-02',
      returnDate: '',
      price: 14463,
      stops: 1,
      tripClass: 0,
      // 2015-02-27T01:32:26+04:00
      foundAt: Date.UTC(2015, 1, 26, 21, 32, 26),
      actual: true,
    });
  });

  it('turns the fares of the asked day into contract quotes', () => {
    const prices = parseTravelpayoutsPrices(REAL);
    const quotes = quotesForQuery(prices, { ...MOW_BKK, departureDate: '2015-04-19' }, CTX);
    expect(quotes).toEqual([
      {
        id: 'tp-MOW-BKK-2015-04-19-oneway-2-0',
        origin: 'MOW',
        destination: 'BKK',
        departureDate: '2015-04-19',
        returnDate: '',
        carrier: {},
        priceAmount: 18666,
        currency: 'USD',
        cabin: 'CABIN_CLASS_ECONOMY',
        stops: 2,
        isIndicative: true,
        observedAt: Date.UTC(2015, 1, 27, 6, 7, 58),
        provider: TRAVELPAYOUTS_PROVIDER_NAME,
      },
    ]);
    expect(checkSchema(PriceQuoteSchema, quotes[0])).toEqual({ ok: true });
    expect(quotesForQuery(prices, { ...MOW_BKK, departureDate: '2015-03-28' }, CTX)[0]?.stops).toBe(0);
  });

  it('matches the return day, the cabin and the day exactly', () => {
    const prices = parseTravelpayoutsPrices(REAL);
    const day = { ...MOW_BKK, departureDate: '2015-04-02' };
    expect(quotesForQuery(prices, day, CTX)).toHaveLength(1);
    expect(quotesForQuery(prices, { ...day, returnDate: '2015-04-12' }, CTX)).toEqual([]);
    expect(quotesForQuery(prices, { ...day, cabin: 'CABIN_CLASS_BUSINESS' }, CTX)).toEqual([]);
    expect(quotesForQuery(prices, { ...day, cabin: 'CABIN_CLASS_PREMIUM_ECONOMY' }, CTX)).toEqual([]);
    expect(quotesForQuery(prices, { ...MOW_BKK, departureDate: '2015-04-05' }, CTX)).toEqual([]);
  });

  it('reads the v2 envelope: currency, optional fields, stale prices, several fares a day', () => {
    const prices = parseTravelpayoutsPrices(
      v2([
        fare({
          value: 180,
          number_of_changes: 1,
          airline: 'xa',
          duration: 415,
          expires_at: '2026-11-22T10:00:00Z',
        }),
        fare({ value: 120 }),
        fare({ value: 90, actual: false }),
        fare({ value: 150 }),
        fare({ value: 200, return_date: '2026-12-08' }),
        fare({ value: 300, trip_class: 1 }),
      ]),
    );
    expect(prices.currency).toBe('EUR');
    const quotes = quotesForQuery(
      prices,
      { origin: 'AAA', destination: 'BBB', departureDate: '2026-12-01' },
      CTX,
    );
    expect(quotes.map((q) => [q.id, q.priceAmount])).toEqual([
      ['tp-AAA-BBB-2026-12-01-oneway-0-0', 120],
      ['tp-AAA-BBB-2026-12-01-oneway-0-0-2', 150],
      ['tp-AAA-BBB-2026-12-01-oneway-1-0', 180],
    ]);
    expect(quotes[2]).toMatchObject({
      carrier: { iataCode: 'XA' },
      durationMinutes: 415,
      expiresAt: Date.UTC(2026, 10, 22, 10),
      currency: 'EUR',
      observedAt: Date.UTC(2026, 10, 20, 10),
    });
    const back = quotesForQuery(
      prices,
      { origin: 'AAA', destination: 'BBB', departureDate: '2026-12-01', returnDate: '2026-12-08' },
      CTX,
    );
    expect(back.map((q) => [q.returnDate, q.priceAmount])).toEqual([['2026-12-08', 200]]);
    const business = quotesForQuery(
      prices,
      { origin: 'AAA', destination: 'BBB', departureDate: '2026-12-01', cabin: 'CABIN_CLASS_BUSINESS' },
      CTX,
    );
    expect(business.map((q) => [q.cabin, q.priceAmount])).toEqual([['CABIN_CLASS_BUSINESS', 300]]);
  });

  it('uses the answer time for fares without found_at, and the asked codes when a fare names none', () => {
    const prices = parseTravelpayoutsPrices(
      v2([{ depart_date: '2026-12-01', value: 75, number_of_changes: 0 }]),
    );
    const [q] = quotesForQuery(
      prices,
      { origin: 'AAA', destination: 'BBB', departureDate: '2026-12-01' },
      CTX,
    );
    expect(q).toMatchObject({
      origin: 'AAA',
      destination: 'BBB',
      observedAt: ANSWERED_AT,
      cabin: 'CABIN_CLASS_ECONOMY',
    });
  });

  it('skips entries that are not fares', () => {
    const prices = parseTravelpayoutsPrices(
      v2([
        fare({}),
        fare({ value: 0 }),
        fare({ depart_date: '2026-12' }),
        fare({ number_of_changes: null }),
        'x',
      ]),
    );
    expect(prices.fares).toHaveLength(1);
    expect(prices.skipped).toBe(4);
  });

  it('reads the three time notations the API uses', () => {
    const t = Date.UTC(2026, 10, 20, 13, 51, 0);
    expect(parseTravelpayoutsTime('2026-11-20T13:51:00')).toBe(t);
    expect(parseTravelpayoutsTime('2026-11-20T13:51:00Z')).toBe(t);
    expect(parseTravelpayoutsTime('2026-11-20T17:51:00+04:00')).toBe(t);
    expect(parseTravelpayoutsTime('2026-11-20T17:51:00+0400')).toBe(t);
    expect(parseTravelpayoutsTime('2026-11-20')).toBeUndefined();
    expect(parseTravelpayoutsTime(1407716354)).toBeUndefined();
  });

  it('treats `success: false` and other shapes as failures, `data: null` as no fares', () => {
    expect(() =>
      parseTravelpayoutsPrices(JSON.stringify({ success: false, data: null, error: 'Unauthorized' })),
    ).toThrow(/Unauthorized/);
    expect(() => parseTravelpayoutsPrices('')).toThrow(PayloadError);
    expect(() => parseTravelpayoutsPrices(JSON.stringify({ success: true, data: { BKK: {} } }))).toThrow(
      PayloadError,
    );
    expect(parseTravelpayoutsPrices(JSON.stringify({ success: true, data: null })).fares).toEqual([]);
  });
});
