/**
 * GET /api/economic/v1/get-oil-inventories: combines whichever inventory datasets have data (EIA
 * weekly series, GIE AGSI+, IEA); a part whose dataset has none is absent, never invented
 * (SPEC §2.3, DESIGN §4).
 */
import type { Static } from 'typebox';
import type { SnapshotRead } from '../../store/snapshot';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { getOilInventories, OIL_INVENTORIES_UNAVAILABLE } from './contract';
import { economicKeys } from './data';
import { crudeWeeks, euGas, ieaStocks, natGasWeeks, refinery, sprSnapshot } from './inventory-parts';

type Response = Static<typeof getOilInventories.response>;

/** Handler of get-oil-inventories. */
export const getOilInventoriesHandler = defineHandler(getOilInventories, async (ctx) => {
  const [crude, spr, natGas, refineryInputs, eu, iea] = await Promise.all([
    ctx.snapshots.read(economicKeys.eiaCrudeStocks),
    ctx.snapshots.read(economicKeys.eiaSprStocks),
    ctx.snapshots.read(economicKeys.eiaNatGasStorage),
    ctx.snapshots.read(economicKeys.eiaRefineryInputs),
    ctx.snapshots.read(economicKeys.gieEuGasStorage),
    ctx.snapshots.read(economicKeys.ieaOilStocks),
  ]);
  const reads = [crude, spr, natGas, refineryInputs, eu, iea] as SnapshotRead<unknown>[];
  const oldest = oldestFetchedAt(reads);
  if (oldest === undefined) return unavailable(OIL_INVENTORIES_UNAVAILABLE);

  const body: Response = {
    crudeWeeks: crude.status === 'hit' ? crudeWeeks(crude.snapshot.data.points) : [],
    natGasWeeks: natGas.status === 'hit' ? natGasWeeks(natGas.snapshot.data.points) : [],
    updatedAt: newestUpdate(reads),
  };
  if (spr.status === 'hit') body.spr = sprSnapshot(spr.snapshot.data.points);
  if (refineryInputs.status === 'hit') body.refinery = refinery(refineryInputs.snapshot.data.points);
  if (eu.status === 'hit') body.euGas = euGas(eu.snapshot.data);
  if (iea.status === 'hit') body.ieaStocks = ieaStocks(iea.snapshot.data);
  return fromData(body, oldest);
});

/** Epoch ms of the most recently updated part (the answer's `updatedAt`, SPEC §2). */
function newestUpdate(reads: readonly SnapshotRead<unknown>[]): number {
  let newest = 0;
  for (const r of reads) {
    if (r.status !== 'hit') continue;
    const at = Date.parse(r.snapshot.meta.fetchedAt);
    if (Number.isFinite(at) && at > newest) newest = at;
  }
  return newest;
}
