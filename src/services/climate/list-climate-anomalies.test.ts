import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { checkSchema } from '../../schema-check';
import { listClimateAnomalies } from './contract';
import { climateKeys } from './data';

const PATH = '/api/climate/v1/list-climate-anomalies';
const FETCHED_AT = '2026-08-08T06:00:00.000Z';

/** Synthetic zone readings: figures chosen to land in each classification. */
function zone(
  name: string,
  meanTempC: number,
  normalMeanTempC: number,
  precipMm: number,
  normalPrecipMm: number,
) {
  return {
    zone: name,
    location: { latitude: 10, longitude: 20 },
    periodStart: '2026-08-01',
    periodEnd: '2026-08-07',
    meanTempC,
    normalMeanTempC,
    precipMm,
    normalPrecipMm,
  };
}

describe('list-climate-anomalies', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterAll(() => t.close());

  it('lists every bad parameter under the name it was sent with', async () => {
    const long = 'x'.repeat(513);
    const res = await t.app.inject({
      url: `${PATH}?page_size=0&min_severity=SEVERE&cursor=${long}`,
      headers: { 'x-service-key': key },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().violations as { field: string; description: string }[]).map((v) => v.field);
    expect(fields.sort()).toEqual(['cursor', 'min_severity', 'page_size']);
    expect(res.json().violations).toContainEqual({
      field: 'min_severity',
      description: expect.stringContaining('ANOMALY_SEVERITY_EXTREME'),
    });
    const notInt = await t.app.inject({ url: `${PATH}?page_size=ten`, headers: { 'x-service-key': key } });
    expect(notInt.json()).toEqual({
      violations: [{ field: 'page_size', description: 'must be an integer' }],
    });
  });

  it('derives deltas, severity and type from the published zone readings, most severe first', async () => {
    await t.store.snapshots.publish(
      climateKeys.anomalies,
      {
        baseline: '1991-2020',
        zones: [
          zone('Synthetic C', 10, 10.5, 3, 3.5),
          zone('Synthetic B', 15, 15.4, 40, 20),
          zone('Synthetic A', 25.5, 20, 10, 12),
          zone('Synthetic D', 12, 15, 5, 20),
        ],
      },
      { fetchedAt: FETCHED_AT, source: 'test' },
    );
    const res = await t.app.inject({ url: PATH, headers: { 'x-service-key': key } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    expect(res.headers['x-data-fetched-at']).toBe(FETCHED_AT);
    const body = res.json();
    expect(checkSchema(listClimateAnomalies.response, structuredClone(body)).ok).toBe(true);
    expect(body.pagination).toEqual({ nextCursor: '', totalCount: 4 });
    const summary = body.anomalies.map((a: Record<string, unknown>) => [a.zone, a.severity, a.type]);
    expect(summary).toEqual([
      ['Synthetic A', 'ANOMALY_SEVERITY_EXTREME', 'ANOMALY_TYPE_WARM'],
      ['Synthetic B', 'ANOMALY_SEVERITY_MODERATE', 'ANOMALY_TYPE_WET'],
      ['Synthetic D', 'ANOMALY_SEVERITY_MODERATE', 'ANOMALY_TYPE_MIXED'],
      ['Synthetic C', 'ANOMALY_SEVERITY_NORMAL', 'ANOMALY_TYPE_COLD'],
    ]);
    expect(body.anomalies[0]).toEqual({
      zone: 'Synthetic A',
      location: { latitude: 10, longitude: 20 },
      tempDelta: 5.5,
      precipDelta: -2,
      severity: 'ANOMALY_SEVERITY_EXTREME',
      type: 'ANOMALY_TYPE_WARM',
      period: '2026-08-01/2026-08-07',
    });
    expect(body.anomalies[1].tempDelta).toBe(-0.4);
  });

  it('accepts page_size, cursor and min_severity without changing the answer', async () => {
    const plain = await t.app.inject({ url: PATH, headers: { 'x-service-key': key } });
    const withParams = await t.app.inject({
      url: `${PATH}?page_size=1&cursor=abc&min_severity=ANOMALY_SEVERITY_EXTREME`,
      headers: { 'x-service-key': key },
    });
    expect(withParams.statusCode).toBe(200);
    expect(withParams.json()).toEqual(plain.json());
  });
});
