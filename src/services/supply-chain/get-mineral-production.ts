/**
 * GET /api/supply-chain/v1/get-mineral-production: the USGS world production tables by commodity
 * and stage, with shares and HHI (`minerals.ts`), filtered by commodity, producer and stage.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { getMineralProduction, MINERAL_PRODUCTION_UNAVAILABLE } from './contract-energy';
import { type MineralStage, type MineralTable, supplyChainEnergyKeys } from './data-energy';
import { stageSnapshot } from './minerals';

/** Handler of get-mineral-production. */
export const getMineralProductionHandler = defineHandler(getMineralProduction, async (ctx, query) => {
  const read = await ctx.snapshots.read(supplyChainEnergyKeys.mineralProduction);
  if (read.status !== 'hit') return unavailable(MINERAL_PRODUCTION_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const wanted = query.commodity?.trim().toLowerCase();
  const stageOnly: MineralStage | undefined = query.stage === 'smelter' ? 'refinery' : query.stage;
  const iso2 = query.iso2;
  const byCommodity = new Map<string, MineralTable[]>();
  for (const t of data.tables) {
    if (wanted !== undefined && t.commodityId !== wanted && t.commodity.toLowerCase() !== wanted) continue;
    if (stageOnly !== undefined && t.stage !== stageOnly) continue;
    byCommodity.set(t.commodityId, [...(byCommodity.get(t.commodityId) ?? []), t]);
  }
  const commodities = [];
  const holdings = [];
  for (const tables of byCommodity.values()) {
    const first = tables[0]!;
    const stages: Partial<Record<MineralStage, ReturnType<typeof stageSnapshot>>> = {};
    for (const t of tables) {
      const snap = stageSnapshot(t);
      const mine =
        iso2 === undefined ? snap : { ...snap, countries: snap.countries.filter((c) => c.iso2 === iso2) };
      if (iso2 !== undefined && mine.countries.length === 0) continue;
      stages[t.stage] = mine;
      for (const c of iso2 === undefined ? [] : mine.countries) {
        holdings.push({
          commodityId: t.commodityId,
          commodity: t.commodity,
          stage: t.stage,
          ...(c.output !== undefined ? { output: c.output } : {}),
          ...(c.share !== undefined ? { share: c.share } : {}),
          withheld: c.withheld,
        });
      }
    }
    if (!stages.mine && !stages.refinery) continue;
    const year = stages.mine?.year ?? stages.refinery?.year ?? first.year;
    commodities.push({
      commodityId: first.commodityId,
      commodity: first.commodity,
      year,
      unit: stages.mine?.unit ?? stages.refinery?.unit ?? first.unit,
      ...(stages.mine ? { mine: stages.mine } : {}),
      ...(stages.refinery ? { refinery: stages.refinery } : {}),
      sources: ['usgs-mcs'],
    });
  }
  return fromData(
    {
      commodities,
      countries: iso2 !== undefined && holdings.length > 0 ? [{ iso2, holdings }] : [],
      fetchedAt: meta.fetchedAt,
      upstreamUnavailable: false,
      dataYear: data.dataYear,
    },
    meta.fetchedAt,
  );
});
