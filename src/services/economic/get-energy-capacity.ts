/** GET /api/economic/v1/get-energy-capacity: annual US capacity by energy source, filtered and trimmed to the newest years. */
import { defineHandler, fromData, unavailable } from '../handler';
import { DEFAULT_CAPACITY_YEARS, ENERGY_CAPACITY_UNAVAILABLE, getEnergyCapacity } from './contract-energy';
import { energyKeys } from './data-energy';

/** Handler of get-energy-capacity. */
export const getEnergyCapacityHandler = defineHandler(getEnergyCapacity, async (ctx, query) => {
  const read = await ctx.snapshots.read(energyKeys.eiaEnergyCapacity);
  if (read.status !== 'hit') return unavailable(ENERGY_CAPACITY_UNAVAILABLE);
  const wanted = query.energy_sources?.length ? new Set<string>(query.energy_sources) : undefined;
  const years = query.years ?? DEFAULT_CAPACITY_YEARS;
  const series = read.snapshot.data.series
    .filter((s) => !wanted || wanted.has(s.energySource))
    .map((s) => ({ energySource: s.energySource, name: s.name, data: s.years.slice(-years) }));
  return fromData({ series }, read.snapshot.meta.fetchedAt);
});
