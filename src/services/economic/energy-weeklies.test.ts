import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, sourceJob } from '../../../test/helpers/ingest/ingest-harness';
import { startUpstream } from '../../../test/helpers/ingest/upstream-server';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { economicKeys } from './data';
import { energyKeys } from './data-energy';
import { EIA_STOCKS_ROUTE, eiaSource } from './sources/eia/source';

/** Synthetic weekly points (made-up values), oldest first. */
const points = (values: number[]) =>
  values.map((value, i) => ({
    period: new Date(Date.UTC(2026, 0, 2 + 7 * i)).toISOString().slice(0, 10),
    value,
  }));

describe('energy weeklies', () => {
  let t: TestApp;
  let key: string;
  const get = (path: string) =>
    t.app.inject({ url: `/api/economic/v1/${path}`, headers: { 'x-api-key': key } });
  const meta = { fetchedAt: '2026-03-10T00:00:00.000Z', source: 'test' };
  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('get-crude-inventories: 8 newest weeks of WCRSTUS1 in million barrels, with changes', async () => {
    await t.store.snapshots.publish(
      energyKeys.eiaCrudeTotalStocks,
      { series: 'WCRSTUS1', units: 'MBBL', points: points([800_000, 801_500, 799_000, 1, 2, 3, 4, 5, 6, 7]) },
      meta,
    );
    const body = (await get('get-crude-inventories')).json();
    expect(body.weeks).toHaveLength(8);
    expect(body.latestPeriod).toBe(body.weeks[0].period);
    expect(body.weeks.at(-1)).toEqual({ period: '2026-01-16', stocksMb: 799, weeklyChangeMb: -2.5 });
  });

  it('get-nat-gas-storage: reads the existing gas storage series', async () => {
    await t.store.snapshots.publish(
      economicKeys.eiaNatGasStorage,
      { series: 'NW2_EPG0_SWO_R48_BCF', units: 'BCF', points: points([2000, 2050.5]) },
      meta,
    );
    expect((await get('get-nat-gas-storage')).json()).toEqual({
      weeks: [
        { period: '2026-01-09', storBcf: 2050.5, weeklyChangeBcf: 50.5 },
        { period: '2026-01-02', storBcf: 2000 },
      ],
      latestPeriod: '2026-01-09',
    });
  });

  it('get-energy-capacity: filters sources and trims years', async () => {
    await t.store.snapshots.publish(
      energyKeys.eiaEnergyCapacity,
      {
        series: [
          {
            energySource: 'SUN',
            name: 'Solar',
            years: [
              { year: 2022, capacityMw: 1 },
              { year: 2023, capacityMw: 2 },
            ],
          },
          { energySource: 'WND', name: 'Wind', years: [{ year: 2023, capacityMw: 3 }] },
        ],
      },
      meta,
    );
    expect((await get('get-energy-capacity?energy_sources=SUN&years=1')).json()).toEqual({
      series: [{ energySource: 'SUN', name: 'Solar', data: [{ year: 2023, capacityMw: 2 }] }],
    });
    expect((await get('get-energy-capacity?energy_sources=XYZ')).statusCode).toBe(400);
  });

  it('the eia-crude-total-stocks job asks EIA for WCRSTUS1 on the stocks route', async () => {
    const body = JSON.stringify({
      response: { data: [{ period: '2026-07-31', series: 'WCRSTUS1', value: '820000', units: 'MBBL' }] },
    });
    const up = await startUpstream({ [EIA_STOCKS_ROUTE]: { body } });
    const h = harness();
    const summary = await h.run(
      sourceJob(eiaSource, { EIA_BASE_URL: up.url, EIA_API_KEY: 'k' }, 'eia-crude-total-stocks'),
    );
    expect(summary).toMatchObject({ state: 'ok', records: 1, fetchedAt: '2026-07-31T00:00:00.000Z' });
    expect(new URL(up.requests[0]!.path, 'http://x').searchParams.get('facets[series][]')).toBe('WCRSTUS1');
    await up.close();
    await h.close();
  });
});
