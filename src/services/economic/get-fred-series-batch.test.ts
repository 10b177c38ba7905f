import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { fredKeys } from './data-macro';

const PATH = '/api/economic/v1/get-fred-series-batch';

/** A synthetic daily series (made-up values, not FRED figures). */
const series = (id: 'DGS10' | 'VIXCLS', values: number[]) => ({
  seriesId: id,
  title: id,
  units: 'Percent',
  frequency: 'Daily',
  observations: values.map((value, i) => ({ date: `2026-03-1${i}`, value })),
});

describe('get-fred-series-batch', () => {
  let t: TestApp;
  let key: string;
  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: PATH, payload: body, headers: { 'x-api-key': key, ...headers } });

  beforeEach(async () => {
    t = await buildTestApp({ env: { RATE_LIMITS: '0:50,1:50,2:50,3:0' } });
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('answers the series found, dated by the oldest, and counts one unit per distinct series', async () => {
    await t.store.snapshots.publish(fredKeys.DGS10, series('DGS10', [4.1, 4.2, 4.3]), {
      fetchedAt: '2026-03-13T00:00:00.000Z',
      source: 'test',
    });
    await t.store.snapshots.publish(fredKeys.VIXCLS, series('VIXCLS', [20]), {
      fetchedAt: '2026-03-11T00:00:00.000Z',
      source: 'test',
    });
    const one = await post({ seriesIds: ['DGS10'] });
    const res = await post({ seriesIds: ['dgs10', 'VIXCLS', 'GDP', 'NOTASERIES', 'DGS10'], limit: 2 });
    expect(res.statusCode).toBe(200);
    expect(Number(one.headers['ratelimit-remaining']) - Number(res.headers['ratelimit-remaining'])).toBe(4);
    expect(res.headers['x-data-fetched-at']).toBe('2026-03-11T00:00:00.000Z');
    const body = res.json();
    expect(body).toMatchObject({ fetched: 2, requested: 4 });
    expect(Object.keys(body.results).sort()).toEqual(['DGS10', 'VIXCLS']);
    expect(body.results.DGS10.observations).toEqual([
      { date: '2026-03-11', value: 4.2 },
      { date: '2026-03-12', value: 4.3 },
    ]);
  });

  it('answers nothing found as unavailable and refuses bodies outside the contract', async () => {
    const none = await post({ seriesIds: ['GDP'] });
    expect(none.headers['x-data-status']).toBe('unavailable');
    expect(none.json()).toEqual({ results: {}, fetched: 0, requested: 1 });
    expect((await post({ seriesIds: [] })).statusCode).toBe(400);
    expect((await post({})).json()).toEqual({ results: {}, fetched: 0, requested: 0 });
    expect((await post({ seriesIds: Array.from({ length: 21 }, (_, i) => `S${i}`) })).statusCode).toBe(400);
    expect((await post({ seriesIds: ['GDP'], limit: 0 })).statusCode).toBe(400);
  });
});
