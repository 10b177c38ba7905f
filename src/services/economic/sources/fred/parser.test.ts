import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseFredCalendar } from './calendar';
import { fredTimestamp, parseFredSeries } from './parser';

const OBS = readFixture(import.meta.url, 'series-observations_GDP.json');
const SERIES = readFixture(import.meta.url, 'series_GDP.json');
const RELEASE_10 = readFixture(import.meta.url, 'release-dates_10.json');

describe('parseFredSeries (GDP capture of 2025-01-20)', () => {
  const { data, asOf, warnings } = parseFredSeries({ observations: OBS, series: SERIES }, 'GDP');

  it('reads units, frequency and dates from the payload and dates the data by last_updated', () => {
    expect(data).toMatchObject({
      seriesId: 'GDP',
      title: 'Gross Domestic Product',
      units: 'Billions of Dollars',
      frequency: 'Quarterly',
      seasonalAdjustment: 'Seasonally Adjusted Annual Rate',
      observationStart: '1947-01-01',
      observationEnd: '2024-07-01',
      lastUpdated: '2024-12-19T13:55:01.000Z',
    });
    expect(asOf).toBe('2024-12-19T13:55:01.000Z');
  });

  it('keeps every observation oldest first; "." is a date without a value, never 0', () => {
    expect(data.observations).toHaveLength(315);
    expect(data.observations[0]).toEqual({ date: '1946-01-01' });
    expect(data.observations.slice(0, 4).every((o) => o.value === undefined)).toBe(true);
    expect(data.observations[4]).toEqual({ date: '1947-01-01', value: 243.164 });
    expect(data.observations.at(-1)).toEqual({ date: '2024-07-01', value: 29374.914 });
    expect(warnings).toEqual(['FRED observations GDP: 4 dates without a value (".")']);
  });

  it('sorts a newest-first body (as the job asks for it) into the same order', () => {
    const doc = JSON.parse(OBS);
    doc.observations.reverse();
    const again = parseFredSeries({ observations: JSON.stringify(doc), series: SERIES }, 'GDP');
    expect(again.data.observations).toEqual(data.observations);
  });

  it('refuses FRED error bodies, metadata of another series and bodies without values', () => {
    const err =
      '{"error_code":400,"error_message":"Bad Request.  The value for variable api_key is not registered."}';
    expect(() => parseFredSeries({ observations: err, series: SERIES }, 'GDP')).toThrow(/not registered/);
    expect(() => parseFredSeries({ observations: OBS, series: SERIES }, 'UNRATE')).toThrow(PayloadError);
    const dots = JSON.stringify({ observations: [{ date: '2024-01-01', value: '.' }] });
    expect(() => parseFredSeries({ observations: dots, series: SERIES }, 'GDP')).toThrow(/no values/);
  });

  it('reads FRED timestamps with their offset', () => {
    expect(fredTimestamp('2024-10-30 07:54:01-05')).toBe('2024-10-30T12:54:01.000Z');
    expect(fredTimestamp('yesterday')).toBeUndefined();
  });
});

describe('parseFredCalendar (CPI release dates of 2025-01-20)', () => {
  it('lists the dates of the releases present, oldest first, and names the absent ones', () => {
    const { data, warnings } = parseFredCalendar({ 'release-10': RELEASE_10 });
    expect(data.events).toHaveLength(930);
    expect(data.events[0]).toEqual({ releaseId: 10, event: 'Consumer Price Index', date: '1949-03-24' });
    expect(data.events.at(-1)).toEqual({ releaseId: 10, event: 'Consumer Price Index', date: '2025-01-15' });
    expect(warnings).toHaveLength(4);
    expect(warnings?.[0]).toContain('release 50');
  });

  it('refuses a payload without any date', () => {
    expect(() => parseFredCalendar({ 'release-10': '{"release_dates":[]}' })).toThrow(PayloadError);
    expect(() => parseFredCalendar({ 'release-10': '<html></html>' })).toThrow(PayloadError);
  });
});
