import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { economicKeys } from './data';
import { EU_GAS_HISTORY_DAYS, INVENTORY_WEEKS } from './inventory-parts';

const PATH = '/api/economic/v1/get-oil-inventories';

/** Synthetic weekly points, oldest first: 2026-01-02 + 7 days each, value = start + step * i. */
function weeklyPoints(count: number, start: number, step: number) {
  return Array.from({ length: count }, (_, i) => ({
    period: new Date(Date.UTC(2026, 0, 2 + 7 * i)).toISOString().slice(0, 10),
    value: start + step * i,
  }));
}

describe('get-oil-inventories', () => {
  let t: TestApp;
  let key: string;
  const get = (query = '') => t.app.inject({ url: `${PATH}${query}`, headers: { 'x-api-key': key } });
  const meta = (fetchedAt: string) => ({ fetchedAt, source: 'test' });

  beforeEach(async () => {
    t = await buildTestApp();
    key = await t.createKey();
  });
  afterEach(() => t.close());

  it('serves the parts that exist and leaves the others out', async () => {
    const points = weeklyPoints(10, 400_000, 1_500);
    await t.store.snapshots.publish(
      economicKeys.eiaCrudeStocks,
      { series: 'WCESTUS1', units: 'MBBL', points },
      meta('2026-03-10T12:00:00.000Z'),
    );
    const res = await get();
    expect(res.headers['x-data-status']).toMatch(/^(ok|stale)$/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['crudeWeeks', 'natGasWeeks', 'updatedAt']);
    expect(body.natGasWeeks).toEqual([]);
    expect(body.updatedAt).toBe(Date.parse('2026-03-10T12:00:00.000Z'));
    expect(body.crudeWeeks).toHaveLength(INVENTORY_WEEKS);
    expect(body.crudeWeeks[0]).toEqual({ period: points[9]!.period, stocksMb: 413.5, weeklyChangeMb: 1.5 });
    // The oldest week shown still has its change, from the week before it.
    expect(body.crudeWeeks[INVENTORY_WEEKS - 1]).toEqual({
      period: points[2]!.period,
      stocksMb: 403,
      weeklyChangeMb: 1.5,
    });
  });

  it('combines every dataset', async () => {
    const p = t.store.snapshots;
    await p.publish(
      economicKeys.eiaCrudeStocks,
      { series: 'WCESTUS1', units: 'MBBL', points: weeklyPoints(3, 420_000, -2_000) },
      meta('2026-03-10T00:00:00.000Z'),
    );
    await p.publish(
      economicKeys.eiaSprStocks,
      { series: 'WCSSTUS1', units: 'MBBL', points: weeklyPoints(2, 390_000, 500) },
      meta('2026-03-11T00:00:00.000Z'),
    );
    await p.publish(
      economicKeys.eiaNatGasStorage,
      { series: 'NW2_EPG0_SWO_R48_BCF', units: 'BCF', points: weeklyPoints(2, 2_000, -50) },
      meta('2026-03-09T00:00:00.000Z'),
    );
    await p.publish(
      economicKeys.eiaRefineryInputs,
      { series: 'WCRRIUS2', units: 'MBBL/D', points: weeklyPoints(2, 15_000, 100) },
      meta('2026-03-12T00:00:00.000Z'),
    );
    const days = Array.from({ length: 40 }, (_, i) => ({
      gasDayStart: new Date(Date.UTC(2026, 1, 1 + i)).toISOString().slice(0, 10),
      full: 30 - i * 0.25,
    }));
    await p.publish(economicKeys.gieEuGasStorage, { days }, meta('2026-03-13T00:00:00.000Z'));
    await p.publish(
      economicKeys.ieaOilStocks,
      {
        dataMonth: '2025-12',
        members: [
          { iso2: 'DE', daysOfCover: 120, netExporter: false },
          { iso2: 'FR', daysOfCover: 80, netExporter: false },
          { iso2: 'JP', daysOfCover: 200, netExporter: false },
          { iso2: 'CA', netExporter: true },
        ],
      },
      meta('2026-01-20T00:00:00.000Z'),
    );

    const res = await get();
    expect(res.headers['x-data-fetched-at']).toBe('2026-01-20T00:00:00.000Z');
    const body = res.json();
    expect(body.updatedAt).toBe(Date.parse('2026-03-13T00:00:00.000Z'));
    expect(body.crudeWeeks.map((w: { stocksMb: number }) => w.stocksMb)).toEqual([416, 418, 420]);
    expect(body.crudeWeeks[2].weeklyChangeMb).toBeUndefined();
    expect(body.spr).toEqual({
      latestStocksMb: 390.5,
      changeWow: 0.5,
      weeks: [
        { period: '2026-01-09', stocksMb: 390.5 },
        { period: '2026-01-02', stocksMb: 390 },
      ],
    });
    expect(body.natGasWeeks[0]).toEqual({ period: '2026-01-09', storBcf: 1950, weeklyChangeBcf: -50 });
    expect(body.refinery).toEqual({ inputsMbpd: 15_100, period: '2026-01-09' });
    expect(body.euGas).toMatchObject({ fillPct: 20.25, fillPctChange1d: -0.25, trend: 'falling' });
    expect(body.euGas.history).toHaveLength(EU_GAS_HISTORY_DAYS);
    expect(body.euGas.history[0]).toEqual({ date: '2026-03-12', fillPct: 20.25 });
    expect(body.ieaStocks.dataMonth).toBe('2025-12');
    expect(body.ieaStocks.members).toContainEqual({
      iso2: 'FR',
      daysOfCover: 80,
      netExporter: false,
      belowObligation: true,
    });
    expect(body.ieaStocks.members).toContainEqual({ iso2: 'CA', netExporter: true, belowObligation: false });
    expect(body.ieaStocks.europe).toEqual({ avgDays: 100, minDays: 80, countBelowObligation: 1 });
    expect(body.ieaStocks.asiaPacific).toEqual({ avgDays: 200, minDays: 200, countBelowObligation: 0 });
    // North America has only a net exporter here: no importer figures, so no summary.
    expect(body.ieaStocks.northAmerica).toBeUndefined();
  });

  it('refuses a series published under the wrong key', async () => {
    await expect(
      t.store.snapshots.publish(
        economicKeys.eiaCrudeStocks,
        // Deliberately the wrong series, to exercise the schema guard.
        { series: 'WCRSTUS1', units: 'MBBL', points: weeklyPoints(2, 1, 1) } as never,
        meta('2026-03-10T00:00:00.000Z'),
      ),
    ).rejects.toThrow(/economic:eia-crude-stocks/);
  });

  it('takes no parameters besides jmespath', async () => {
    const bad = await get('?period=2026-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([
      { field: 'period', description: 'is not a parameter of this operation' },
    ]);
  });
});
