import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { resilienceKeys } from './data';

const PATH = '/api/resilience/v1/get-demographics-capability';
const NOW = new Date('2026-06-01T00:00:00Z');

// Synthetic observations for the user-assigned codes XA and XB (no real country's figures).
const AGE_ROWS = [
  { countryCode: 'XA', metric: 'medianAgeYears', year: 2020, value: 31.5, source: 'test wpp' },
  // Newer but out of range: must be rejected, leaving the 2020 value.
  { countryCode: 'XA', metric: 'medianAgeYears', year: 2023, value: 150, source: 'test wpp' },
  { countryCode: 'XA', metric: 'workingAgePopulationPeople', year: 2022, value: 0, source: 'test wpp' },
  // No source: not a validated observation.
  { countryCode: 'XA', metric: 'totalDependencyRatioPercent', year: 2022, value: 50, source: '  ' },
  { countryCode: 'XB', metric: 'medianAgeYears', year: 2024, value: 40, source: 'test wpp' },
] as const;
const EDUCATION_ROWS = [
  { countryCode: 'XA', metric: 'tertiaryEnrollmentGrossPercent', year: 2019, value: 20, source: 'test wb' },
  { countryCode: 'XA', metric: 'tertiaryEnrollmentGrossPercent', year: 2021, value: 22.5, source: 'test wb' },
] as const;

describe('get-demographics-capability', () => {
  let t: TestApp;
  let key: string;
  const get = (query: string) => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  const publishAgeAndEducation = async () => {
    await t.store.snapshots.publish(
      resilienceKeys.demographicsAgeStructure,
      { observations: [...AGE_ROWS] },
      { fetchedAt: '2026-03-01T00:00:00.000Z', source: 'test' },
    );
    await t.store.snapshots.publish(
      resilienceKeys.demographicsEducation,
      { observations: [...EDUCATION_ROWS] },
      { fetchedAt: '2026-02-01T00:00:00.000Z', source: 'test' },
    );
  };

  beforeEach(async () => {
    t = await buildTestApp({ deps: { now: () => NOW } });
    key = await t.createKey({ tier: 1 });
  });
  afterEach(() => t.close());

  it('answers all-unavailable when no stage has data', async () => {
    const res = await get('?country_code=XA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ countryCode: 'XA', available: false, fetchedAt: '' });
    expect(body.ageStructure.available).toBe(false);
    expect(body.education.available).toBe(false);
    expect(body.industrialWorkforce.available).toBe(false);
    expect(body.ageStructure.medianAgeYears).toEqual({ available: false, unit: 'years' });
    expect(body.stages.map((s: { name: string; status: string }) => `${s.name}:${s.status}`)).toEqual([
      'wpp:unavailable',
      'education:unavailable',
      'ilostat:unavailable',
    ]);
  });

  it('keeps only validated observations, newest valid year first', async () => {
    await publishAgeAndEducation();
    const res = await get('?country_code=XA');
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2026-02-01T00:00:00.000Z');
    const body = res.json();
    expect(body.available).toBe(true);
    expect(body.fetchedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(body.ageStructure.available).toBe(true);
    expect(body.ageStructure.medianAgeYears).toEqual({
      available: true,
      value: 31.5,
      year: 2020,
      unit: 'years',
      source: 'test wpp',
    });
    // A measured zero stays a zero and is available.
    expect(body.ageStructure.workingAgePopulationPeople).toMatchObject({ available: true, value: 0 });
    expect(body.ageStructure.totalDependencyRatioPercent).toEqual({ available: false, unit: 'percent' });
    expect(body.education.tertiaryEnrollmentGrossPercent).toMatchObject({ value: 22.5, year: 2021 });
    expect(body.education.researchersPerMillion).toEqual({ available: false, unit: 'people per million' });
    expect(body.industrialWorkforce.available).toBe(false);
    expect(body.stages).toEqual([
      {
        name: 'wpp',
        status: 'fresh',
        fetchedAt: '2026-03-01T00:00:00.000Z',
        recordCount: 2,
        newestObservationYear: 2024,
      },
      {
        name: 'education',
        status: 'fresh',
        fetchedAt: '2026-02-01T00:00:00.000Z',
        recordCount: 1,
        newestObservationYear: 2021,
      },
      { name: 'ilostat', status: 'unavailable', fetchedAt: '', recordCount: 0, newestObservationYear: 0 },
    ]);
  });

  it('derives the trained workforce only from parts of the same year and source', async () => {
    await t.store.snapshots.publish(
      resilienceKeys.demographicsIndustrialWorkforce,
      {
        observations: [
          {
            countryCode: 'XA',
            metric: 'craftTradesEmploymentPeople',
            year: 2022,
            value: 1000,
            source: 'test ilo',
          },
          {
            countryCode: 'XA',
            metric: 'plantMachineOperatorsEmploymentPeople',
            year: 2022,
            value: 500,
            source: 'test ilo',
          },
          {
            countryCode: 'XB',
            metric: 'craftTradesEmploymentPeople',
            year: 2022,
            value: 1000,
            source: 'test ilo',
          },
          {
            countryCode: 'XB',
            metric: 'plantMachineOperatorsEmploymentPeople',
            year: 2021,
            value: 500,
            source: 'test ilo',
          },
        ],
      },
      { fetchedAt: '2026-04-01T00:00:00.000Z', source: 'test' },
    );
    const xa = (await get('?country_code=XA')).json();
    expect(xa.industrialWorkforce.trainedIndustrialWorkforcePeople).toEqual({
      available: true,
      value: 1500,
      year: 2022,
      unit: 'people',
      source: 'test ilo',
    });
    const xb = (await get('?country_code=XB')).json();
    expect(xb.industrialWorkforce.craftTradesEmploymentPeople.available).toBe(true);
    expect(xb.industrialWorkforce.trainedIndustrialWorkforcePeople.available).toBe(false);
  });

  it('says unavailable for a country with no rows, with data status ok', async () => {
    await publishAgeAndEducation();
    const res = await get('?country_code=XC');
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json()).toMatchObject({ countryCode: 'XC', available: false });
    expect(res.json().ageStructure.available).toBe(false);
  });

  it('accepts the countryCode alias and names it as sent in violations', async () => {
    await publishAgeAndEducation();
    const ok = await get('?countryCode=XA');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().countryCode).toBe('XA');
    const lower = await get('?countryCode=xa');
    expect(lower.statusCode).toBe(400);
    expect(lower.json().violations).toEqual([{ field: 'countryCode', description: expect.any(String) }]);
    const long = await get('?country_code=XAB');
    expect(long.json().violations[0].field).toBe('country_code');
  });

  it('requires the country code', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(400);
    expect(res.json().violations).toEqual([{ field: 'country_code', description: 'is required' }]);
  });
});
