/** GET /api/economic/v1/get-nat-gas-storage: the 8 newest weeks of Lower-48 gas storage (EIA NW2_EPG0_SWO_R48_BCF). */
import { defineHandler, fromData, unavailable } from '../handler';
import { getNatGasStorage, NAT_GAS_STORAGE_UNAVAILABLE } from './contract-energy';
import { economicKeys } from './data';
import { natGasWeeks } from './inventory-parts';

/** Handler of get-nat-gas-storage. */
export const getNatGasStorageHandler = defineHandler(getNatGasStorage, async (ctx) => {
  const read = await ctx.snapshots.read(economicKeys.eiaNatGasStorage);
  if (read.status !== 'hit') return unavailable(NAT_GAS_STORAGE_UNAVAILABLE);
  const weeks = natGasWeeks(read.snapshot.data.points);
  return fromData({ weeks, latestPeriod: weeks[0]!.period }, read.snapshot.meta.fetchedAt);
});
