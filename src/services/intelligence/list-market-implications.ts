/**
 * GET /api/intelligence/v1/list-market-implications: the latest generated trade-implication
 * cards, for one framework when a set was generated for it (SPEC §2.3, §4.6). No generator runs
 * in this deployment; without an operator-published snapshot the answer is degraded.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { listMarketImplications, MARKET_IMPLICATIONS_UNAVAILABLE } from './contract';
import { intelligenceKeys, type MarketFrameworkId } from './data';

/** Handler of list-market-implications. */
export const listMarketImplicationsHandler = defineHandler(listMarketImplications, async (ctx, query) => {
  const read = await ctx.snapshots.read(intelligenceKeys.marketImplications);
  if (read.status !== 'hit') return unavailable(MARKET_IMPLICATIONS_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const frameworkId = (query as { framework_id?: MarketFrameworkId }).framework_id;
  // A framework without its own set falls back to the general cards, as documented in the contract.
  const set = frameworkId ? data.frameworks?.find((f) => f.frameworkId === frameworkId) : undefined;
  const cards = set?.cards ?? data.cards;
  return fromData(
    {
      cards,
      degraded: cards.length === 0,
      emptyReason: cards.length === 0 ? 'no_cards' : '',
      generatedAt: data.generatedAt,
    },
    meta.fetchedAt,
  );
});
