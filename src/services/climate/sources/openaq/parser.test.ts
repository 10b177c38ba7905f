import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { buildAirQuality, indexLocations, OPENAQ_MAX_READING_AGE_MS, parseOpenAqPage } from './parser';

const locations = readFixture(import.meta.url, 'locations.json');
const latest = readFixture(import.meta.url, 'latest.json');
const delNorte = readFixture(import.meta.url, 'locations-del-norte.json');
/** Capture time of the Rio bodies (commit of the capturing repository). */
const CAPTURED = new Date('2026-08-06T13:20:19Z');
const READING_MS = Date.UTC(2026, 7, 6, 12);

/** A synthetic latest row. */
function row(sensorsId: number, locationsId: number, value: number, utc: string) {
  return { datetime: { utc, local: utc }, value, coordinates: null, sensorsId, locationsId };
}
const page = (results: unknown[]) =>
  JSON.stringify({ meta: { name: 'openaq-api', page: 1, limit: 100, found: results.length }, results });

describe('OpenAQ pages', () => {
  it('indexes the real Rio locations with their sensors', () => {
    const index = indexLocations([parseOpenAqPage(locations, 'locations-1')]);
    expect([...index.keys()]).toEqual([820323, 820324, 820326]);
    const kunak = index.get(820323);
    expect(kunak).toMatchObject({ city: 'Rio de Janeiro', countryCode: 'BR', lat: -22.9084, lng: -43.1795 });
    expect(kunak?.sensors.get(14798912)).toEqual({ name: 'pm25', units: 'µg/m³' });
    expect(kunak?.sensors.get(4475452)).toEqual({ name: 'co', units: 'ppm' });
    expect(index.get(820324)?.sensors.size).toBe(2);
  });

  it('indexes the official client recording (spaced layout, null distance)', () => {
    const parsed = parseOpenAqPage(delNorte, 'locations-1');
    expect(parsed.found).toBe(1);
    const info = indexLocations([parsed]).get(2178);
    expect(info).toMatchObject({ city: 'Albuquerque', countryCode: 'US', lat: 35.1353, lng: -106.584702 });
    expect(info?.sensors.get(3920)).toEqual({ name: 'pm25', units: 'µg/m³' });
    expect(info?.sensors.get(3918)).toEqual({ name: 'so2', units: 'ppm' });
  });

  it('refuses bodies that are not listings, naming the detail when there is one', () => {
    expect(() => parseOpenAqPage('{"detail":"synthetic detail"}', 'latest-1')).toThrow(/synthetic detail/);
    expect(() => parseOpenAqPage('<html></html>', 'latest-1')).toThrow(PayloadError);
    expect(() => parseOpenAqPage('', 'latest-1')).toThrow(PayloadError);
  });
});

describe('air quality builder', () => {
  it('joins the real latest rows on the location sensors: only the PM2.5 row becomes a station', () => {
    const result = buildAirQuality({ 'locations-1': locations, 'latest-1': latest }, CAPTURED);
    expect(result.data.stations).toEqual([
      {
        locationId: '820323',
        city: 'Rio de Janeiro',
        countryCode: 'BR',
        lat: -22.9084,
        lng: -43.1795,
        pm25: 8.21,
        measuredAt: READING_MS,
        source: 'OpenAQ',
      },
    ]);
    expect(result.asOf).toBe('2026-08-06T12:00:00.000Z');
    expect(result.warnings).toEqual(['2 latest rows dropped (notPm25)']);
  });

  it('drops readings older than the freshness window and rows of unknown stations', () => {
    const late = new Date(READING_MS + OPENAQ_MAX_READING_AGE_MS + 1);
    const stale = buildAirQuality({ 'locations-1': locations, 'latest-1': latest }, late);
    expect(stale.data.stations).toEqual([]);
    expect(stale.asOf).toBeUndefined();
    expect(stale.warnings).toContain('1 latest rows dropped (stale)');
    const orphan = buildAirQuality({ 'locations-1': delNorte, 'latest-1': latest }, CAPTURED);
    expect(orphan.warnings).toEqual(['3 latest rows dropped (unknownStation)']);
  });

  it('keeps one station per location: the newest PM2.5 reading, falling back to the location position', () => {
    const rows = [
      row(3920, 2178, 4.1, '2026-08-06T11:00:00Z'),
      row(3920, 2178, 6.5, '2026-08-06T12:00:00Z'),
      row(3920, 2178, -1, '2026-08-06T13:00:00Z'),
      row(3918, 2178, 0.0003, '2026-08-06T13:00:00Z'),
    ];
    const result = buildAirQuality({ 'locations-1': delNorte, 'latest-1': page(rows) }, CAPTURED);
    expect(result.data.stations).toEqual([
      expect.objectContaining({ locationId: '2178', pm25: 6.5, lat: 35.1353, lng: -106.584702 }),
    ]);
    expect(result.warnings).toEqual(['1 latest rows dropped (notPm25)', '1 latest rows dropped (badValue)']);
  });

  it('accepts the Greek mu in the PM2.5 units and refuses other units', () => {
    const greek = delNorte.replace(
      '"units": "µg/m³", "displayName": "PM2.5"',
      '"units": "\u03bcg/m³", "displayName": "PM2.5"',
    );
    const ppm = delNorte.replace(
      '"units": "µg/m³", "displayName": "PM2.5"',
      '"units": "ppm", "displayName": "PM2.5"',
    );
    const rows = page([row(3920, 2178, 6.5, '2026-08-06T12:00:00Z')]);
    expect(buildAirQuality({ 'locations-1': greek, 'latest-1': rows }, CAPTURED).data.stations).toHaveLength(
      1,
    );
    expect(buildAirQuality({ 'locations-1': ppm, 'latest-1': rows }, CAPTURED).data.stations).toHaveLength(0);
  });

  it('reads every page of both listings, and refuses a payload missing one of them', () => {
    const second = page([row(3920, 2178, 6.5, '2026-08-06T12:00:00Z')]);
    const result = buildAirQuality(
      { 'locations-1': locations, 'locations-2': delNorte, 'latest-1': latest, 'latest-2': second },
      CAPTURED,
    );
    expect(result.data.stations.map((s) => s.locationId)).toEqual(['2178', '820323']);
    expect(() => buildAirQuality({ 'latest-1': latest }, CAPTURED)).toThrow(/locations and latest/);
  });
});
