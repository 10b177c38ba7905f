/**
 * GET /api/supply-chain/v1/list-storage-facilities: the curated storage registry with derived
 * badges, filtered by type, country, commodity, badge and bounding box, in pages.
 */
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { boundingBox, inBox } from '../query-window';
import { listStorageFacilities, STORAGE_PAGE } from './contract-energy';
import { supplyChainEnergyKeys } from './data-energy';
import { storageKey } from './registry-order';
import { storageCommodity, toStorageEntry } from './storage-entry';

/** Handler of list-storage-facilities. */
export const listStorageFacilitiesHandler = defineHandler(listStorageFacilities, async (ctx, query) => {
  // A bad box or cursor is a client error whether or not data exists.
  const box = boundingBox(query);
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(supplyChainEnergyKeys.storageFacilities);
  if (read.status !== 'hit') return unavailable(STORAGE_PAGE.empty);
  const { data, meta } = read.snapshot;
  const now = ctx.now();
  const matching = data.facilities
    .filter(
      (f) =>
        (query.facility_type === undefined || f.facilityType === query.facility_type) &&
        (query.country === undefined || f.country === query.country) &&
        (query.commodity === undefined || storageCommodity(f) === query.commodity) &&
        (box === undefined || inBox(box, f.location.lat, f.location.lon)),
    )
    .map((f) => toStorageEntry(f, now))
    .filter((f) => query.status === undefined || f.publicBadge === query.status);
  const { page, pagination } = pageAfter(matching, storageKey, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData(
    {
      facilities: page,
      fetchedAt: meta.fetchedAt,
      classifierVersion: data.classifierVersion,
      upstreamUnavailable: false,
      pagination,
    },
    meta.fetchedAt,
  );
});
