import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseEonetEvents, placeOf } from './parser';

const text = readFixture(import.meta.url, 'events_status-open_days-7.json');

type Event = Record<string, unknown>;

/** One real event of the capture, to alter in the synthetic cases. */
function event(id: string): Event {
  const found = (JSON.parse(text) as { events: Event[] }).events.find((e) => e.id === id);
  if (!found) throw new Error('fixture changed');
  return found;
}

function body(events: Event[]): string {
  return JSON.stringify({ title: 'EONET Events', events });
}

describe('NASA EONET events parser', () => {
  it("reads the real capture's template layout (tabs, blank lines, 35.00) and keeps the climate events", () => {
    expect(text).toContain('"magnitudeValue": 35.00,');
    const { data, warnings } = parseEonetEvents(text);
    expect(warnings).toEqual([]);
    expect(data.disasters.map((d) => d.id)).toEqual([
      'eonet-EONET_21399',
      'eonet-EONET_21374',
      'eonet-EONET_21375',
      'eonet-EONET_21376',
      'eonet-EONET_21377',
      'eonet-EONET_21378',
      'eonet-EONET_21395',
      'eonet-EONET_21387',
      'eonet-EONET_21386',
      'eonet-EONET_21373',
      'eonet-EONET_21380',
    ]);
  });

  it('places a storm at its last track point and starts it at its first', () => {
    const [fausto] = parseEonetEvents(text).data.disasters;
    expect(fausto).toEqual({
      id: 'eonet-EONET_21399',
      type: 'cyclone',
      name: 'Tropical Storm Fausto',
      lat: 12.7,
      lng: -115.2,
      startedAt: Date.UTC(2026, 6, 19, 18, 0, 0),
      status: 'ongoing',
      source: 'NASA EONET',
      sourceUrl: 'https://www.metoc.navy.mil/jtwc/products/ep0626.tcw',
    });
    const elida = parseEonetEvents(text).data.disasters.find((d) => d.id === 'eonet-EONET_21373');
    expect(elida).toMatchObject({ lat: 24.6, lng: -127, startedAt: Date.UTC(2026, 6, 15, 6, 0, 0) });
  });

  it('reads a one-point wildfire with its IRWIN page', () => {
    const thorn = parseEonetEvents(text).data.disasters.find((d) => d.id === 'eonet-EONET_21378');
    expect(thorn).toEqual({
      id: 'eonet-EONET_21378',
      type: 'wildfire',
      name: 'Wildfire THORN, San Diego, California',
      lat: 32.691104,
      lng: -116.332927,
      startedAt: Date.UTC(2026, 6, 15, 18, 49, 0),
      status: 'ongoing',
      source: 'NASA EONET',
      sourceUrl: 'https://irwin.doi.gov/observer/incidents/2026-CASDU-016203',
    });
  });

  it('leaves out icebergs and prescribed fires', () => {
    const ids = parseEonetEvents(text).data.disasters.map((d) => d.id);
    expect(ids).not.toContain('eonet-EONET_6051');
    for (const id of ['21388', '21389', '21390', '21322', '21323', '21324'])
      expect(ids).not.toContain(`eonet-EONET_${id}`);
  });

  it('leaves out planned burns by the words anywhere in the title, RX included as a word', () => {
    // A real prescribed fire of the capture under other real EONET titles (issue 14).
    const burn = event('EONET_21388');
    const thorn = event('EONET_21378');
    const kept = (title: string, base: Event = burn) =>
      parseEonetEvents(body([{ ...base, title }])).data.disasters.length === 1;
    expect(kept('APQ Area 11 Scrub RX 0608 Prescribed Fire, Highlands, Florida')).toBe(false);
    expect(kept('RX Cook Road Prescribed Fire, Baxter, Arkansas')).toBe(false);
    expect(kept('Prescribed Fire RX Flowing 24, Clay, Minnesota')).toBe(false);
    expect(kept('Cedar Unit Prescribed Burn, Test, Florida')).toBe(false);
    // RX only as a word: a wildfire whose name merely contains the letters stays.
    expect(kept('Wildfire MARX, Test, Oregon', thorn)).toBe(true);
    expect(kept(String(thorn.title), thorn)).toBe(true);
  });

  it('dates the list by the newest date of its events (latest track point), not the fetch', () => {
    const result = parseEonetEvents(text);
    expect(result.asOf).toBe('2026-07-20T06:00:00.000Z');
    // A closing date counts as a date of the event.
    const fausto = event('EONET_21399');
    expect(parseEonetEvents(body([{ ...fausto, closed: '2026-07-21T00:00:00Z' }])).asOf).toBe(
      '2026-07-21T00:00:00.000Z',
    );
    // An empty list states no date: the runner then uses the fetch time.
    expect(parseEonetEvents('{"title":"EONET Events","events":[]}').asOf).toBeUndefined();
  });

  it('marks a closed event past, and keeps only tropical storms and heat among its categories', () => {
    const fausto = event('EONET_21399');
    const closed = parseEonetEvents(body([{ ...fausto, closed: '2026-07-21T00:00:00Z' }])).data.disasters[0];
    expect(closed?.status).toBe('past');
    const storm = (title: string, category: string) =>
      parseEonetEvents(body([{ ...fausto, title, categories: [{ id: category, title: 'x' }] }])).data
        .disasters;
    expect(storm('Hailstorm over Testland', 'severeStorms')).toEqual([]);
    expect(storm('Typhoon Test', 'severeStorms')[0]?.type).toBe('cyclone');
    expect(storm('Heat wave, Testland', 'tempExtremes')[0]?.type).toBe('heatwave');
    expect(storm('Cold snap, Testland', 'tempExtremes')).toEqual([]);
    expect(storm('Flood, Testland', 'floods')[0]?.type).toBe('flood');
  });

  it('skips, with a warning, an event without a usable geometry', () => {
    const thorn = event('EONET_21378');
    const { data, warnings } = parseEonetEvents(
      body([
        { ...thorn, geometry: [] },
        { ...thorn, id: 'T2', geometry: null },
      ]),
    );
    expect(data.disasters).toEqual([]);
    expect(warnings).toEqual(['NASA EONET: 2 events without a usable geometry skipped']);
  });

  it('places a polygon at the mean of its ring (synthetic square, closing vertex counted once)', () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [10, 20],
          [12, 20],
          [12, 22],
          [10, 22],
          [10, 20],
        ],
      ],
    };
    expect(placeOf(square)).toEqual({ lat: 21, lng: 11 });
    expect(placeOf({ type: 'Point', coordinates: [200, 0] })).toBeUndefined();
    expect(placeOf({ type: 'LineString', coordinates: [[0, 0]] })).toBeUndefined();
  });

  it('refuses bodies without an events array, and accepts an empty list', () => {
    expect(() => parseEonetEvents('<html>Service Unavailable</html>')).toThrow(PayloadError);
    expect(() => parseEonetEvents('')).toThrow(PayloadError);
    expect(() => parseEonetEvents('{"title":"EONET Events"}')).toThrow(/no events array/);
    expect(parseEonetEvents('{"title":"EONET Events","events":[]}').data.disasters).toEqual([]);
  });
});
