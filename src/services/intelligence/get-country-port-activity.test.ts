import { describe, expect, it } from 'vitest';
import { toEntry } from './get-country-port-activity';

const port = { id: 'port1', name: 'P', country: 'CN', lat: 1, lon: 2 };

describe('get-country-port-activity rule (inputs are rule cases, not data)', () => {
  it('computes the trend against the 30 days before and flags a fall by half or more', () => {
    expect(toEntry({ ...port, tankerCalls30d: 4, priorTankerCalls30d: 10 })).toMatchObject({
      tankerCalls30d: 4,
      trendDeltaPct: -60,
      anomalySignal: true,
    });
    expect(toEntry({ ...port, tankerCalls30d: 1, priorTankerCalls30d: 4 })).toMatchObject({
      anomalySignal: false,
    });
    expect(toEntry({ ...port, tankerCalls30d: 3 })).not.toHaveProperty('trendDeltaPct');
  });
});
