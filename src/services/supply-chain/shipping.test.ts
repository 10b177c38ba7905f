/**
 * The shipping wave: the stress rule and its missing inputs on the real bundled Yahoo quotes (the
 * extra basket, which holds the shipping symbols, has no capture), and the freight-index rule on
 * the real FRED capture (GDP: the only FRED series recorded) with the unsourced indices named.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/helpers/ingest/ingest-harness';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import { loadBundles } from '../../ingest/bundled';
import { parseFredSeries } from '../economic/sources/fred/parser';
import { yahooChartSource } from '../market/sources/yahoo-chart/source';
import { shippingIndexOf } from './get-shipping-rates';
import { shippingComponentScore, shippingStressLevel } from './get-shipping-stress';

describe('shipping stress', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('scores 50 + 2.5 points per percent of 20-session change, clamped, in four bands', () => {
    expect([-30, -20, -4, 0, 10, 20, 35].map(shippingComponentScore)).toEqual([0, 0, 40, 50, 75, 100, 100]);
    expect([0, 24.9, 25, 49.9, 50, 75].map(shippingStressLevel)).toEqual([
      'low',
      'low',
      'moderate',
      'moderate',
      'elevated',
      'critical',
    ]);
  });

  it('names every shipping input missing when the bundles hold none, and gives no score', async () => {
    t = await buildTestApp();
    await loadBundles(yahooChartSource.createJobs({}), { store: t.store });
    const res = await t.app.inject({
      url: '/api/supply-chain/v1/get-shipping-stress',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-status']).toBe('unavailable');
    const body = res.json();
    expect(body.stressScore).toBeUndefined();
    expect(body.upstreamUnavailable).toBe(true);
    expect(body.missingInputs).toEqual([
      'Yahoo BDRY: 21 daily closes (no quote held)',
      'Yahoo ZIM: 21 daily closes (no quote held)',
      'Yahoo MATX: 21 daily closes (no quote held)',
      'Yahoo SBLK: 21 daily closes (no quote held)',
    ]);
    expect(body.components.map((c: { weight: number }) => c.weight)).toEqual([0.4, 0.2, 0.2, 0.2]);
  });
});

describe('shipping rates', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('reads a FRED series as an index: latest level, prior period, change (real GDP capture)', () => {
    const fred = (f: string) =>
      readFixture(new URL('../economic/sources/fred/parser.ts', import.meta.url).href, f);
    const { data } = parseFredSeries(
      { observations: fred('series-observations_GDP.json'), series: fred('series_GDP.json') },
      'GDP',
    );
    const index = shippingIndexOf(data)!;
    const held = data.observations.filter((o) => o.value !== undefined);
    const [prior, last] = held.slice(-2);
    expect(index).toMatchObject({
      indexId: 'GDP',
      currentValue: last!.value,
      priorPeriodValue: prior!.value,
      priorPeriodDate: prior!.date,
      periodChangeBasis: 'derived_from_prior_period_level',
      periodChangePct: Math.round((last!.value! / prior!.value! - 1) * 10000) / 100,
      unit: data.units,
    });
    expect(index.history.at(-1)).toEqual({ date: last!.date, value: last!.value });
    expect(index.spikeAlert).toBe(false);
  });

  it('names the unsourced indices and the FRED series not held', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      url: '/api/supply-chain/v1/get-shipping-rates',
      headers: { 'x-service-key': await t.createKey() },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.upstreamUnavailable).toBe(true);
    expect(body.unavailableIndices.map((i: { indexId: string }) => i.indexId)).toEqual([
      'SCFI',
      'CCFI',
      'BDI',
      'PCU483111483111',
      'TSIFRGHT',
    ]);
  });
});
