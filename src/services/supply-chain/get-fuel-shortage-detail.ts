/** GET /api/supply-chain/v1/get-fuel-shortage-detail: one shortage of the fuel-shortage registry. */
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { getFuelShortageDetail, SHORTAGE_DETAIL_UNAVAILABLE } from './contract-energy';
import { supplyChainEnergyKeys } from './data-energy';
import { toShortageEntry } from './list-fuel-shortages';

/** Handler of get-fuel-shortage-detail. */
export const getFuelShortageDetailHandler = defineHandler(getFuelShortageDetail, async (ctx, query) => {
  const read = await ctx.snapshots.read(supplyChainEnergyKeys.fuelShortages);
  if (read.status !== 'hit') return unavailable(SHORTAGE_DETAIL_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const s = data.shortages.find((x) => x.id === query.shortage_id);
  if (!s) throw new ApiError('NOT_FOUND', { message: `No fuel shortage with id ${query.shortage_id}` });
  return fromData(
    { shortage: toShortageEntry(s), fetchedAt: meta.fetchedAt, unavailable: false },
    meta.fetchedAt,
  );
});
