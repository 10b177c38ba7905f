import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { AQI_MAX, pm25Aqi } from '../../reference/air-quality-index';
import { checkSchema } from '../../schema-check';
import { climateKeys } from '../climate/data';
import { CATALOG } from '../index';
import { listAirQualityAlerts } from './contract';

const PATH = '/api/health/v1/list-air-quality-alerts';
const FETCHED_AT = '2026-08-06T13:00:00.000Z';

/** A synthetic station reading (made-up place and values). */
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

describe('EPA PM2.5 AQI rule', () => {
  it('maps the category edges (2024 breakpoints, truncation to 0.1)', () => {
    expect(pm25Aqi(9.0)).toEqual({ aqi: 50, riskLevel: 'good' });
    expect(pm25Aqi(9.05)).toEqual({ aqi: 50, riskLevel: 'good' });
    expect(pm25Aqi(9.1)).toEqual({ aqi: 51, riskLevel: 'moderate' });
    expect(pm25Aqi(35.4)).toEqual({ aqi: 100, riskLevel: 'moderate' });
    expect(pm25Aqi(35.5)).toEqual({ aqi: 101, riskLevel: 'unhealthy_for_sensitive_groups' });
    expect(pm25Aqi(55.5)).toEqual({ aqi: 151, riskLevel: 'unhealthy' });
    expect(pm25Aqi(125.5)).toEqual({ aqi: 201, riskLevel: 'very_unhealthy' });
    expect(pm25Aqi(325.4)).toEqual({ aqi: 500, riskLevel: 'hazardous' });
    expect(pm25Aqi(900)).toEqual({ aqi: AQI_MAX, riskLevel: 'hazardous' });
  });
});

describe('list-air-quality-alerts', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-service-key': key } });
  const publish = (stations: ReturnType<typeof station>[]) =>
    t.store.snapshots.publish(
      climateKeys.airQuality,
      { stations },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('lists the stations from unhealthy for sensitive groups up, worst first', async () => {
    await publish([
      station('Clean', 5),
      station('Hazy', 35.4),
      station('Smoky', 300),
      station('Sensitive', 35.5),
    ]);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
    const body = res.json();
    expect(checkSchema(listAirQualityAlerts.response, structuredClone(body)).ok).toBe(true);
    expect(body.fetchedAt).toBe(Date.parse(FETCHED_AT));
    expect(body.alerts).toEqual([
      {
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
      },
      expect.objectContaining({ city: 'Sensitive', aqi: 101, riskLevel: 'unhealthy_for_sensitive_groups' }),
    ]);
  });

  it('answers an empty list with ok when readings exist and none reaches the threshold', async () => {
    await publish([station('Clean', 5), station('Hazy', 35.4)]);
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json()).toEqual({ alerts: [], fetchedAt: Date.parse(FETCHED_AT) });
  });

  it('moves the threshold with min_risk_level', async () => {
    await publish([station('Clean', 5), station('Hazy', 35.4), station('Smoky', 300), station('Bad', 60)]);
    const cities = async (q: string) => (await get(q)).json().alerts.map((a: { city: string }) => a.city);
    expect(await cities('?min_risk_level=moderate')).toEqual(['Smoky', 'Bad', 'Hazy']);
    expect(await cities('?min_risk_level=unhealthy')).toEqual(['Smoky', 'Bad']);
    expect(await cities('?min_risk_level=hazardous')).toEqual(['Smoky']);
  });

  it('rejects an unknown risk level and unknown parameters', async () => {
    for (const q of ['?min_risk_level=good', '?min_risk_level=HIGH', '?country=US']) {
      const bad = await get(q);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().violations.length, q).toBeGreaterThan(0);
    }
  });

  it('answers from the bundled OpenAQ capture: readings exist, none over the threshold', async () => {
    const jobs = CATALOG.createJobs({}).filter((j) => j.key.name === climateKeys.airQuality.name);
    const [loaded] = await loadBundles(jobs, { store: t.store });
    expect(loaded?.state).toBe('loaded');
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.json().alerts).toEqual([]);
    expect(res.json().fetchedAt).toBeGreaterThan(0);
    // Readings exist (the empty list is "no alerts", not "no data"), all under the threshold.
    const snap = await t.store.snapshots.read(climateKeys.airQuality);
    const stations = snap.status === 'hit' ? snap.snapshot.data.stations : [];
    expect(stations.length).toBeGreaterThan(0);
    expect(stations.every((s) => pm25Aqi(s.pm25).aqi <= 100)).toBe(true);
  });
});

describe('the platform health routes still answer beside the health service', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  it('GET /api/health answers the platform report without a key', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Array.isArray(res.json().datasets)).toBe(true);
  });

  it('the service route is not shadowed by, and does not shadow, /api/health', async () => {
    expect((await t.app.inject({ url: PATH })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/health/' })).statusCode).not.toBe(500);
  });
});
