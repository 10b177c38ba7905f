/**
 * GET /api/supply-chain/v1/get-shipping-rates: FRED freight price series (read through the
 * economic service's data.ts) as shipping-rate indices. Rule (also in the README): the latest
 * observation with a value is the current level, the one before it the prior period; the period
 * change is their ratio less one, percent, two decimals; `spikeAlert` at +10 % or more. Indices
 * without a public source, and series not held, are named in `unavailableIndices`.
 */
import { type FredSeriesData, fredKeys } from '../economic/data';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import {
  type GetShippingRatesResponse,
  getShippingRates,
  SHIPPING_RATE_FRED_SERIES,
  SHIPPING_RATE_HISTORY,
  SHIPPING_RATE_SPIKE_PCT,
  SHIPPING_RATES_UNAVAILABLE,
} from './contract-shipping';

type ShippingIndex = GetShippingRatesResponse['indices'][number];

/** The index of one FRED series, or undefined when it holds no value. */
export function shippingIndexOf(series: FredSeriesData): ShippingIndex | undefined {
  const points = series.observations.flatMap((o) =>
    o.value === undefined ? [] : [{ date: o.date, value: o.value }],
  );
  const current = points.at(-1);
  if (!current) return undefined;
  const prior = points.at(-2);
  const change =
    prior && prior.value !== 0 ? Math.round((current.value / prior.value - 1) * 10000) / 100 : undefined;
  return {
    indexId: series.seriesId,
    name: series.title,
    currentValue: current.value,
    unit: series.units,
    history: points.slice(-SHIPPING_RATE_HISTORY),
    spikeAlert: change !== undefined && change >= SHIPPING_RATE_SPIKE_PCT,
    ...(prior && change !== undefined
      ? {
          previousValue: prior.value,
          changePct: change,
          periodChangePct: change,
          periodChangeBasis: 'derived_from_prior_period_level' as const,
          priorPeriodValue: prior.value,
          priorPeriodDate: prior.date,
        }
      : {}),
  };
}

export const getShippingRatesHandler = defineHandler(getShippingRates, async (ctx) => {
  const body: GetShippingRatesResponse = structuredClone(SHIPPING_RATES_UNAVAILABLE);
  const reads = [];
  for (const id of SHIPPING_RATE_FRED_SERIES) {
    const read = await ctx.snapshots.read(fredKeys[id]);
    const index = read.status === 'hit' ? shippingIndexOf(read.snapshot.data) : undefined;
    if (index) {
      reads.push(read);
      body.indices.push(index);
    } else {
      body.unavailableIndices.push({
        indexId: id,
        name: `FRED ${id}`,
        reason: 'FRED series not held (no run yet, or FRED_API_KEY unset)',
      });
    }
  }
  if (body.indices.length === 0) return unavailable(body);
  const fetchedAt = oldestFetchedAt(reads) ?? new Date(0).toISOString();
  body.fetchedAt = fetchedAt;
  body.upstreamUnavailable = false;
  return fromData(body, fetchedAt);
});
