import countries from 'i18n-iso-countries';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../../../test/helpers/ingest/ingest-harness';
import { describeJobScenarios } from '../../../../../test/helpers/ingest/job-matrix';
import { startUpstream, type Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../../../test/helpers/test-app';
import { ConfigError } from '../../../../env-vars';
import { loadBundles } from '../../../../ingest/bundled';
import { resilienceKeys } from '../../data';
import { WORLD_BANK_MIN_COUNTRIES, WORLD_BANK_YEARS_BACK, worldBankIndicatorPath } from './job';
import { WORLD_BANK_EDUCATION_INDICATORS as WB } from './parser';
import { worldBankSource } from './source';

const job = (url?: string) =>
  sourceJob(worldBankSource, url === undefined ? {} : { WORLD_BANK_BASE_URL: url }, 'worldbank-education');

/** Real ISO codes used as row keys of the synthetic pages below (the values are made up). */
const COUNTRIES = Object.keys(countries.getAlpha2Codes()).sort().slice(0, 60);

/**
 * Synthetic pages in the API's layout: every country gets one made-up value per indicator for
 * 2020, plus one aggregate row and one null row; no real capture of these indicators exists.
 */
function syntheticPage(indicator: string, value: number, page = 1, pages = 1, only = COUNTRIES): string {
  const row = (id: string, iso3: string | undefined, v: number | null) => ({
    indicator: { id: indicator, value: 'synthetic' },
    country: { id, value: 'synthetic' },
    countryiso3code: iso3 ?? '',
    date: '2020',
    value: v,
    unit: '',
    obs_status: '',
    decimal: 1,
  });
  const rows = [
    ...only.map((c) => row(c, countries.alpha2ToAlpha3(c), value)),
    row('1W', 'WLD', value),
    row(COUNTRIES[0]!, countries.alpha2ToAlpha3(COUNTRIES[0]!), null),
  ];
  return JSON.stringify([
    { page, pages, per_page: 20000, total: rows.length, sourceid: '2', lastupdated: '2026-07-01' },
    rows,
  ]);
}

const VALUES: Record<string, number> = {
  [WB.tertiaryEnrollment]: 50,
  [WB.researchersPerMillion]: 1000,
  [WB.scienceGraduatesShare]: 10,
  [WB.ictGraduatesShare]: 5,
  [WB.engineeringGraduatesShare]: 15,
};
const PAYLOADS = Object.fromEntries(
  Object.entries(VALUES).map(([id, v]) => [worldBankIndicatorPath(id), syntheticPage(id, v)]),
);
const ROUTES = Object.fromEntries(Object.entries(PAYLOADS).map(([path, body]) => [path, { body }]));
const ENROLLMENT_PATH = worldBankIndicatorPath(WB.tertiaryEnrollment);

describeJobScenarios({
  name: 'worldbank-education (synthetic pages)',
  job: (url) => job(url),
  payloads: PAYLOADS,
  mainPath: ENROLLMENT_PATH,
  records: COUNTRIES.length,
  malformed: JSON.stringify([
    { message: [{ id: '120', key: 'Invalid value', value: 'The provided parameter value is not valid' }] },
  ]),
});

describe('worldbank-education: requests, pages, floor', () => {
  let up: Upstream | undefined;
  afterEach(() => up?.close());

  it('asks each indicator for all economies over the window and reads every page', async () => {
    up = await startUpstream(ROUTES);
    const [first, second] = [COUNTRIES.slice(0, 30), COUNTRIES.slice(30)];
    up.route(ENROLLMENT_PATH, (req) => ({
      body: req.path.includes('page=2')
        ? syntheticPage(WB.tertiaryEnrollment, 51, 2, 2, second)
        : syntheticPage(WB.tertiaryEnrollment, 50, 1, 2, first),
    }));
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary).toMatchObject({
      state: 'ok',
      records: COUNTRIES.length,
      fetchedAt: '2026-07-01T00:00:00.000Z',
    });
    const enrollment = up.requests.filter((r) => r.path.startsWith(ENROLLMENT_PATH));
    expect(enrollment).toHaveLength(2);
    const query = new URL(enrollment[0]!.path, 'http://x').searchParams;
    expect(query.get('format')).toBe('json');
    expect(query.get('date')).toBe(`${2026 - WORLD_BANK_YEARS_BACK}:2026`);
    const snap = await h.store.snapshots.read(resilienceKeys.demographicsEducation);
    const rows = snap.status === 'hit' ? snap.snapshot.data.observations : [];
    expect(
      rows.find((r) => r.countryCode === second[0] && r.metric === 'tertiaryEnrollmentGrossPercent')?.value,
    ).toBe(51);
    expect(rows.filter((r) => r.metric === 'stemGraduatesSharePercent').every((r) => r.value === 30)).toBe(
      true,
    );
    await h.close();
  });

  it('refuses an answer covering fewer countries than the floor', async () => {
    const few = COUNTRIES.slice(0, WORLD_BANK_MIN_COUNTRIES - 1);
    up = await startUpstream(
      Object.fromEntries(
        Object.entries(VALUES).map(([id, v]) => [
          worldBankIndicatorPath(id),
          { body: syntheticPage(id, v, 1, 1, few) },
        ]),
      ),
    );
    const h = harness();
    const summary = await h.run(job(up.url));
    expect(summary.state).toBe('failed');
    expect(summary.error).toContain('suspiciously empty');
    await h.close();
  });
});

describe('worldbank: configuration', () => {
  it('builds the education and population jobs, and refuses a base URL that is not a URL, naming the variable', () => {
    expect(worldBankSource.createJobs({}).map((j) => j.id)).toEqual([
      'worldbank-education',
      'worldbank-population-area',
    ]);
    const build = () => worldBankSource.createJobs({ WORLD_BANK_BASE_URL: 'not a url' });
    expect(build).toThrow(ConfigError);
    expect(build).toThrow(/WORLD_BANK_BASE_URL/);
  });
});

describe('worldbank-education: no bundle, live data to operation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('ships no bundle (the capture holds no education indicator): the operation stays unavailable offline', async () => {
    t = await buildTestApp();
    const [loaded] = await loadBundles([job()], { store: t.store });
    expect(loaded?.state).toBe('no_bundle');
    const res = await t.app.inject({
      url: '/api/resilience/v1/get-demographics-capability?country_code=AD',
      headers: { 'x-service-key': await t.createKey({ tier: 1 }) },
    });
    expect(res.headers['x-data-status']).toBe('unavailable');
  });

  it('answers get-demographics-capability from a run of the job', async () => {
    t = await buildTestApp({ deps: { now: () => new Date('2026-08-10T12:00:00Z') } });
    const up = await startUpstream(ROUTES);
    const h = harness();
    await h.run(job(up.url));
    const snap = await h.store.snapshots.read(resilienceKeys.demographicsEducation);
    if (snap.status !== 'hit') throw new Error('no snapshot');
    await t.store.snapshots.publish(
      resilienceKeys.demographicsEducation,
      snap.snapshot.data,
      snap.snapshot.meta,
    );
    await up.close();
    await h.close();
    const code = COUNTRIES[1]!;
    const res = await t.app.inject({
      url: `/api/resilience/v1/get-demographics-capability?country_code=${code}`,
      headers: { 'x-service-key': await t.createKey({ tier: 1 }) },
    });
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-07-01T00:00:00.000Z');
    const education = res.json().education;
    expect(education.available).toBe(true);
    expect(education.stemGraduatesSharePercent).toMatchObject({ available: true, value: 30, year: 2020 });
    expect(education.researchersPerMillion).toMatchObject({
      available: true,
      value: 1000,
      unit: 'people per million',
    });
  });
});
