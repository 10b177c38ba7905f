import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { compareKeys } from '../../../keyset-cursor';
import { fireDetectionKey } from '../../data';
import { acquisitionTime, firmsResource, parseFireDetections, parseFirmsAreaCsv } from './parser';

const CSV = readFixture(import.meta.url, 'area-csv_VIIRS_NOAA21_NRT.csv');
const BAD_KEY = readFixture(import.meta.url, 'invalid-map-key.txt');
const HEADER_ONLY = readFixture(import.meta.url, 'area-csv_header-only.csv');
const N21 = 'VIIRS_NOAA21_NRT';

describe('FIRMS acquisition time (unpadded acq_time)', () => {
  it('reads HHMM with its leading zeros dropped', () => {
    expect(acquisitionTime('2026-07-24', '137')).toBe(Date.UTC(2026, 6, 24, 1, 37));
    expect(acquisitionTime('2026-07-25', '1420')).toBe(Date.UTC(2026, 6, 25, 14, 20));
    expect(acquisitionTime('2026-07-25', '5')).toBe(Date.UTC(2026, 6, 25, 0, 5));
    expect(acquisitionTime('2026-07-25', '0')).toBe(Date.UTC(2026, 6, 25, 0, 0));
  });

  it('refuses impossible times and dates', () => {
    expect(acquisitionTime('2026-07-25', '2460')).toBeUndefined();
    expect(acquisitionTime('2026-07-25', '175')).toBeUndefined();
    expect(acquisitionTime('2026-07-25', '12:57')).toBeUndefined();
    expect(acquisitionTime('2026-07-25', '')).toBeUndefined();
    expect(acquisitionTime('2026-02-30', '100')).toBeUndefined();
    expect(acquisitionTime('25/07/2026', '100')).toBeUndefined();
  });
});

describe('FIRMS VIIRS area CSV parser (real NOAA-21 rows of 2026-07-24/25)', () => {
  it('reads every row: numbers, saturated integer brightness, letter confidence, day/night', () => {
    const { rows, malformed } = parseFirmsAreaCsv(CSV, N21, 'csv');
    expect(malformed).toBe(0);
    expect(rows).toHaveLength(14);
    expect(rows[0]).toEqual({
      id: 'N21:2026-07-24T0137:38.9212,-9.01222',
      latitude: 38.9212,
      longitude: -9.01222,
      brightnessK: 308.08,
      brightnessTi5K: 291.33,
      frpMw: 1.88,
      confidence: 'nominal',
      satellite: 'N21',
      product: N21,
      detectedAt: Date.UTC(2026, 6, 24, 1, 37),
      dayNight: 'N',
    });
    // `37.55149,-7.07351,367,...,h,...,105.11,D`: saturated I-4 written as a bare integer.
    expect(rows[2]).toMatchObject({ brightnessK: 367, frpMw: 105.11, confidence: 'high', dayNight: 'D' });
    expect(rows[3]).toMatchObject({ confidence: 'low', detectedAt: Date.UTC(2026, 6, 24, 12, 57) });
  });

  it('builds the snapshot newest first, labelled with the area, dated by the newest acquisition', () => {
    const result = parseFireDetections({ [firmsResource(N21, 'Iberia')]: CSV });
    const d = result.data.detections;
    expect(d).toHaveLength(14);
    expect(d.every((x) => x.region === 'Iberia')).toBe(true);
    expect(d[0]!.detectedAt).toBe(Date.UTC(2026, 6, 25, 14, 20));
    expect(d.at(-1)!.id).toBe('N21:2026-07-24T0137:38.9212,-9.01222');
    for (let i = 1; i < d.length; i++) expect(d[i - 1]!.detectedAt).toBeGreaterThanOrEqual(d[i]!.detectedAt);
    expect(result.asOf).toBe('2026-07-25T14:20:00.000Z');
    expect(result.warnings).toEqual([]);
  });

  it('stores the detections in key order whatever the row order, so the handler need not sort', () => {
    // The capture lists rows oldest first, ties by id ascending; reversed, every tie comes id-descending.
    const [header, ...rows] = CSV.trimEnd().split('\n');
    const reversed = [header, ...rows.reverse()].join('\n');
    const d = parseFireDetections({ [firmsResource(N21, 'Iberia')]: reversed }).data.detections;
    expect(d).toHaveLength(14);
    for (let i = 1; i < d.length; i++) {
      expect(compareKeys(fireDetectionKey(d[i - 1]!), fireDetectionKey(d[i]!))).toBeLessThan(0);
    }
    expect(d).toEqual(parseFireDetections({ [firmsResource(N21, 'Iberia')]: CSV }).data.detections);
  });

  it('keeps a pixel returned for two overlapping areas once, under the first area asked', () => {
    const result = parseFireDetections({
      [firmsResource(N21, 'Portugal')]: CSV,
      [firmsResource(N21, 'Iberia')]: CSV,
    });
    expect(result.data.detections).toHaveLength(14);
    expect(new Set(result.data.detections.map((x) => x.region))).toEqual(new Set(['Portugal']));
  });

  it('reads a header-only answer as an area without fire, with no date of its own', () => {
    expect(parseFirmsAreaCsv(HEADER_ONLY, N21, 'quiet').rows).toEqual([]);
    const result = parseFireDetections({ [firmsResource(N21, 'Quiet')]: HEADER_ONLY });
    expect(result.data.detections).toEqual([]);
    expect(result.asOf).toBeUndefined();
  });

  it('refuses the real bad-key answer (plain text, whatever the HTTP status) and names it', () => {
    expect(() => parseFirmsAreaCsv(BAD_KEY, N21, 'VIIRS_NOAA21_NRT:Iberia')).toThrow(PayloadError);
    expect(() =>
      parseFireDetections({ [firmsResource(N21, 'Iberia')]: CSV, [firmsResource(N21, 'X')]: BAD_KEY }),
    ).toThrow('VIIRS_NOAA21_NRT:X: FIRMS answered "Invalid MAP_KEY." instead of a VIIRS CSV');
  });

  it('refuses an empty body, HTML, a resource name without area, and mostly unreadable rows', () => {
    expect(() => parseFirmsAreaCsv('', N21, 'r')).toThrow(/an empty body/);
    expect(() => parseFirmsAreaCsv('<!DOCTYPE html><html></html>', N21, 'r')).toThrow(PayloadError);
    expect(() => parseFireDetections({ Iberia: CSV })).toThrow(/not a <product>:<area> resource/);
    const [header, first] = CSV.split('\n');
    // Synthetic damage to real lines: a time of 25:00 and a missing latitude.
    const broken = [header, first, first!.replace(',137,', ',2500,'), first!.replace('38.9212,', ',')].join(
      '\n',
    );
    expect(() => parseFirmsAreaCsv(broken, N21, 'r')).toThrow(/2 unreadable rows against 1 detections/);
  });

  it('skips a few unreadable rows with a warning and keeps a row without a confidence grade', () => {
    const [header, ...rows] = CSV.trim().split('\n');
    const damaged = [
      header,
      ...rows,
      rows[0]!.replace(',137,', ',abc,'),
      rows[1]!.replace(',n,2.0NRT', ',,2.0NRT'),
    ];
    const result = parseFireDetections({ [firmsResource(N21, 'Iberia')]: damaged.join('\n') });
    expect(result.warnings).toEqual(['VIIRS_NOAA21_NRT:Iberia: 1 unreadable rows skipped']);
    // The copy of row 2 without its grade has the same id as row 2: the first one is kept.
    expect(result.data.detections).toHaveLength(14);
    const ungraded = parseFirmsAreaCsv(
      [header, rows[1]!.replace(',n,2.0NRT', ',,2.0NRT')].join('\n'),
      N21,
      'r',
    );
    expect(ungraded.rows[0]!.confidence).toBeUndefined();
  });
});
