import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { AQI_MAX, pm25Aqi } from '../../reference/air-quality-index';
import { checkSchema } from '../../schema-check';
import { listAirQualityData } from './contract-indicators';
import { climateKeys } from './data';

const PATH = '/api/climate/v1/list-air-quality-data';
const FETCHED_AT = '2026-08-06T13:00:00.000Z';

/** A synthetic station reading. */
function station(city: string, pm25: number) {
  return {
    locationId: `loc-${city}`,
    city,
    countryCode: 'TL',
    lat: 1,
    lng: 2,
    pm25,
    measuredAt: Date.UTC(2026, 7, 6, 12),
    source: 'OpenAQ',
  };
}

describe('list-air-quality-data', () => {
  let t: TestApp;
  let key: string;
  const get = () => t.app.inject({ url: PATH, headers: { 'x-service-key': key } });
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('computes the AQI of each reading, worst first, with the snapshot time in epoch ms', async () => {
    await t.store.snapshots.publish(
      climateKeys.airQuality,
      {
        stations: [station('Clean', 5), station('Edge', 9.05), station('Smoky', 300), station('Hazy', 35.4)],
      },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    const body = res.json();
    expect(checkSchema(listAirQualityData.response, structuredClone(body)).ok).toBe(true);
    expect(body.fetchedAt).toBe(Date.parse(FETCHED_AT));
    const summary = body.stations.map((s: Record<string, unknown>) => [s.city, s.aqi, s.riskLevel]);
    expect(summary).toEqual([
      ['Smoky', 449, 'hazardous'],
      ['Hazy', 100, 'moderate'],
      ['Edge', 50, 'good'],
      ['Clean', 28, 'good'],
    ]);
    expect(body.stations[0]).toEqual({
      city: 'Smoky',
      countryCode: 'TL',
      lat: 1,
      lng: 2,
      pm25: 300,
      aqi: 449,
      riskLevel: 'hazardous',
      pollutant: 'pm25',
      measuredAt: Date.UTC(2026, 7, 6, 12),
      source: 'OpenAQ',
    });
  });

  it('maps category edges and caps the index at the top of the scale', () => {
    expect(pm25Aqi(0)).toEqual({ aqi: 0, riskLevel: 'good' });
    expect(pm25Aqi(9.1)).toEqual({ aqi: 51, riskLevel: 'moderate' });
    expect(pm25Aqi(55.4).aqi).toBe(150);
    expect(pm25Aqi(55.5)).toEqual({ aqi: 151, riskLevel: 'unhealthy' });
    expect(pm25Aqi(125.5)).toEqual({ aqi: 201, riskLevel: 'very_unhealthy' });
    expect(pm25Aqi(900)).toEqual({ aqi: AQI_MAX, riskLevel: 'hazardous' });
  });
});
