import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { GDACS_CENTROID_CLASS, gdacsTime, parseGdacsEventList } from './parser';

const text = readFixture(import.meta.url, 'geteventlist-MAP.json');

interface Feature {
  geometry: { type: string; coordinates: unknown };
  properties: Record<string, unknown>;
}

/** The real capture's features, to rearrange or alter in the synthetic cases. */
function features(): Feature[] {
  return (JSON.parse(text) as { features: Feature[] }).features;
}

function collection(list: Feature[]): string {
  return JSON.stringify({ type: 'FeatureCollection', features: list, bbox: null });
}

/** The centroid feature of one event of the capture. */
function centroid(eventtype: string, eventid: number): Feature {
  const f = features().find(
    (x) =>
      x.properties.eventtype === eventtype &&
      x.properties.eventid === eventid &&
      x.properties.Class === GDACS_CENTROID_CLASS,
  );
  if (!f) throw new Error('fixture changed');
  return f;
}

describe('GDACS event list parser', () => {
  it('reads the real capture: one record per climate event, placed at its centroid', () => {
    const { data, warnings } = parseGdacsEventList(text);
    expect(data.disasters.map((d) => d.id)).toEqual([
      'gdacs-FL-1103888',
      'gdacs-FL-1103942',
      'gdacs-FL-1103972',
      'gdacs-FL-1103981',
      'gdacs-TC-1001290',
    ]);
    expect(warnings).toEqual([]);
    expect(data.disasters[0]).toEqual({
      id: 'gdacs-FL-1103888',
      type: 'flood',
      name: 'Flood in United States',
      country: 'United States',
      countryCode: 'US',
      lat: 38.3401205,
      lng: -111.544867,
      severity: 'green',
      startedAt: Date.UTC(2026, 4, 19, 1, 0, 0),
      status: 'ongoing',
      source: 'GDACS',
      sourceUrl: 'https://www.gdacs.org/report.aspx?eventid=1103888&episodeid=49&eventtype=FL',
    });
  });

  it('reads the tropical cyclone from its centroid among 26 features of polygons, cones and lines', () => {
    const tc = parseGdacsEventList(text).data.disasters.find((d) => d.id === 'gdacs-TC-1001290');
    expect(tc).toMatchObject({
      type: 'cyclone',
      name: 'Tropical Cyclone TWO-26',
      lat: 28.5,
      lng: -85.4,
      startedAt: Date.UTC(2026, 6, 19, 15, 0, 0),
      countryCode: 'US',
    });
  });

  it('leaves earthquakes out (not a climate hazard)', () => {
    const ids = parseGdacsEventList(text).data.disasters.map((d) => d.id);
    expect(ids.some((id) => id.startsWith('gdacs-EQ-'))).toBe(false);
    expect(text).toContain('"eventtype":"EQ"');
  });

  it('prefers the centroid whatever the feature order', () => {
    const reversed = parseGdacsEventList(collection(features().reverse())).data.disasters;
    const flood = reversed.find((d) => d.id === 'gdacs-FL-1103888');
    expect([flood?.lat, flood?.lng]).toEqual([38.3401205, -111.544867]);
  });

  it('falls back to another point of the event when the centroid is missing', () => {
    const list = features().filter(
      (f) => !(f.properties.eventid === 1103888 && f.properties.Class === GDACS_CENTROID_CLASS),
    );
    const flood = parseGdacsEventList(collection(list)).data.disasters.find(
      (d) => d.id === 'gdacs-FL-1103888',
    );
    // The capture's Point_Affected feature of that flood.
    expect([flood?.lat, flood?.lng]).toEqual([38.340662692994556, -111.54419242609046]);
  });

  it('skips, with a warning, an event that has only polygons and lines', () => {
    const list = features().filter((f) => !(f.properties.eventtype === 'TC' && f.geometry.type === 'Point'));
    const { data, warnings } = parseGdacsEventList(collection(list));
    expect(data.disasters.map((d) => d.id)).not.toContain('gdacs-TC-1001290');
    expect(warnings).toEqual(['GDACS: event TC-1001290 has no usable position or start date; skipped']);
  });

  it('maps alert level and iscurrent to the status (synthetic variations of a real feature)', () => {
    const base = centroid('FL', 1103942);
    const variant = (props: Record<string, unknown>) =>
      parseGdacsEventList(collection([{ ...base, properties: { ...base.properties, ...props } }])).data
        .disasters[0];
    expect(variant({ alertlevel: 'Orange' })).toMatchObject({ severity: 'orange', status: 'alert' });
    expect(variant({ alertlevel: 'Red' })).toMatchObject({ severity: 'red', status: 'alert' });
    expect(variant({ alertlevel: 'Red', iscurrent: 'false' })?.status).toBe('past');
    expect(variant({ glide: 'FL-2026-000101-PHL' })?.glide).toBe('FL-2026-000101-PHL');
    expect(variant({ eventtype: 'DR' })).toMatchObject({ id: 'gdacs-DR-1103942', type: 'drought' });
    expect(variant({ eventtype: 'WF' })?.type).toBe('wildfire');
  });

  it('takes the country code from iso3, else from the affected countries, else none', () => {
    const base = centroid('FL', 1103942);
    const variant = (props: Record<string, unknown>) =>
      parseGdacsEventList(collection([{ ...base, properties: { ...base.properties, ...props } }])).data
        .disasters[0];
    expect(variant({})?.countryCode).toBe('PH');
    expect(variant({ iso3: '' })?.countryCode).toBe('PH');
    expect(variant({ iso3: '', affectedcountries: [] })?.countryCode).toBeUndefined();
    expect(variant({ iso3: null, affectedcountries: [{ iso2: 'ZZ' }] })?.countryCode).toBeUndefined();
  });

  it('dates the list by the newest datemodified of its events, read as UTC, not the fetch', () => {
    expect(parseGdacsEventList(text).asOf).toBe('2026-07-20T13:21:13.000Z');
    // Earthquakes are left out of the records but their update still dates the list.
    const older = features().map((f) =>
      f.properties.eventtype === 'EQ'
        ? f
        : { ...f, properties: { ...f.properties, datemodified: '2026-07-01T00:00:00' } },
    );
    expect(parseGdacsEventList(collection(older)).asOf).toBe('2026-07-20T02:07:03.000Z');
    // No event states a date: the runner then uses the fetch time.
    const undated = features().map((f) => ({ ...f, properties: { ...f.properties, datemodified: '' } }));
    expect(parseGdacsEventList(collection(undated)).asOf).toBeUndefined();
  });

  it('reads GDACS dates as UTC and honours an explicit zone', () => {
    expect(gdacsTime('2026-07-19T07:50:29')).toBe(Date.UTC(2026, 6, 19, 7, 50, 29));
    expect(gdacsTime('2026-07-19T07:50:29+02:00')).toBe(Date.UTC(2026, 6, 19, 5, 50, 29));
    expect(gdacsTime('')).toBeUndefined();
    expect(gdacsTime('not a date')).toBeUndefined();
    expect(gdacsTime(null)).toBeUndefined();
  });

  it('refuses bodies that are not a feature collection, and accepts an empty one', () => {
    expect(() => parseGdacsEventList('<html><body>502</body></html>')).toThrow(PayloadError);
    expect(() => parseGdacsEventList('')).toThrow(PayloadError);
    expect(() => parseGdacsEventList('{"type":"FeatureCollection"}')).toThrow(/no features array/);
    expect(
      parseGdacsEventList('{"type":"FeatureCollection","features":[],"bbox":null}').data.disasters,
    ).toEqual([]);
  });

  it('skips features without an event key, with a warning', () => {
    const { data, warnings } = parseGdacsEventList(
      collection([...features(), { geometry: { type: 'Point', coordinates: [0, 0] }, properties: {} }]),
    );
    expect(data.disasters).toHaveLength(5);
    expect(warnings).toEqual(['GDACS: 1 features without eventtype/eventid skipped']);
  });
});
