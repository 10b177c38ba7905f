import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../../ingest/errors';
import { gedPage, gedRow, REFERENCE_EVENTS } from './pages.test-helper';
import { parseUcdpPage } from './parser';

describe('UCDP GED page parser', () => {
  it('gives back the real values of the reference events, with ISO-2 codes for UCDP country names', () => {
    const page = parseUcdpPage(gedPage(REFERENCE_EVENTS.map(gedRow)));
    expect(page.skipped).toBe(0);
    expect(page.events.map((e) => [e.id, e.country, e.countryCode])).toEqual([
      ['ucdp-565175', 'Ecuador', 'EC'],
      ['ucdp-565999', 'DR Congo (Zaire)', 'CD'],
      ['ucdp-568494', 'Iraq', 'IQ'],
      ['ucdp-561249', 'Yemen (North Yemen)', 'YE'],
    ]);
    REFERENCE_EVENTS.forEach((ref, i) => {
      const e = page.events[i]!;
      expect(e.occurredAt).toBe(ref.dateStart);
      expect(e.location).toEqual(ref.location);
      expect(e.fatalities).toBe(ref.deathsBest);
      expect(e.actors).toEqual([ref.sideA, ref.sideB]);
      expect(e.source).toBe(ref.sourceOriginal);
    });
    expect(page.events[1]?.eventType).toBe('One-sided violence');
    expect(page.events[2]?.eventType).toBe('State-based conflict');
  });

  it('accepts numbers sent as strings and skips rows without id, date or valid position', () => {
    const rows = [
      {
        id: '9',
        date_start: '2026-07-01',
        latitude: '10.5',
        longitude: '20.25',
        best: '4',
        country: 'Syria',
        type_of_violence: '2',
      },
      { id: '', date_start: '2026-07-01', latitude: 1, longitude: 1 },
      { id: 10, date_start: 'not a date', latitude: 1, longitude: 1 },
      { id: 11, date_start: '2026-07-01', latitude: 95, longitude: 1 },
    ];
    const page = parseUcdpPage(gedPage(rows));
    expect(page.events).toEqual([
      expect.objectContaining({
        id: 'ucdp-9',
        countryCode: 'SY',
        fatalities: 4,
        location: { latitude: 10.5, longitude: 20.25 },
      }),
    ]);
    expect(page.skipped).toBe(3);
  });

  it('refuses a body that is not a GED page', () => {
    expect(() => parseUcdpPage('')).toThrow(PayloadError);
    expect(() => parseUcdpPage('{"message":"Invalid token"}')).toThrow(/Invalid token/);
    expect(() => parseUcdpPage('[1,2]')).toThrow(PayloadError);
  });
});
