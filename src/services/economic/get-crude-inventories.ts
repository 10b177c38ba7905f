/** GET /api/economic/v1/get-crude-inventories: the 8 newest weeks of US total crude stocks (EIA WCRSTUS1). */
import { defineHandler, fromData, unavailable } from '../handler';
import { CRUDE_INVENTORIES_UNAVAILABLE, getCrudeInventories } from './contract-energy';
import { energyKeys } from './data-energy';
import { crudeWeeks } from './inventory-parts';

/** Handler of get-crude-inventories. */
export const getCrudeInventoriesHandler = defineHandler(getCrudeInventories, async (ctx) => {
  const read = await ctx.snapshots.read(energyKeys.eiaCrudeTotalStocks);
  if (read.status !== 'hit') return unavailable(CRUDE_INVENTORIES_UNAVAILABLE);
  const weeks = crudeWeeks(read.snapshot.data.points);
  return fromData({ weeks, latestPeriod: weeks[0]!.period }, read.snapshot.meta.fetchedAt);
});
