import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../../ingest/errors';
import { agsiNumber, parseAgsiEuStorage } from './parser';

/**
 * Synthetic answers in the documented AGSI+ layout (`{last_page, total, data[]}` with
 * `gasDayStart`, `gasInStorage`, `full`). No real capture exists in the sample set: figures are
 * made up.
 */
function answer(data: Record<string, unknown>[]): string {
  return JSON.stringify({ last_page: 1, total: data.length, dataset: 'storage', data });
}
const day = (gasDayStart: string, full: unknown, gasInStorage: unknown = '500.5') => ({
  name: 'EU',
  code: 'eu',
  gasDayStart,
  gasInStorage,
  full,
});

describe('GIE AGSI+ EU storage parser (synthetic answers)', () => {
  it('reads string and number figures, newest day first, dated by the newest gas day', () => {
    const result = parseAgsiEuStorage(
      answer([day('2026-08-08', '70.25'), day('2026-08-09', 70.5, 800)]),
      'eu',
    );
    expect(result.data.days).toEqual([
      { gasDayStart: '2026-08-09', full: 70.5, gasInStorage: 800 },
      { gasDayStart: '2026-08-08', full: 70.25, gasInStorage: 500.5 },
    ]);
    expect(result.asOf).toBe('2026-08-09T00:00:00Z');
  });

  it('skips days without a fill level, keeps a day whose stored volume is not reported', () => {
    const result = parseAgsiEuStorage(
      answer([
        day('2026-08-09', '-'),
        day('2026-08-08', '60', '-'),
        day('2026-08-07', '250'),
        day('bad', '1'),
        day('2026-08-06', '59', '400'),
      ]),
      'eu',
    );
    expect(result.data.days).toEqual([
      { gasDayStart: '2026-08-08', full: 60 },
      { gasDayStart: '2026-08-06', full: 59, gasInStorage: 400 },
    ]);
    expect(result.warnings).toEqual([
      'eu: 2 unreadable rows skipped',
      'eu: 1 days without a fill level skipped',
    ]);
  });

  it('refuses an error answer, HTML, an empty body and an answer with no usable day', () => {
    expect(() => parseAgsiEuStorage('{"error":"access denied"}', 'eu')).toThrow(
      /no data array: access denied/,
    );
    expect(() => parseAgsiEuStorage('<html></html>', 'eu')).toThrow(PayloadError);
    expect(() => parseAgsiEuStorage('', 'eu')).toThrow(/not JSON/);
    expect(() => parseAgsiEuStorage(answer([day('2026-08-09', '')]), 'eu')).toThrow(/no gas day/);
  });

  it('reads AGSI+ numbers', () => {
    expect(agsiNumber(' 12.5 ')).toBe(12.5);
    expect(agsiNumber('-')).toBeUndefined();
    expect(agsiNumber(null)).toBeUndefined();
  });
});
