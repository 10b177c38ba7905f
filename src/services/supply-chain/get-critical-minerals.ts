/**
 * GET /api/supply-chain/v1/get-critical-minerals: supply concentration of the minerals USGS flags
 * as critical, computed from the USGS production snapshot (`minerals.ts`, rule in the README).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { CRITICAL_MINERALS_UNAVAILABLE, getCriticalMinerals } from './contract-energy';
import { type MineralTable, supplyChainEnergyKeys } from './data-energy';
import { criticalMineral } from './minerals';

/** Handler of get-critical-minerals. */
export const getCriticalMineralsHandler = defineHandler(getCriticalMinerals, async (ctx) => {
  const read = await ctx.snapshots.read(supplyChainEnergyKeys.mineralProduction);
  if (read.status !== 'hit') return unavailable(CRITICAL_MINERALS_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const byCommodity = new Map<string, MineralTable[]>();
  for (const t of data.tables) {
    if (t.critical) byCommodity.set(t.commodityId, [...(byCommodity.get(t.commodityId) ?? []), t]);
  }
  const minerals = [...byCommodity.values()]
    .flatMap((tables) => criticalMineral(tables) ?? [])
    .sort((a, b) => b.hhi - a.hhi || a.mineral.localeCompare(b.mineral));
  return fromData({ minerals, fetchedAt: meta.fetchedAt, upstreamUnavailable: false }, meta.fetchedAt);
});
