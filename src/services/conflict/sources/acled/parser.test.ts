import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../../ingest/errors';
import { acledPage, acledRow } from './pages.test-helper';
import { parseAcledPage } from './parser';

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
