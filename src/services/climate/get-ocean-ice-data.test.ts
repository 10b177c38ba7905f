import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { checkSchema } from '../../schema-check';
import { getOceanIceData } from './contract-indicators';
import { climateKeys } from './data';
import { dayOfYear } from './get-ocean-ice-data';

const PATH = '/api/climate/v1/get-ocean-ice-data';
const FETCHED_AT = '2026-08-04T09:00:00.000Z';

/** Synthetic daily extents from 2025-07-01 to 2026-08-03: 8.0 through 2025, 9.0 in 2026. */
function syntheticDaily() {
  const days = [];
  for (let ms = Date.UTC(2025, 6, 1); ms <= Date.UTC(2026, 7, 3); ms += 86_400_000) {
    const date = new Date(ms).toISOString().slice(0, 10);
    days.push({ date, extentMkm2: date < '2026' ? 8 : 9 });
  }
  return days;
}

/** A flat synthetic climatology: median 9.5 on every day of year. */
function syntheticClimatology() {
  return Array.from({ length: 366 }, (_, i) => ({
    dayOfYear: i + 1,
    averageMkm2: 9.6,
    medianMkm2: 9.5,
    p10Mkm2: 9.2,
    p90Mkm2: 9.8,
  }));
}

describe('get-ocean-ice-data', () => {
  let t: TestApp;
  let key: string;
  const get = () => t.app.inject({ url: PATH, headers: { 'x-service-key': key } });
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('rejects unknown parameters', async () => {
    const bad = await t.app.inject({ url: `${PATH}?hemisphere=north`, headers: { 'x-service-key': key } });
    expect(bad.json()).toEqual({
      violations: [{ field: 'hemisphere', description: 'is not a parameter of this operation' }],
    });
  });

  it('derives the latest extent, its anomaly and twelve monthly means from the daily series', async () => {
    await t.store.snapshots.publish(
      climateKeys.oceanIce,
      { daily: syntheticDaily(), climatology: syntheticClimatology(), sstAnomalyC: 0.5 },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
    const { data } = res.json();
    expect(checkSchema(getOceanIceData.response, structuredClone({ data })).ok).toBe(true);
    expect(data.arcticExtentMkm2).toBe(9);
    expect(data.arcticExtentAnomalyMkm2).toBe(-0.5);
    expect(data.arcticTrend).toBe('below_average');
    expect(data.measuredAt).toBe(Date.UTC(2026, 7, 3));
    expect(data.sstAnomalyC).toBe(0.5);
    expect(data.seaLevelMmAbove1993).toBeUndefined();
    expect(data.iceTrend12m).toHaveLength(12);
    expect(data.iceTrend12m[0]).toEqual({ month: '2025-09', extentMkm2: 8, anomalyMkm2: -1.5 });
    expect(data.iceTrend12m[11]).toEqual({ month: '2026-08', extentMkm2: 9, anomalyMkm2: -0.5 });
  });

  it('omits every climatology-based figure when the climatology is missing', async () => {
    await t.store.snapshots.publish(
      climateKeys.oceanIce,
      { daily: syntheticDaily(), climatology: [] },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
    const { data } = (await get()).json();
    expect(data.arcticExtentMkm2).toBe(9);
    expect(data).not.toHaveProperty('arcticExtentAnomalyMkm2');
    expect(data).not.toHaveProperty('arcticTrend');
    expect(data.iceTrend12m[0]).toEqual({ month: '2025-09', extentMkm2: 8 });
  });

  it('numbers days of year as the NSIDC climatology does', () => {
    expect(dayOfYear('2026-01-01')).toBe(1);
    expect(dayOfYear('2024-12-31')).toBe(366);
    expect(dayOfYear('2025-12-31')).toBe(365);
  });
});
