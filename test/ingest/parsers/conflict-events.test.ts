import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../src/ingest/errors';
import { parseAcledPage } from '../../../src/ingest/parsers/acled';
import {
  buildConflictEvents,
  CONFLICT_EVENTS_WINDOW_DAYS,
  type ConflictEvent,
} from '../../../src/ingest/parsers/conflict-events';
import { countryCodeOf } from '../../../src/reference/countries';
import { parseUcdpPage } from '../../../src/ingest/parsers/ucdp-ged';
import { checkSchema } from '../../../src/schema-check';
import { ConflictEventsDataSchema } from '../../../src/store/schemas/conflict';
import { acledPage, acledRow, gedPage, gedRow, REFERENCE_EVENTS } from '../../helpers/ingest/conflict-pages';

const DAY = 86_400_000;

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

describe('ACLED page parser', () => {
  it('normalises rows, maps the numeric ISO code and keeps armed-conflict types only', () => {
    const page = parseAcledPage(
      acledPage([
        acledRow(),
        acledRow({ event_id_cnty: 'TST2', event_type: 'Protests' }),
        acledRow({ event_id_cnty: 'TST3', iso: '', country: 'Laos', fatalities: 'n/a' }),
      ]),
    );
    expect(page.rows).toBe(3);
    expect(page.events).toEqual([
      {
        id: 'acled-TST1',
        eventType: 'Battles',
        country: 'Democratic Republic of Congo',
        countryCode: 'CD',
        admin1: 'Test Province',
        location: { latitude: -1.5, longitude: 29.25 },
        occurredAt: Date.UTC(2026, 7, 1),
        fatalities: 3,
        actors: ['Test Force A', 'Test Force B'],
        source: 'Test Source',
      },
      expect.objectContaining({ id: 'acled-TST3', countryCode: 'LA', fatalities: 0 }),
    ]);
  });

  it('refuses error bodies and bodies without data', () => {
    expect(() =>
      parseAcledPage('{"status":403,"success":false,"error":{"message":"Access denied"}}'),
    ).toThrow(/error response/);
    expect(() => parseAcledPage('{"status":200}')).toThrow(/no data array/);
    expect(() => parseAcledPage('<html>')).toThrow(PayloadError);
  });
});

describe('conflict events snapshot', () => {
  const event = (id: string, daysAgo: number, now: number): ConflictEvent => ({
    id,
    eventType: 'Battles',
    country: 'X',
    location: { latitude: 0, longitude: 0 },
    occurredAt: now - daysAgo * DAY,
    fatalities: 0,
    actors: [],
    source: '',
  });

  it('keeps a rolling window anchored on the newest event, newest first, without duplicates', () => {
    const now = Date.UTC(2026, 7, 10);
    const result = buildConflictEvents(
      [
        {
          dataset: 'UCDP GED 26.0.6',
          events: [
            event('a', 40, now),
            event('b', 40 + CONFLICT_EVENTS_WINDOW_DAYS + 1, now),
            event('f', -2, now),
          ],
          skipped: 0,
        },
        { dataset: 'ACLED', events: [event('c', 45, now), event('a', 40, now)], skipped: 2 },
      ],
      new Date(now),
    );
    expect(result.data.dataset).toBe('UCDP GED 26.0.6 + ACLED');
    expect(result.data.events.map((e) => e.id)).toEqual(['a', 'c']);
    expect(checkSchema(ConflictEventsDataSchema, result.data)).toEqual({ ok: true });
    expect(result.warnings?.[0]).toContain('ACLED: 2 events');
  });
});

describe('country names', () => {
  it('resolves UCDP and ACLED spellings through i18n-iso-countries names', () => {
    expect(countryCodeOf('Bosnia-Herzegovina')).toBe('BA');
    expect(countryCodeOf('Russia (Soviet Union)')).toBe('RU');
    expect(countryCodeOf('Kingdom of eSwatini (Swaziland)')).toBe('SZ');
    expect(countryCodeOf('Republic of Congo')).toBe('CG');
    expect(countryCodeOf("Cote d'Ivoire")).toBe('CI');
    expect(countryCodeOf('Somaliland')).toBeUndefined();
    expect(countryCodeOf('')).toBeUndefined();
  });
});
