import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { calendarWindow } from './get-economic-calendar';

describe('get-economic-calendar window', () => {
  const now = new Date('2026-08-10T15:00:00Z');

  it('defaults to today and the 30 days after; one side given sets the other', () => {
    expect(calendarWindow(undefined, undefined, now)).toEqual({
      fromDate: '2026-08-10',
      toDate: '2026-09-09',
    });
    expect(calendarWindow('2026-01-01', undefined, now)).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
    expect(calendarWindow(undefined, '2026-01-31', now)).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
    });
  });

  it('refuses unreal dates, inverted windows and windows over 366 days', () => {
    expect(() => calendarWindow('2026-02-30', undefined, now)).toThrow(ApiError);
    const field = (from: string, to: string) => {
      try {
        calendarWindow(from, to, now);
      } catch (err) {
        return (err as ApiError).details.violations?.[0]?.field;
      }
      return undefined;
    };
    expect(field('2026-02-01', '2026-01-01')).toBe('from_date');
    expect(field('2024-01-01', '2026-01-01')).toBe('to_date');
  });
});
