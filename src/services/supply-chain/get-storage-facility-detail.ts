/** GET /api/supply-chain/v1/get-storage-facility-detail: one facility of the storage registry. */
import { ApiError } from '../../errors';
import { defineHandler, fromData, unavailable } from '../handler';
import { getStorageFacilityDetail, STORAGE_DETAIL_UNAVAILABLE } from './contract-energy';
import { supplyChainEnergyKeys } from './data-energy';
import { toStorageEntry } from './storage-entry';

/** Handler of get-storage-facility-detail. */
export const getStorageFacilityDetailHandler = defineHandler(getStorageFacilityDetail, async (ctx, query) => {
  const read = await ctx.snapshots.read(supplyChainEnergyKeys.storageFacilities);
  if (read.status !== 'hit') return unavailable(STORAGE_DETAIL_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const f = data.facilities.find((x) => x.id === query.facility_id);
  if (!f) throw new ApiError('NOT_FOUND', { message: `No storage facility with id ${query.facility_id}` });
  return fromData(
    { facility: toStorageEntry(f, ctx.now()), fetchedAt: meta.fetchedAt, revisions: [], unavailable: false },
    meta.fetchedAt,
  );
});
