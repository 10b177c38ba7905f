import { describe, expect, it } from 'vitest';
import { harness, readFixture, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { createSqliteStore } from '../../../../store/sqlite';
import { climateKeys } from '../../data';
import { NOAA_CH4_MONTHLY_PATH, NOAA_CO2_MONTHLY_PATH, NOAA_N2O_MONTHLY_PATH, noaaGmlSource } from './source';

const CO2 = readFixture(import.meta.url, 'co2_mm_mlo.txt');
const CH4 = readFixture(import.meta.url, 'ch4_mm_gl.txt');
const N2O = readFixture(import.meta.url, 'n2o_mm_gl.txt');

describeJobScenarios({
  name: 'noaa-co2',
  job: (url) => sourceJob(noaaGmlSource, { NOAA_GML_BASE_URL: url }),
  payloads: {
    [NOAA_CO2_MONTHLY_PATH]: CO2,
    [NOAA_CH4_MONTHLY_PATH]: CH4,
    [NOAA_N2O_MONTHLY_PATH]: N2O,
  },
  mainPath: NOAA_CO2_MONTHLY_PATH,
  records: 17,
  malformed: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
});

describe('noaa-co2: N2O and dates', () => {
  it('fetches the three trend files and dates the snapshot by the CO2 file, not the fetch', async () => {
    const up = await startUpstream({
      [NOAA_CO2_MONTHLY_PATH]: { body: CO2 },
      [NOAA_CH4_MONTHLY_PATH]: { body: CH4 },
      [NOAA_N2O_MONTHLY_PATH]: { body: N2O },
    });
    const h = harness();
    const summary = await h.run(sourceJob(noaaGmlSource, { NOAA_GML_BASE_URL: up.url }));
    // The run's clock is 2026-08-10T12:00Z; the CO2 file says File Creation: Wed Aug  5 10:21:49 2026.
    expect(summary).toMatchObject({ state: 'ok', fetchedAt: '2026-08-05T10:21:49.000Z', warnings: [] });
    expect(up.requests.map((r) => r.path).sort()).toEqual(
      [NOAA_CH4_MONTHLY_PATH, NOAA_CO2_MONTHLY_PATH, NOAA_N2O_MONTHLY_PATH].sort(),
    );
    const read = await h.store.snapshots.read(climateKeys.co2Monitoring);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect(read.snapshot.data.n2oMonthly?.at(-1)).toEqual({
      year: 2026,
      month: 4,
      value: 339.78,
    });
    await up.close();
    await h.close();
  });

  it('publishes CO2 and CH4 without N2O, with a warning, when the N2O file fails', async () => {
    const up = await startUpstream({
      [NOAA_CO2_MONTHLY_PATH]: { body: CO2 },
      [NOAA_CH4_MONTHLY_PATH]: { body: CH4 },
      [NOAA_N2O_MONTHLY_PATH]: { status: 502, body: 'bad gateway' },
    });
    const h = harness();
    const summary = await h.run(sourceJob(noaaGmlSource, { NOAA_GML_BASE_URL: up.url }));
    expect(summary).toMatchObject({ state: 'ok', records: 17 });
    expect(summary.warnings[0]).toMatch(/^N2O left out: .*HTTP 502/);
    const read = await h.store.snapshots.read(climateKeys.co2Monitoring);
    expect(read.status).toBe('hit');
    if (read.status !== 'hit') return;
    expect('n2oMonthly' in read.snapshot.data).toBe(false);
    await up.close();
    await h.close();
  });
});

describe('noaa-co2: bundled capture', () => {
  it('loads CO2, CH4 and N2O offline, dated by the CO2 file, and the operation answers from them', async () => {
    const store = createSqliteStore(':memory:');
    const [loaded] = await loadBundles([sourceJob(noaaGmlSource)], { store });
    expect(loaded).toMatchObject({ state: 'loaded', fetchedAt: '2026-08-05T10:21:49.000Z', records: 36 });
    const t = await buildTestApp({ store });
    const res = await t.app.inject({
      url: '/api/climate/v1/get-co2-monitoring',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.headers['x-data-fetched-at']).toBe('2026-08-05T10:21:49.000Z');
    expect(res.json().monitoring).toMatchObject({
      currentPpm: 429.12,
      methanePpb: 1937.59,
      nitrousOxidePpb: 339.78,
      measuredAt: String(Date.UTC(2026, 6, 1)),
    });
    await t.close();
  });
});

describe('noaa-gml: configuration', () => {
  it('refuses a malformed NOAA_GML_BASE_URL with a ConfigError naming it', () => {
    const build = () => noaaGmlSource.createJobs({ NOAA_GML_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow('NOAA_GML_BASE_URL must be an http(s) URL (got "not a url")');
  });
});
