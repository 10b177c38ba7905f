import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PayloadError } from '../../../../ingest/errors';
import {
  dayOf,
  pageResource,
  parseChokepointRegistry,
  parseChokepointTransits,
  readFeaturePage,
} from './parser';

/** The bundled transcription of the Taiwan Strait's January 2023 (bundle/SOURCE.md). */
const DAILY = readFileSync(new URL('./bundle/daily-chokepoints.json', import.meta.url), 'utf8');
const REGISTRY_CSV = readFileSync(new URL('./bundle/chokepoints-database.csv', import.meta.url), 'utf8');

describe('PortWatch daily chokepoints (ArcGIS query answer)', () => {
  it('reads the 31 days of the Taiwan Strait, newest first, dated by the newest day', () => {
    const { data, asOf, warnings } = parseChokepointTransits({ [pageResource(0)]: DAILY });
    expect(warnings).toEqual([]);
    expect(asOf).toBe('2023-01-31T00:00:00.000Z');
    expect(data.chokepoints).toHaveLength(1);
    const [taiwan] = data.chokepoints;
    expect(taiwan).toMatchObject({ id: 'chokepoint11', name: 'Taiwan Strait' });
    expect(taiwan?.days).toHaveLength(31);
    expect(taiwan?.days[0]).toMatchObject({
      date: '2023-01-31',
      total: 215,
      tanker: 58,
      cargo: 157,
      container: 69,
    });
    expect(taiwan?.days[0]?.capTanker).toBeCloseTo(506941.268, 2);
    expect(taiwan?.days.at(-1)).toMatchObject({ date: '2023-01-01', total: 253, dryBulk: 64, roro: 9 });
  });

  it('sees no more pages on the recorded answer, and more when the server says so', () => {
    expect(readFeaturePage(DAILY, 'p').more).toBe(false);
    const more = DAILY.replace('{"objectIdFieldName"', '{"exceededTransferLimit":true,"objectIdFieldName"');
    expect(readFeaturePage(more, 'p')).toMatchObject({ more: true });
  });

  it('merges pages and keeps one row per day', () => {
    const { data } = parseChokepointTransits({ [pageResource(0)]: DAILY, [pageResource(1)]: DAILY });
    expect(data.chokepoints[0]?.days).toHaveLength(31);
  });

  it('reads dates as epoch ms or YYYY-MM-DD', () => {
    expect(dayOf(1675123200000)).toBe('2023-01-31');
    expect(dayOf('2023-01-31')).toBe('2023-01-31');
    expect(dayOf('yesterday')).toBeUndefined();
  });

  it('refuses an ArcGIS error answer and a body without features', () => {
    const error =
      '{"error":{"code":400,"message":"Cannot perform query. Invalid query parameters.","details":[]}}';
    expect(() => parseChokepointTransits({ [pageResource(0)]: error })).toThrow(PayloadError);
    expect(() => parseChokepointTransits({ [pageResource(0)]: '{"fields":[]}' })).toThrow(/no features/);
    expect(() => parseChokepointTransits({})).toThrow(PayloadError);
  });
});

describe('PortWatch chokepoint database (portal CSV export)', () => {
  it('reads the 28 chokepoints with ids, names and positions, in PortWatch order', () => {
    const { data, warnings } = parseChokepointRegistry(REGISTRY_CSV);
    expect(warnings).toEqual([]);
    expect(data.chokepoints).toHaveLength(28);
    expect(data.chokepoints[0]).toEqual({
      id: 'chokepoint1',
      name: 'Suez Canal',
      lat: 30.59334599,
      lon: 32.43688221,
    });
    expect(data.chokepoints[10]).toMatchObject({
      id: 'chokepoint11',
      name: 'Taiwan Strait',
      lat: 24.72350972,
    });
    expect(data.chokepoints[27]).toMatchObject({ id: 'chokepoint28', name: 'Kerch Strait' });
  });

  it('reads the same attributes from an ArcGIS query answer', () => {
    // The daily layer's rows carry portid and portname but no position: each is skipped.
    expect(() => parseChokepointRegistry(DAILY)).toThrow(/no chokepoint rows/);
  });
});
