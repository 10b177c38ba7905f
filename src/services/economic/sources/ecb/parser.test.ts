import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseEcbDays, parseEcbFxRates } from './parser';

const daily = readFixture(import.meta.url, 'eurofxref-daily.xml');

describe('ECB eurofxref parser', () => {
  it('reads the real daily file with its single-quoted attributes', () => {
    const [day, ...rest] = parseEcbDays(daily, 'daily');
    expect(rest).toEqual([]);
    expect(day!.date).toBe('2016-01-29');
    expect(day!.rates.size).toBe(12);
    expect(day!.rates.get('USD')).toBe(1.092);
    expect(day!.rates.get('GBP')).toBe(0.7641);
    expect(day!.rates.get('HUF')).toBe(312.03);
    expect([...day!.rates.keys()].slice(0, 3)).toEqual(['USD', 'JPY', 'BGN']);
    expect(day!.malformed).toBe(0);
  });

  it('dates the rates by their own business day and says when there is no history', () => {
    const result = parseEcbFxRates({ daily });
    expect(result.asOf).toBe('2016-01-29T00:00:00Z');
    expect(result.data.date).toBe('2016-01-29');
    expect(result.data.previousDate).toBeUndefined();
    expect(result.data.rates[0]).toEqual({ currency: 'USD', rate: 1.092 });
    expect(result.warnings).toEqual(['eurofxref-hist-90d.xml: not available, no day-on-day change']);
  });

  it('gives no previous rate when the history holds no day before the latest', () => {
    const result = parseEcbFxRates({ daily, hist: daily });
    expect(result.data.previousDate).toBeUndefined();
    expect(result.data.rates.every((r) => r.previousRate === undefined)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  // Synthetic history below: made-up rates, not ECB figures.
  it('takes the previous rate from the newest earlier day of the history, in any quoting', () => {
    const hist = `<?xml version="1.0"?><gesmes:Envelope><Cube>
      <Cube time="2016-01-29"><Cube currency="USD" rate="9.9"/></Cube>
      <Cube time='2016-01-28'><Cube rate='1.0900' currency='USD'/><Cube currency='GBP' rate='oops'/></Cube>
      <Cube time='2016-01-27'><Cube currency='USD' rate='1.5'/><Cube currency='GBP' rate='0.75'/></Cube>
    </Cube></gesmes:Envelope>`;
    const days = parseEcbDays(hist, 'hist');
    expect(days.map((d) => d.date)).toEqual(['2016-01-29', '2016-01-28', '2016-01-27']);
    expect(days[1]!.malformed).toBe(1);
    const result = parseEcbFxRates({ daily, hist });
    expect(result.data.previousDate).toBe('2016-01-28');
    expect(result.data.rates.find((r) => r.currency === 'USD')).toEqual({
      currency: 'USD',
      rate: 1.092,
      previousRate: 1.09,
    });
    // GBP was unreadable on the previous day: no previous rate rather than an older one.
    expect(result.data.rates.find((r) => r.currency === 'GBP')).toEqual({ currency: 'GBP', rate: 0.7641 });
  });

  it('refuses a page that is not an eurofxref envelope, or one with no dated rates', () => {
    expect(() => parseEcbDays('<!DOCTYPE html><html></html>', 'daily')).toThrow(PayloadError);
    expect(() => parseEcbDays('', 'daily')).toThrow(PayloadError);
    expect(() => parseEcbDays('<gesmes:Envelope><Cube></Cube></gesmes:Envelope>', 'daily')).toThrow(
      /no dated rates/,
    );
    expect(() =>
      parseEcbDays(
        "<gesmes:Envelope><Cube><Cube time='2016-02-30'><Cube currency='USD' rate='1'/></Cube></Cube></gesmes:Envelope>",
        'daily',
      ),
    ).toThrow(PayloadError);
  });

  it('keeps the day when the history is unreadable, with a warning', () => {
    const result = parseEcbFxRates({ daily, hist: '<html>maintenance</html>' });
    expect(result.data.rates).toHaveLength(12);
    expect(result.warnings).toEqual(['eurofxref-hist-90d.xml: not an ECB eurofxref envelope']);
  });
});
