import { describe, expect, it } from 'vitest';
import { CONCERN_BY_PAGER_ALERT, concernLevel, concernScore } from './concern';

describe('earthquake concern rule', () => {
  it('maps each PAGER colour to one level, in order, and gives no level without an alert', () => {
    expect(CONCERN_BY_PAGER_ALERT).toEqual({
      green: 'low',
      yellow: 'moderate',
      orange: 'elevated',
      red: 'critical',
    });
    expect(concernLevel({ alert: 'orange' })).toBe('elevated');
    expect(concernLevel({})).toBeUndefined();
  });

  it('scores the USGS significance divided by 10, one decimal, capped at 100', () => {
    expect(concernScore({ significance: 482 })).toBe(48.2);
    expect(concernScore({ significance: 0 })).toBe(0);
    expect(concernScore({ significance: 1000 })).toBe(100);
    expect(concernScore({ significance: 2910 })).toBe(100);
    expect(concernScore({})).toBeUndefined();
  });
});
