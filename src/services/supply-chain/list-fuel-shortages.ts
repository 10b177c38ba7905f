/**
 * GET /api/supply-chain/v1/list-fuel-shortages: the curated fuel-shortage registry, filtered by
 * country, product, severity and whether resolved, in pages.
 */
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { listFuelShortages, SHORTAGES_PAGE } from './contract-energy';
import { type FuelShortageRecord, supplyChainEnergyKeys } from './data-energy';
import { shortageKey } from './registry-order';

/** A shortage as served: the documented empty strings where the registry has no date. */
export function toShortageEntry(s: FuelShortageRecord) {
  return {
    ...s,
    resolvedAt: s.resolvedAt ?? '',
    evidence: { ...s.evidence, firstRegulatorConfirmation: s.evidence.firstRegulatorConfirmation ?? '' },
  };
}

/** Handler of list-fuel-shortages. */
export const listFuelShortagesHandler = defineHandler(listFuelShortages, async (ctx, query) => {
  // A bad cursor is a client error whether or not data exists.
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(supplyChainEnergyKeys.fuelShortages);
  if (read.status !== 'hit') return unavailable(SHORTAGES_PAGE.empty);
  const { data, meta } = read.snapshot;
  const matching = data.shortages.filter(
    (s) =>
      (query.country === undefined || s.country === query.country) &&
      (query.product === undefined || s.product === query.product) &&
      (query.severity === undefined || s.severity === query.severity) &&
      (query.ongoing_only !== true || s.resolvedAt === undefined),
  );
  const { page, pagination } = pageAfter(matching, shortageKey, after, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData(
    {
      shortages: page.map(toShortageEntry),
      fetchedAt: meta.fetchedAt,
      classifierVersion: data.classifierVersion,
      upstreamUnavailable: false,
      pagination,
    },
    meta.fetchedAt,
  );
});
