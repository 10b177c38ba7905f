import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { buildOceanIce, NSIDC_KEEP_DAYS, parseNsidcClimatology, parseNsidcDailyExtent } from './parser';

const csv = readFixture(import.meta.url, 'N_seaice_extent_daily_v4.0.csv');
const HEADER =
  'Year, Month, Day,     Extent,    Missing, Source Data\nYYYY,    MM,  DD, 10^6 sq km, 10^6 sq km, x\n';

/** A synthetic climatology in the documented layout: a `std Years` line, the names, then rows. */
const CLIMATOLOGY = [
  'std Years = 1981-2010',
  'DOY, Average Extent, Std Deviation,  10th,  25th,  50th,  75th,  90th',
  '  1,   13.700,   0.400,  13.100,  13.400,  13.700,  14.000,  14.200',
  '233,    6.500,   0.900,   5.300,   5.800,   6.600,   7.200,   7.600',
  '234,    6.400,   0.900,   5.200,   5.700,   6.500,   7.100,   7.500',
].join('\n');

describe('NSIDC daily extent parser', () => {
  it('reads the real file: both header lines skipped, quoted and unquoted tails, NSIDC gaps kept', () => {
    const file = parseNsidcDailyExtent(csv);
    expect(file.rows).toHaveLength(49);
    expect(file.rows[0]).toEqual({ date: '2026-07-01', extentMkm2: 9.034 });
    expect(file.rows.at(-1)).toEqual({ date: '2026-08-21', extentMkm2: 5.265 });
    // 2026-08-15 has an unquoted one-element list in its last column; 08-17 … 08-19 are absent.
    expect(file.rows.find((r) => r.date === '2026-08-15')?.extentMkm2).toBe(5.354);
    expect(file.rows.map((r) => r.date)).toContain('2026-08-20');
    expect(file.rows.map((r) => r.date)).not.toContain('2026-08-17');
    expect(file.malformed).toBe(0);
    expect(file.missing).toBe(0);
  });

  it('reads the same file with CRLF line ends', () => {
    expect(parseNsidcDailyExtent(csv.replace(/\n/g, '\r\n')).rows).toHaveLength(49);
  });

  it('skips negative "missing" values, sorts and de-duplicates days, counts unreadable lines', () => {
    const text = `${HEADER}2024, 01, 02, 13.5, 0.0, []\n2024, 01, 01, -9999, 0.0, []\n2024, 01, 01, 13.4, 0.0, []\n2024, 02, 30, 13.0, 0.0, []\n2024, 01, 03, 13.6, 0.0, []\n`;
    const file = parseNsidcDailyExtent(text);
    expect(file.rows).toEqual([
      { date: '2024-01-01', extentMkm2: 13.4 },
      { date: '2024-01-02', extentMkm2: 13.5 },
      { date: '2024-01-03', extentMkm2: 13.6 },
    ]);
    expect(file.missing).toBe(1);
    expect(file.malformed).toBe(1);
  });

  it('refuses an HTML page, an empty body, a header without rows and a mostly unreadable body', () => {
    expect(() => parseNsidcDailyExtent('<!DOCTYPE html><html><body>Not Found</body></html>')).toThrow(
      PayloadError,
    );
    expect(() => parseNsidcDailyExtent('')).toThrow(/no data rows/);
    expect(() => parseNsidcDailyExtent(HEADER)).toThrow(/no data rows/);
    expect(() =>
      parseNsidcDailyExtent(`${HEADER}2024, 01, 01, 13.4\n2024, 13, 01, 1\n2024, xx, 01, 1\n`),
    ).toThrow(/unreadable/);
  });
});

describe('NSIDC climatology parser', () => {
  it('reads the documented layout by column name', () => {
    const rows = parseNsidcClimatology(CLIMATOLOGY);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({
      dayOfYear: 233,
      averageMkm2: 6.5,
      medianMkm2: 6.6,
      p10Mkm2: 5.3,
      p90Mkm2: 7.6,
    });
  });

  it('follows the header when the columns move, and skips incomplete rows', () => {
    const moved = 'DOY, 10th, 50th, 90th, Average Extent\n  5, 12.0, 12.5, 13.0, 12.4\n  6, 12.0\n';
    expect(parseNsidcClimatology(moved)).toEqual([
      { dayOfYear: 5, averageMkm2: 12.4, medianMkm2: 12.5, p10Mkm2: 12, p90Mkm2: 13 },
    ]);
  });

  it('refuses a body with no usable row', () => {
    expect(() => parseNsidcClimatology('<html></html>')).toThrow(PayloadError);
    expect(() => parseNsidcClimatology('std Years = 1981-2010\nDOY, Average Extent\n')).toThrow(
      /no data rows/,
    );
  });
});

describe('ocean-ice builder', () => {
  it('dates the data by its latest day and leaves the climatology empty without its file', () => {
    const result = buildOceanIce({ daily: csv });
    expect(result.asOf).toBe('2026-08-21T00:00:00.000Z');
    expect(result.data.daily).toHaveLength(49);
    expect(result.data.climatology).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('publishes a readable climatology, and warns (never fails) on an unreadable one', () => {
    expect(buildOceanIce({ daily: csv, climatology: CLIMATOLOGY }).data.climatology).toHaveLength(3);
    const bad = buildOceanIce({ daily: csv, climatology: '<html>oops</html>' });
    expect(bad.data.climatology).toEqual([]);
    expect(bad.warnings).toEqual(['climatology: no data rows; anomaly left out']);
  });

  it(`keeps only the last ${NSIDC_KEEP_DAYS} days`, () => {
    const lines = [HEADER];
    for (let ms = Date.UTC(2024, 0, 1); ms <= Date.UTC(2025, 11, 31); ms += 86_400_000) {
      const d = new Date(ms).toISOString().slice(0, 10).split('-');
      lines.push(`${d[0]}, ${d[1]}, ${d[2]}, 10.000, 0.000, []\n`);
    }
    const daily = buildOceanIce({ daily: lines.join('') }).data.daily;
    expect(daily).toHaveLength(NSIDC_KEEP_DAYS);
    expect(daily[0]?.date).toBe('2024-11-27');
    expect(daily.at(-1)?.date).toBe('2025-12-31');
  });
});
