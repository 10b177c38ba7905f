import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { type ArchiveDay, buildClimateAnomalies, parseArchiveBody } from './parser';

const hourly = readFixture(import.meta.url, 'archive-hourly.json');
const ADELAIDE = { name: 'Adelaide (capture)', latitude: -34.76274, longitude: 138.64557 };

/** A synthetic daily archive location (the shape the job requests). */
function dailyLocation(dates: string[], temps: (number | null)[], precips: (number | null)[]) {
  return {
    latitude: 10,
    longitude: 20,
    generationtime_ms: 1,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 100,
    daily_units: { time: 'iso8601', temperature_2m_mean: '°C', precipitation_sum: 'mm' },
    daily: { time: dates, temperature_2m_mean: temps, precipitation_sum: precips },
  };
}

const JAN = ['2019-01-10', '2019-01-11', '2019-01-12'];
const byDate = (days: ArchiveDay[], date: string) => days.find((d) => d.date === date);

describe('Open-Meteo archive body parser', () => {
  it('folds the real hourly capture into its three local days', () => {
    const [loc, ...rest] = parseArchiveBody(hourly, 'recent');
    expect(rest).toHaveLength(0);
    expect(loc?.latitude).toBe(-34.76274);
    expect(loc?.longitude).toBe(138.64557);
    expect(loc?.days.map((d) => d.date)).toEqual(['2025-01-10', '2025-01-11', '2025-01-12']);
    // 2025-01-10: the 24 hourly values 20.3 … 22.5 add up to 620.7; no rain in the capture.
    expect(byDate(loc!.days, '2025-01-10')?.tempMeanC).toBeCloseTo(620.7 / 24, 10);
    expect(byDate(loc!.days, '2025-01-11')?.tempMeanC).toBeCloseTo(647.8 / 24, 10);
    expect(byDate(loc!.days, '2025-01-12')?.tempMeanC).toBeCloseTo(648.3 / 24, 10);
    expect(loc?.days.every((d) => d.precipMm === 0)).toBe(true);
  });

  it('reads an array of locations (several coordinates) in request order', () => {
    const one = JSON.parse(hourly) as Record<string, unknown>;
    const other = dailyLocation(JAN, [1, 2, 3], [0, 0, 0]);
    const locations = parseArchiveBody(JSON.stringify([one, other]), 'recent');
    expect(locations.map((l) => l.latitude)).toEqual([-34.76274, 10]);
    expect(locations[1]?.days[2]).toEqual({ date: '2019-01-12', tempMeanC: 3, precipMm: 0 });
  });

  it('leaves a day with a missing hour out of the hourly fold', () => {
    const body = JSON.parse(hourly) as { hourly: { temperature_2m: (number | null)[] } };
    body.hourly.temperature_2m[71] = null;
    const [loc] = parseArchiveBody(JSON.stringify(body), 'recent');
    expect(byDate(loc!.days, '2025-01-12')?.tempMeanC).toBeNull();
    expect(byDate(loc!.days, '2025-01-12')?.precipMm).toBe(0);
  });

  it('keeps nulls of not-yet-available days and treats negative precipitation as missing', () => {
    const body = JSON.stringify(dailyLocation(JAN, [4.5, null, 6], [1.2, null, -1]));
    const [loc] = parseArchiveBody(body, 'recent');
    expect(loc?.days).toEqual([
      { date: '2019-01-10', tempMeanC: 4.5, precipMm: 1.2 },
      { date: '2019-01-11', tempMeanC: null, precipMm: null },
      { date: '2019-01-12', tempMeanC: 6, precipMm: null },
    ]);
  });

  it('reads a unix-time axis with the response offset', () => {
    const body = dailyLocation([], [7], [0]) as unknown as {
      daily: { time: number[] };
      utc_offset_seconds: number;
    };
    body.daily.time = [Date.UTC(2019, 0, 10) / 1000 - 3600];
    body.utc_offset_seconds = 3600;
    const [loc] = parseArchiveBody(JSON.stringify(body), 'recent');
    expect(loc?.days[0]?.date).toBe('2019-01-10');
  });

  it('refuses error objects, HTML, empty bodies, foreign units and ragged series', () => {
    const err = JSON.stringify({ error: true, reason: 'synthetic reason' });
    expect(() => parseArchiveBody(err, 'recent')).toThrow(/synthetic reason/);
    expect(() => parseArchiveBody('<html>502</html>', 'recent')).toThrow(PayloadError);
    expect(() => parseArchiveBody('', 'recent')).toThrow(PayloadError);
    expect(() => parseArchiveBody('[]', 'recent')).toThrow(/no location/);
    const fahrenheit = dailyLocation(JAN, [1, 2, 3], [0, 0, 0]);
    fahrenheit.daily_units.temperature_2m_mean = '°F';
    expect(() => parseArchiveBody(JSON.stringify(fahrenheit), 'recent')).toThrow(/°F/);
    const ragged = dailyLocation(JAN, [1, 2], [0, 0, 0]);
    expect(() => parseArchiveBody(JSON.stringify(ragged), 'recent')).toThrow(/time axis/);
    expect(() => parseArchiveBody('{"latitude":1,"longitude":2}', 'recent')).toThrow(/daily nor an hourly/);
  });
});

/** Synthetic baseline years for 01-10 … 01-12 (2019: 22/23/24 °C, 2020: 24/25/26 °C). */
function baseline(year: number, temps: number[], precips: number[]) {
  const dates = ['10', '11', '12'].map((d) => `${year}-01-${d}`);
  return JSON.stringify(dailyLocation(dates, temps, precips));
}

const PAYLOAD = {
  recent: hourly,
  'baseline-2019': baseline(2019, [22, 23, 24], [1, 0, 2]),
  'baseline-2020': baseline(2020, [24, 25, 26], [3, 0, 0]),
};
const OPTIONS = { zones: [ADELAIDE], periodDays: 7, minPeriodDays: 3 };

describe('climate anomalies builder', () => {
  it('compares the captured days with the same calendar days of the baseline years', () => {
    const result = buildClimateAnomalies(PAYLOAD, OPTIONS);
    expect(result.warnings).toEqual([]);
    expect(result.data).toEqual({
      baseline: '2019-2020',
      zones: [
        {
          zone: 'Adelaide (capture)',
          location: { latitude: -34.76274, longitude: 138.64557 },
          periodStart: '2025-01-10',
          periodEnd: '2025-01-12',
          // (620.7 + 647.8 + 648.3) / 72 = 26.622…
          meanTempC: 26.62,
          // Day normals 23, 24, 25 °C; precipitation normals 2 + 0 + 1 mm.
          normalMeanTempC: 24,
          precipMm: 0,
          normalPrecipMm: 3,
        },
      ],
    });
  });

  it('dates the result by the newest day observed in the capture, not the fetch', () => {
    expect(buildClimateAnomalies(PAYLOAD, OPTIONS).asOf).toBe('2025-01-12T00:00:00Z');
  });

  it('uses only the latest run of consecutive full days, up to the period length', () => {
    const dates = ['2019-01-08', '2019-01-09', '2019-01-10', '2019-01-11', '2019-01-12', '2019-01-13'];
    const recent = JSON.stringify(dailyLocation(dates, [1, 1, null, 5, 7, null], [0, 0, 0, 2, 4, null]));
    const zones = [{ name: 'Synthetic', latitude: 10, longitude: 20 }];
    const result = buildClimateAnomalies({ ...PAYLOAD, recent }, { zones, periodDays: 7, minPeriodDays: 2 });
    expect(result.data.zones[0]).toMatchObject({
      periodStart: '2019-01-11',
      periodEnd: '2019-01-12',
      meanTempC: 6,
      precipMm: 6,
      normalMeanTempC: 24.5,
      normalPrecipMm: 1,
    });
  });

  it('leaves out, with a warning, a zone with too few recent days or a day missing from the baseline', () => {
    const short = buildClimateAnomalies(PAYLOAD, { ...OPTIONS, minPeriodDays: 4 });
    expect(short.data.zones).toEqual([]);
    expect(short.warnings).toEqual(['Adelaide (capture): 3 recent days with data (4 needed)']);
    // Nothing published, no date stated.
    expect(short.asOf).toBeUndefined();
    const gap = {
      ...PAYLOAD,
      'baseline-2019': baseline(2019, [22, 23, 24], [1, 0, 2]).replace('2019-01-12', '2019-01-13'),
    };
    const gapResult = buildClimateAnomalies(gap, OPTIONS);
    expect(gapResult.data.zones).toHaveLength(1);
    const none = {
      recent: hourly,
      'baseline-2019': baseline(2019, [22, 23, 24], [1, 0, 2]).replace('2019-01-12', '2019-01-13'),
    };
    expect(buildClimateAnomalies(none, OPTIONS).warnings?.[0]).toMatch(/baseline has 0 years for 01-12/);
  });

  it('refuses a payload without baseline, or whose location count differs from the zones', () => {
    expect(() => buildClimateAnomalies({ recent: hourly }, OPTIONS)).toThrow(/no baseline/);
    const two = [ADELAIDE, { name: 'Other', latitude: 0, longitude: 0 }];
    expect(() => buildClimateAnomalies(PAYLOAD, { ...OPTIONS, zones: two })).toThrow(
      /1 locations for 2 zones/,
    );
  });
});
