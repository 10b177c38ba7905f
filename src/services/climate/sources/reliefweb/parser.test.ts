import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { iso2OfIso3, validIso2 } from '../../../../reference/countries';
import { parseReliefwebDisasters } from './parser';

const burkina = readFixture(import.meta.url, 'v1-disasters-25466.json');
const macedonia = readFixture(import.meta.url, 'v1-disasters-25846.json');
const externalList = readFixture(import.meta.url, 'v1-disasters_preset-external.first12.json');

type Body = { data: { id: string; fields: Record<string, unknown> }[] } & Record<string, unknown>;

/** The real Burkina Faso document with some fields replaced (synthetic variations). */
function variant(fields: Record<string, unknown>): string {
  const body = JSON.parse(burkina) as Body;
  const [row] = body.data;
  if (!row) throw new Error('fixture changed');
  row.fields = { ...row.fields, ...fields };
  return JSON.stringify(body);
}

describe('ReliefWeb disasters parser', () => {
  it('reads a real disaster: country centre, lower-case iso3 to ISO-2, event date, GLIDE', () => {
    const { data, warnings } = parseReliefwebDisasters(burkina);
    expect(warnings).toEqual([]);
    expect(data.disasters).toEqual([
      {
        id: 'reliefweb-25466',
        type: 'flood',
        name: 'Burkina Faso: Floods - Aug 2015',
        country: 'Burkina Faso',
        countryCode: 'BF',
        lat: 12.28,
        lng: -1.57,
        startedAt: Date.UTC(2015, 7, 7),
        status: 'past',
        source: 'ReliefWeb',
        sourceUrl: 'https://reliefweb.int/disaster/fl-2015-000106-bfa',
        glide: 'FL-2015-000106-BFA',
      },
    ]);
  });

  it("dates the list by its rows' newest date.changed, not the fetch", () => {
    // Burkina Faso: changed 2015-12-08T22:02:56+00:00; North Macedonia: changed 2018-05-22T17:01:25+00:00.
    expect(parseReliefwebDisasters(burkina).asOf).toBe('2015-12-08T22:02:56.000Z');
    expect(parseReliefwebDisasters(macedonia).asOf).toBe('2018-05-22T17:01:25.000Z');
    const both = JSON.parse(burkina) as Body;
    both.data.push(...(JSON.parse(macedonia) as Body).data);
    expect(parseReliefwebDisasters(JSON.stringify(both)).asOf).toBe('2018-05-22T17:01:25.000Z');
    // Rows without dates (preset=external) state none: the runner then uses the fetch time.
    expect(parseReliefwebDisasters(externalList).asOf).toBeUndefined();
  });

  it('reads a flash flood as a flood and uses the short country name', () => {
    const [d] = parseReliefwebDisasters(macedonia).data.disasters;
    expect(d).toMatchObject({
      id: 'reliefweb-25846',
      type: 'flood',
      country: 'North Macedonia',
      countryCode: 'MK',
      lat: 41.6,
      lng: 21.7,
      startedAt: Date.UTC(2015, 7, 3),
      glide: 'FF-2015-000115-MKD',
    });
  });

  it('skips and counts rows of a list that carries no type, place or date (preset=external)', () => {
    const { data, warnings } = parseReliefwebDisasters(externalList);
    expect(data.disasters).toEqual([]);
    expect(warnings).toEqual([
      'ReliefWeb: 12 rows without a type, place or date skipped',
      'ReliefWeb: 12 of 3677 disasters returned (limit reached)',
    ]);
  });

  it('maps the statuses of v1 and v2, and skips an unknown one with a warning', () => {
    const status = (s: string) => parseReliefwebDisasters(variant({ status: s }));
    expect(status('alert').data.disasters[0]?.status).toBe('alert');
    expect(status('current').data.disasters[0]?.status).toBe('ongoing');
    expect(status('ongoing').data.disasters[0]?.status).toBe('ongoing');
    expect(status('alert-archive').data.disasters[0]?.status).toBe('past');
    const unknown = status('paused');
    expect(unknown.data.disasters).toEqual([]);
    expect(unknown.warnings).toEqual(['ReliefWeb: unknown statuses skipped: paused']);
    // A status named like an Object member is unknown too, not a lookup hit.
    expect(status('constructor').data.disasters).toEqual([]);
  });

  it('keeps climate hazards only, looking past a non-climate main type', () => {
    const epidemic = { id: 4642, name: 'Epidemic', code: 'EP', primary: true };
    const flood = { id: 4611, name: 'Flood', code: 'FL' };
    expect(parseReliefwebDisasters(variant({ type: [epidemic], primary_type: null })).data.disasters).toEqual(
      [],
    );
    expect(parseReliefwebDisasters(variant({ type: [epidemic, flood] })).data.disasters[0]?.type).toBe(
      'flood',
    );
    const cyclone = { id: 4618, name: 'Tropical Cyclone', code: 'TC', primary: true };
    expect(
      parseReliefwebDisasters(variant({ type: [cyclone], primary_type: cyclone })).data.disasters[0]?.type,
    ).toBe('cyclone');
  });

  it('falls back to the country name when the iso3 is not an ISO code, and to the created date', () => {
    const kosovo = {
      id: 0,
      name: 'Kosovo',
      shortname: 'Kosovo',
      iso3: 'xkx',
      location: { lat: 42.56, lon: 20.89 },
      primary: true,
    };
    const [d] = parseReliefwebDisasters(
      variant({ primary_country: kosovo, country: [kosovo], date: { created: '2015-08-07T00:00:00+00:00' } }),
    ).data.disasters;
    expect(d).toMatchObject({
      country: 'Kosovo',
      countryCode: 'XK',
      lat: 42.56,
      startedAt: Date.UTC(2015, 7, 7),
    });
  });

  it('skips a row whose country has no location', () => {
    const { data, warnings } = parseReliefwebDisasters(
      variant({ primary_country: { name: 'X', iso3: 'bfa' }, country: [] }),
    );
    expect(data.disasters).toEqual([]);
    expect(warnings?.[0]).toBe('ReliefWeb: 1 rows without a type, place or date skipped');
  });

  it('refuses an error body, an HTML page and an empty body', () => {
    const error =
      '{"status":400,"error":{"type":"BadRequest","message":"You are not using an approved appname."}}';
    expect(() => parseReliefwebDisasters(error)).toThrow(/approved appname/);
    expect(() => parseReliefwebDisasters('<html></html>')).toThrow(PayloadError);
    expect(() => parseReliefwebDisasters('')).toThrow(PayloadError);
  });

  it('converts ISO-3 codes in any case and validates ISO-2 codes', () => {
    expect(iso2OfIso3('bfa')).toBe('BF');
    expect(iso2OfIso3('MKD')).toBe('MK');
    expect(iso2OfIso3('wld')).toBeUndefined();
    expect(iso2OfIso3('')).toBeUndefined();
    expect(validIso2('ph')).toBe('PH');
    expect(validIso2('ZZ')).toBeUndefined();
  });
});
