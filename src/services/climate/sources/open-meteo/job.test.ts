import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { ConfigError, parseEnv } from '../../../../env-vars';
import { climateKeys } from '../../data';
import {
  ARCHIVE_WINDOW_DAYS,
  archiveRequests,
  BASELINE_YEARS,
  CLIMATE_ZONES,
  createClimateAnomaliesJob,
  OPEN_METEO_REQUEST_GAP_MS,
} from './job';
import { OPEN_METEO_ENV, openMeteoSource } from './source';

const ZONE = { name: 'Adelaide (capture)', latitude: -34.76274, longitude: 138.64557 };
const YEARS = { first: 2019, last: 2020 };
/** The day after the capture's last day: the job then asks for 2024-12-31 … 2025-01-13. */
const NOW = new Date('2025-01-14T06:00:00.000Z');
const hourly = readFixture(import.meta.url, 'archive-hourly.json');

/** A synthetic daily baseline body for one zone over `start` … `end` (10 °C, 1 mm every day). */
function syntheticBaseline(path: string): string {
  const q = new URL(path, 'http://x').searchParams;
  const time: string[] = [];
  for (let ms = Date.parse(q.get('start_date')!); ms <= Date.parse(q.get('end_date')!); ms += 86_400_000) {
    time.push(new Date(ms).toISOString().slice(0, 10));
  }
  return JSON.stringify({
    latitude: -34.75,
    longitude: 138.625,
    utc_offset_seconds: 0,
    daily_units: { time: 'iso8601', temperature_2m_mean: '°C', precipitation_sum: 'mm' },
    daily: { time, temperature_2m_mean: time.map(() => 10), precipitation_sum: time.map(() => 1) },
  });
}

/** The source's settings pointed at a local upstream (the test options need the factory itself). */
const settings = (url: string) => parseEnv(OPEN_METEO_ENV, { OPEN_METEO_ARCHIVE_BASE_URL: url });
const requests = archiveRequests(NOW, [ZONE], YEARS);
const payloads = Object.fromEntries(
  requests.map((r) => [r.path, r.resource === 'recent' ? hourly : syntheticBaseline(r.path)]),
);
const testJob = (url: string) =>
  createClimateAnomaliesJob(settings(url), {
    zones: [ZONE],
    baselineYears: YEARS,
    minPeriodDays: 3,
    pause: async () => {},
  });

describeJobScenarios({
  name: 'climate-anomalies',
  job: testJob,
  payloads,
  mainPath: requests[0]!.path,
  records: 1,
  malformed: JSON.stringify({ error: true, reason: 'synthetic error body' }),
  now: NOW,
});

describe('climate-anomalies: requests', () => {
  it('asks for the two daily variables of every zone in one batch, in UTC days', () => {
    const [recent, ...baseline] = archiveRequests(NOW, CLIMATE_ZONES);
    expect(baseline).toHaveLength(BASELINE_YEARS.last - BASELINE_YEARS.first + 1);
    const q = new URL(recent!.path, 'http://x').searchParams;
    expect(q.get('daily')).toBe('temperature_2m_mean,precipitation_sum');
    expect(q.get('timezone')).toBe('UTC');
    expect(q.get('latitude')?.split(',')).toHaveLength(CLIMATE_ZONES.length);
    expect(q.get('longitude')?.split(',')[2]).toBe(String(CLIMATE_ZONES[2]!.longitude));
    expect([q.get('start_date'), q.get('end_date')]).toEqual(['2024-12-31', '2025-01-13']);
    const first = new URL(baseline[0]!.path, 'http://x').searchParams;
    expect(baseline[0]!.resource).toBe('baseline-1991');
    // The window crosses new year: each baseline year ends in that year, as the recent one does.
    expect([first.get('start_date'), first.get('end_date')]).toEqual(['1990-12-31', '1991-01-13']);
  });

  it(`requests ${ARCHIVE_WINDOW_DAYS}-day windows and moves 29 February to 1 March in common years`, () => {
    const leap = archiveRequests(new Date('2024-03-14T00:00:00Z'), [ZONE], { first: 2019, last: 2020 });
    const dates = leap.map((r) => {
      const q = new URL(r.path, 'http://x').searchParams;
      return [q.get('start_date'), q.get('end_date')];
    });
    expect(dates).toEqual([
      ['2024-02-29', '2024-03-13'],
      ['2019-03-01', '2019-03-13'],
      ['2020-02-29', '2020-03-13'],
    ]);
  });

  it('pauses between requests and runs them one at a time', async () => {
    const up = await startUpstream();
    for (const [path, body] of Object.entries(payloads)) up.route(path, { body });
    const pauses: number[] = [];
    const job = createClimateAnomaliesJob(settings(up.url), {
      zones: [ZONE],
      baselineYears: YEARS,
      minPeriodDays: 3,
      pause: async (ms) => void pauses.push(ms),
    });
    const h = harness({ now: () => NOW });
    const summary = await h.run(job);
    expect(summary.state).toBe('ok');
    expect(pauses).toEqual([OPEN_METEO_REQUEST_GAP_MS, OPEN_METEO_REQUEST_GAP_MS]);
    expect(up.requests.map((r) => r.path)).toEqual(requests.map((r) => r.path));
    await up.close();
    await h.close();
  });
});

describe('climate-anomalies: end to end', () => {
  it('publishes from the capture and the operation answers from it, dated by its newest day', async () => {
    const up = await startUpstream();
    for (const [path, body] of Object.entries(payloads)) up.route(path, { body });
    const h = harness({ now: () => NOW });
    expect((await h.run(testJob(up.url))).state).toBe('ok');
    const t = await buildTestApp({ store: h.store });
    const res = await t.app.inject({
      url: '/api/climate/v1/list-climate-anomalies',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    // The capture's last day is 2025-01-12, long before the run's clock.
    expect(NOW.toISOString() > '2025-01-13').toBe(true);
    expect(res.headers['x-data-fetched-at']).toBe('2025-01-12T00:00:00.000Z');
    // Capture mean 26.62 °C against the synthetic 10 °C normal; 0 mm against 3 mm.
    expect(res.json().anomalies).toEqual([
      expect.objectContaining({
        zone: 'Adelaide (capture)',
        tempDelta: 16.62,
        precipDelta: -3,
        period: '2025-01-10/2025-01-12',
        severity: 'ANOMALY_SEVERITY_EXTREME',
        type: 'ANOMALY_TYPE_WARM',
      }),
    ]);
    await t.close();
    await up.close();
  });

  it('ships no bundle: the only capture has no baseline to compare with', () => {
    expect(sourceJob(openMeteoSource).bundle).toBeUndefined();
    expect(sourceJob(openMeteoSource).key).toBe(climateKeys.anomalies);
  });
});

describe('open-meteo: configuration', () => {
  it('refuses a malformed OPEN_METEO_ARCHIVE_BASE_URL with a ConfigError naming it', () => {
    const build = () => openMeteoSource.createJobs({ OPEN_METEO_ARCHIVE_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('OPEN_METEO_ARCHIVE_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
