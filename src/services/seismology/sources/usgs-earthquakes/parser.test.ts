import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { compareKeys } from '../../../keyset-cursor';
import { earthquakeKey } from '../../data';
import { parseUsgsFeed } from './parser';

const DAY_25 = readFixture(import.meta.url, 'summary_2.5_day.geojson');
const ALL_DAY = readFixture(import.meta.url, 'summary_all_day.geojson');

type Feature = Record<string, unknown> & { properties: Record<string, unknown> };

/** One real feature of a fixture, to alter in the synthetic cases. */
function feature(text: string, id: string): Feature {
  const found = (JSON.parse(text) as { features: Feature[] }).features.find((f) => f.id === id);
  if (!found) throw new Error('fixture changed');
  return structuredClone(found);
}

function collection(features: unknown[], metadata: Record<string, unknown> = { generated: 1784603970000 }) {
  return JSON.stringify({ type: 'FeatureCollection', metadata, features });
}

describe('USGS GeoJSON summary feed parser', () => {
  it('reads every event of the real M2.5+ capture, in feed order, with the feed title', () => {
    const { data, warnings } = parseUsgsFeed(DAY_25);
    expect(warnings).toEqual([]);
    expect(data.earthquakes).toHaveLength(17);
    expect(data.earthquakes.map((e) => e.id).slice(0, 3)).toEqual([
      'hv75005267',
      'nn00922060',
      'aka2026ohjcvi',
    ]);
    expect(data.feed).toEqual({
      title: 'USGS Magnitude 2.5+ Earthquakes, Past Day',
      url: 'https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/2.5_day.geojson',
    });
  });

  it('stores the events in key order whatever the feed order, so the handler need not sort', () => {
    const feed = JSON.parse(ALL_DAY) as { features: unknown[] };
    const reversed = JSON.stringify({ ...feed, features: [...feed.features].reverse() });
    const stored = parseUsgsFeed(reversed).data.earthquakes;
    expect(stored).toHaveLength(feed.features.length);
    for (let i = 1; i < stored.length; i++) {
      expect(compareKeys(earthquakeKey(stored[i - 1]!), earthquakeKey(stored[i]!))).toBeLessThan(0);
    }
    expect(stored).toEqual(parseUsgsFeed(ALL_DAY).data.earthquakes);
  });

  it('keeps the figures of an event as published (non-ASCII place, float32 coordinates)', () => {
    const [pahala] = parseUsgsFeed(DAY_25).data.earthquakes;
    expect(pahala).toEqual({
      id: 'hv75005267',
      place: '3 km S of Pāhala, Hawaii',
      magnitude: 2.81,
      magnitudeType: 'ml',
      occurredAt: 1784603163950,
      updatedAt: 1784603709092,
      latitude: 19.1690006256104,
      longitude: -155.482666015625,
      depthKm: 31.0400009155273,
      sourceUrl: 'https://earthquake.usgs.gov/earthquakes/eventpage/hv75005267',
      eventType: 'earthquake',
      status: 'automatic',
      significance: 122,
      tsunami: false,
    });
  });

  it('reads PAGER alerts, integer magnitudes and negative depths (all-magnitude capture)', () => {
    const events = parseUsgsFeed(ALL_DAY).data.earthquakes;
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get('us7000t1tp')).toMatchObject({ alert: 'green', significance: 465, magnitude: 5.5 });
    expect(byId.get('ci40658290')).toMatchObject({ magnitude: 1, significance: 15 });
    expect(byId.get('hv75004812')?.depthKm).toBe(-0.140000000596046);
    expect(byId.get('nc75399391')?.depthKm).toBe(-0.0900000035762787);
    expect(events.filter((e) => e.alert !== undefined).map((e) => e.id)).toEqual([
      'us7000t1w2',
      'us7000t1tp',
    ]);
  });

  it('dates the feed by metadata.generated, not by its events', () => {
    expect(parseUsgsFeed(DAY_25).asOf).toBe('2026-07-21T03:19:30.000Z');
    expect(parseUsgsFeed(ALL_DAY).asOf).toBe('2026-07-20T14:17:37.000Z');
    // Without metadata the newest revision of an event stands in for it.
    const pahala = feature(DAY_25, 'hv75005267');
    expect(parseUsgsFeed(collection([pahala], {})).asOf).toBe(new Date(1784603709092).toISOString());
  });

  it('skips, with a warning, features without id, time or a valid position; keeps the first of a repeated id', () => {
    const base = feature(DAY_25, 'nn00922060');
    const { data, warnings } = parseUsgsFeed(
      collection([
        base,
        { ...base },
        { ...base, id: '' },
        { ...base, id: 'x1', properties: { ...base.properties, time: null } },
        { ...base, id: 'x2', geometry: { type: 'Point', coordinates: [-200, 10, 1] } },
        { ...base, id: 'x3', geometry: null },
        'not a feature',
      ]),
    );
    expect(data.earthquakes.map((e) => e.id)).toEqual(['nn00922060']);
    expect(warnings).toEqual(['USGS earthquake feed: 5 features without id, time or position skipped']);
  });

  it('leaves out what the feed does not state: null magnitude, null alert, unknown colours', () => {
    const base = feature(DAY_25, 'us7000t23e');
    const [event] = parseUsgsFeed(
      collection([{ ...base, properties: { ...base.properties, mag: null, alert: 'pink', sig: null } }]),
    ).data.earthquakes;
    expect(event).not.toHaveProperty('magnitude');
    expect(event).not.toHaveProperty('alert');
    expect(event).not.toHaveProperty('significance');
    expect(event?.magnitudeType).toBe('mww');
  });

  it('accepts an empty feed only when it counts zero events', () => {
    const quiet = parseUsgsFeed(collection([], { generated: 1784603970000, count: 0 }));
    expect(quiet.data.earthquakes).toEqual([]);
    expect(() => parseUsgsFeed(collection([], { generated: 1784603970000, count: 52 }))).toThrow(
      /no readable event/,
    );
    expect(() => parseUsgsFeed(collection([{ id: 'x' }], { count: 1 }))).toThrow(PayloadError);
  });

  it('refuses bodies that are not a feature collection', () => {
    expect(() => parseUsgsFeed('')).toThrow(PayloadError);
    expect(() => parseUsgsFeed('<html><body>404 Not Found</body></html>')).toThrow(/not JSON/);
    expect(() => parseUsgsFeed('{"type":"FeatureCollection","metadata":{}}')).toThrow(/no features array/);
    expect(() => parseUsgsFeed('[]')).toThrow(/not a JSON object/);
  });
});
