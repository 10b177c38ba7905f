import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type FredSeriesId, fredKeys } from './data-macro';
import { stressLabel, stressScore } from './get-economic-stress';

/** A synthetic series: made-up values, not FRED figures. */
function series(id: FredSeriesId, values: (number | undefined)[]) {
  return {
    seriesId: id,
    title: id,
    units: 'u',
    frequency: 'Daily',
    observations: values.map((value, i) => ({
      date: `2026-03-${String(10 + i).padStart(2, '0')}`,
      ...(value === undefined ? {} : { value }),
    })),
  };
}

describe('get-economic-stress', () => {
  let t: TestApp;
  let key: string;
  const get = () =>
    t.app.inject({ url: '/api/economic/v1/get-economic-stress', headers: { 'x-api-key': key } });
  const publish = (
    id: FredSeriesId,
    values: (number | undefined)[],
    fetchedAt = '2026-03-12T00:00:00.000Z',
  ) => t.store.snapshots.publish(fredKeys[id], series(id, values), { fetchedAt, source: 'test' });

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('scores each latest value on its scale and weights the present components', async () => {
    await publish('T10Y2Y', [0.5, 0]); // 50
    await publish('T10Y3M', [-0.25]); // 50
    await publish('VIXCLS', [31, undefined]); // latest with a value: 31 → 50
    await publish('STLFSI4', [1.5]); // 50
    await publish('ICSA', [200_000], '2026-03-05T00:00:00.000Z'); // 0
    const res = await get();
    expect(res.headers['x-data-fetched-at']).toBe('2026-03-05T00:00:00.000Z');
    const body = res.json();
    // (50*0.2 + 50*0.15 + 50*0.2 + 50*0.25 + 0*0.1) / 0.9 = 44.4
    expect(body).toMatchObject({
      compositeScore: 44.4,
      label: 'Elevated',
      unavailable: false,
      seededAt: '2026-03-10T00:00:00.000Z',
    });
    expect(body.components.find((c: { id: string }) => c.id === 'VIXCLS')).toEqual({
      id: 'VIXCLS',
      label: 'Equity volatility (VIX)',
      rawValue: 31,
      score: 50,
      weight: 0.2,
      missing: false,
      date: '2026-03-10',
    });
    expect(body.components.find((c: { id: string }) => c.id === 'GSCPI')).toMatchObject({
      missing: true,
      weight: 0.1,
    });
  });

  it('names the missing inputs and gives no composite without all five FRED series', async () => {
    await publish('T10Y2Y', [0]);
    await publish('VIXCLS', [20]);
    const res = await get();
    expect(res.headers['x-data-status']).toBe('unavailable');
    const body = res.json();
    expect(body.unavailable).toBe(true);
    expect(body.compositeScore).toBeUndefined();
    expect(
      body.components.filter((c: { missing: boolean }) => c.missing).map((c: { id: string }) => c.id),
    ).toEqual(['T10Y3M', 'STLFSI4', 'ICSA', 'GSCPI']);
  });

  it('clamps scores and bands the composite', () => {
    expect(stressScore({ calm: 12, stressed: 50 }, 80)).toBe(100);
    expect(stressScore({ calm: 1, stressed: -1 }, 2)).toBe(0);
    expect([10, 20, 59.9, 60, 80].map(stressLabel)).toEqual([
      'Low',
      'Moderate',
      'Elevated',
      'Severe',
      'Critical',
    ]);
  });
});
