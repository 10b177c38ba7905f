/**
 * GET /api/economic/v1/get-energy-prices: latest weekly spot price of each tracked commodity with
 * its change from the previous week, filtered by `commodities` (SPEC §2.3, §4.6).
 */
import type { Static } from 'typebox';
import { defineHandler, fromData, unavailable } from '../handler';
import { ENERGY_PRICES_UNAVAILABLE, getEnergyPrices } from './contract';
import { ENERGY_COMMODITIES, type EnergyCommodity, type EnergySpotPricesData, economicKeys } from './data';

type Response = Static<typeof getEnergyPrices.response>;
type Price = Response['prices'][number];

/** Display name and unit of each tracked commodity. */
export const ENERGY_COMMODITY_INFO: Readonly<Record<EnergyCommodity, { name: string; unit: string }>> = {
  wti: { name: 'WTI Crude Oil', unit: '$/barrel' },
  brent: { name: 'Brent Crude Oil', unit: '$/barrel' },
};

/** Handler of get-energy-prices. */
export const getEnergyPricesHandler = defineHandler(getEnergyPrices, async (ctx, query) => {
  const read = await ctx.snapshots.read(economicKeys.energySpotPrices);
  if (read.status !== 'hit') return unavailable(ENERGY_PRICES_UNAVAILABLE);
  const filter = (query as { commodities?: readonly EnergyCommodity[] }).commodities;
  const wanted = new Set<EnergyCommodity>(filter?.length ? filter : ENERGY_COMMODITIES);
  const prices = read.snapshot.data.series.filter((s) => wanted.has(s.commodity)).map(latestPrice);
  return fromData({ prices }, read.snapshot.meta.fetchedAt);
});

function latestPrice(series: EnergySpotPricesData['series'][number]): Price {
  const points = [...series.points].sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0));
  const latest = points[0]!;
  const prev = points[1];
  const info = ENERGY_COMMODITY_INFO[series.commodity];
  const price: Price = {
    commodity: series.commodity,
    name: info.name,
    price: latest.price,
    unit: info.unit,
    priceAt: Date.parse(`${latest.period}T00:00:00Z`),
  };
  // A percent change from a zero or negative price means nothing, so it is left out.
  if (prev && prev.price > 0)
    price.change = Math.round(((latest.price - prev.price) / prev.price) * 1000) / 10;
  return price;
}
