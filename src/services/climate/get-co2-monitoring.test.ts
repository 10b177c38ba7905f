import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { climateKeys } from './data';
import { parseCo2Monitoring } from './sources/noaa-gml/parser';

const PATH = '/api/climate/v1/get-co2-monitoring';

describe('get-co2-monitoring', () => {
  let t: TestApp;
  let key: string;
  // One app for the file: the degraded answer is checked before any snapshot is published.
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('derives the figures from the published monthly means', async () => {
    const co2Monthly = [];
    for (let m = 1; m <= 12; m++) co2Monthly.push({ year: 2024, month: m, value: 420 + m / 10 });
    co2Monthly.push({ year: 2025, month: 1, value: 423.5 });
    await t.store.snapshots.publish(
      climateKeys.co2Monitoring,
      { station: 'Mauna Loa', co2Monthly, ch4Monthly: [{ year: 2024, month: 12, value: 1930.1 }] },
      { fetchedAt: '2025-02-05T00:00:00.000Z', source: 'test' },
    );
    const res = await t.app.inject({ url: PATH, headers: { 'x-api-key': key } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe('2025-02-05T00:00:00.000Z');
    const m = res.json().monitoring;
    expect(m.currentPpm).toBe(423.5);
    expect(m.yearAgoPpm).toBeCloseTo(420.1);
    expect(m.annualGrowthRate).toBeCloseTo(3.4);
    expect(m.trend12m).toHaveLength(12);
    expect(m.trend12m[11]).toEqual({ month: '2025-01', ppm: 423.5, anomaly: 3.4 });
    expect(m.methanePpb).toBe(1930.1);
    // No N2O series in this snapshot: the required field says 0, as its description documents.
    expect(m.nitrousOxidePpb).toBe(0);
    expect(m.measuredAt).toBe(String(Date.UTC(2025, 0, 1)));
  });

  it('answers each gas from its own latest month of the real NOAA files (N2O included)', async () => {
    // The recorded files beside the NOAA parser: CO2 to 2026-07, CH4 and N2O to 2026-04.
    const fixture = (name: string) =>
      readFixture(new URL('sources/noaa-gml/parser.ts', import.meta.url).href, name);
    const parsed = parseCo2Monitoring(
      fixture('co2_mm_mlo.txt'),
      fixture('ch4_mm_gl.txt'),
      fixture('n2o_mm_gl.txt'),
    );
    await t.store.snapshots.publish(climateKeys.co2Monitoring, parsed.data, {
      fetchedAt: parsed.asOf ?? '',
      source: 'test',
    });
    const res = await t.app.inject({ url: PATH, headers: { 'x-api-key': key } });
    expect(res.headers['x-data-fetched-at']).toBe('2026-08-05T10:21:49.000Z');
    const m = res.json().monitoring;
    expect(m).toMatchObject({
      currentPpm: 429.12,
      methanePpb: 1937.59,
      nitrousOxidePpb: 339.78,
      measuredAt: String(Date.UTC(2026, 6, 1)),
    });
    expect(m.trend12m.at(-1).month).toBe('2026-07');
  });

  it('rejects unknown parameters and wrong methods', async () => {
    const bad = await t.app.inject({ url: `${PATH}?foo=1`, headers: { 'x-service-key': key } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      violations: [{ field: 'foo', description: 'is not a parameter of this operation' }],
    });
    const post = await t.app.inject({ method: 'POST', url: PATH, headers: { 'x-service-key': key } });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toContain('GET');
    const missing = await t.app.inject({ url: '/api/climate/v1/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });
  });
});
