import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { resilienceKeys } from '../resilience/data';
import { seismologyKeys } from '../seismology/data';

/** Synthetic figures (round numbers) to check the arithmetic. */
const POPULATION = {
  countries: [
    { code: 'JP', population: 120_000_000, populationYear: 2024, areaKm2: 400_000 },
    { code: 'NZ', population: 5_000_000, populationYear: 2024 },
  ],
};

describe('get-population-exposure', () => {
  let t: TestApp;
  let key: string;
  const get = async (q: string) =>
    t.app.inject({
      url: `/api/displacement/v1/get-population-exposure${q}`,
      headers: { 'x-service-key': key },
    });
  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
    await t.store.snapshots.publish(resilienceKeys.populationArea, POPULATION, {
      fetchedAt: '2024-12-31T00:00:00.000Z',
      source: 'test',
    });
  });
  afterEach(() => t.close());

  it('countries mode: ISO3, name, population, density (countries without an area left out)', async () => {
    expect((await get('')).json()).toEqual({
      success: true,
      countries: [{ code: 'JPN', name: 'Japan', population: 120_000_000, densityPerKm2: 300 }],
    });
  });

  it('exposure mode: density of the country of the nearest held earthquake within the radius', async () => {
    await t.store.snapshots.publish(
      seismologyKeys.earthquakes,
      {
        feed: {},
        earthquakes: [
          {
            id: 'q1',
            place: '20 km E of Testcity, Japan',
            magnitude: 6,
            occurredAt: 1,
            latitude: 35,
            longitude: 140,
          },
        ],
      },
      { fetchedAt: '2025-01-01T00:00:00.000Z', source: 'test' },
    );
    const body = (await get('?mode=exposure&lat=35.05&lon=140&radius=10')).json();
    expect(body).toEqual({
      success: true,
      exposure: {
        exposedPopulation: Math.round(300 * Math.PI * 100),
        exposureRadiusKm: 10,
        nearestCountry: 'JPN',
        densityPerKm2: 300,
      },
    });
    expect((await get('?mode=exposure&lat=0&lon=0')).json()).toEqual({ success: false });
    expect((await get('?mode=exposure&lat=1')).statusCode).toBe(400);
  });
});
