import { describe, expect, it } from 'vitest';
import { parseHapiConflictEvents } from './parser';

/** Documented layout, synthetic values (fixtures/SOURCE.md). */
const row = (
  code: string,
  name: string,
  type: string,
  events: number,
  fatalities: number | null,
  month: string,
) => ({
  location_code: code,
  location_name: name,
  admin_level: 0,
  event_type: type,
  events,
  fatalities,
  reference_period_start: `${month}-01T00:00:00`,
  reference_period_end: `${month}-28T23:59:59`,
});
const PAGE = JSON.stringify({
  data: [
    row('YEM', 'Yemen', 'political_violence', 10, 20, '2026-05'),
    row('YEM', 'Yemen', 'political_violence', 12, 30, '2026-06'),
    row('YEM', 'Yemen', 'civilian_targeting', 3, 4, '2026-06'),
    row('YEM', 'Yemen', 'demonstration', 7, null, '2026-06'),
    row('SDN', 'Sudan', 'political_violence', 5, 9, '2026-04'),
    row('XKX', 'Kosovo', 'demonstration', 1, null, '2026-06'),
  ],
});

describe('HDX HAPI conflict events (documented format)', () => {
  it("keeps each country's latest month and sums its event types", () => {
    const { data, asOf } = parseHapiConflictEvents([PAGE]);
    expect(asOf).toBe('2026-06-28T00:00:00.000Z');
    expect(data.countries).toEqual([
      {
        countryCode: 'SD',
        countryName: 'Sudan',
        referencePeriod: '2026-04-01',
        politicalViolenceEvents: 5,
        civilianTargetingEvents: 0,
        demonstrations: 0,
        fatalities: 9,
      },
      {
        countryCode: 'YE',
        countryName: 'Yemen',
        referencePeriod: '2026-06-01',
        politicalViolenceEvents: 12,
        civilianTargetingEvents: 3,
        demonstrations: 7,
        fatalities: 34,
      },
    ]);
  });

  it('refuses an error body', () => {
    expect(() => parseHapiConflictEvents(['{"detail":"Not authenticated"}'])).toThrow(/Not authenticated/);
  });
});
