/**
 * GET /api/prediction/v1/list-prediction-markets: the open markets of the latest Polymarket and
 * Kalshi snapshots, merged, filtered by topic (`category`) and words (`query`), most traded first,
 * in keyset-cursor pages. One venue without a snapshot leaves the other's markets answered.
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, oldestFetchedAt, unavailable } from '../handler';
import { compareKeys, decodeCursor, pageAfter, type SortKey } from '../keyset-cursor';
import { perSnapshot } from '../per-snapshot';
import { inCategory, normalise, searchText } from './categories';
import { listPredictionMarkets, type MARKET_SOURCES, PREDICTION_MARKETS_PAGE } from './contract';
import { type PredictionMarketRecord, type PredictionMarketsData, predictionKeys } from './data';

type PredictionMarket = Static<typeof listPredictionMarkets.response>['markets'][number];
type Venue = (typeof MARKET_SOURCES)[number];

/** A market with its venue and what the filters and order read. */
interface Entry {
  record: PredictionMarketRecord;
  venue: Venue;
  /** Labels, question and event title: what the topic terms are searched in. */
  text: string;
  /** Question and event title: what the words of `query` are searched in. */
  titleText: string;
}

/** The entries of each venue's snapshot, normalised once per snapshot (one memo per venue). */
const polymarketEntries = perSnapshot((d: PredictionMarketsData) =>
  toEntries(d.markets, 'MARKET_SOURCE_POLYMARKET'),
);
const kalshiEntries = perSnapshot((d: PredictionMarketsData) => toEntries(d.markets, 'MARKET_SOURCE_KALSHI'));

/** Handler of list-prediction-markets. */
export const listPredictionMarketsHandler = defineHandler(listPredictionMarkets, async (ctx, query) => {
  const after = decodeCursor(query.cursor);
  const reads = await Promise.all([
    ctx.snapshots.read(predictionKeys.polymarket),
    ctx.snapshots.read(predictionKeys.kalshi),
  ]);
  const fetchedAt = oldestFetchedAt(reads);
  if (fetchedAt === undefined) return unavailable(PREDICTION_MARKETS_PAGE.empty);
  const [polymarket, kalshi] = reads;
  const entries: Entry[] = [
    ...(polymarket?.status === 'hit' ? polymarketEntries(polymarket.snapshot.data) : []),
    ...(kalshi?.status === 'hit' ? kalshiEntries(kalshi.snapshot.data) : []),
  ];
  const words = query.query === undefined ? [] : normalise(query.query).trim().split(' ').filter(Boolean);
  const matching = entries
    .filter((e) => query.category === undefined || inCategory(e.text, query.category))
    .filter((e) => words.every((w) => e.titleText.includes(` ${w}`)))
    .sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const { page, pagination } = pageAfter(matching, keyOf, after, pageSize);
  return fromData(
    { markets: page.map(toMarket), pagination, fetchedAt: Date.parse(fetchedAt), dataAvailable: true },
    fetchedAt,
  );
});

function toEntries(records: readonly PredictionMarketRecord[], venue: Venue): Entry[] {
  return records.map((record) => ({
    record,
    venue,
    text: searchText(record),
    titleText: normalise(`${record.title} | ${record.eventTitle ?? ''}`),
  }));
}

/** Most traded first (volume in cents; none last), then venue and identifier. */
function keyOf(e: Entry): SortKey {
  const cents = e.record.volume === undefined ? -1 : Math.round(e.record.volume * 100);
  return {
    time: cents,
    id: `${e.venue === 'MARKET_SOURCE_POLYMARKET' ? 'polymarket' : 'kalshi'}:${e.record.id}`,
  };
}

/** The contract's record of a market. */
function toMarket(e: Entry): PredictionMarket {
  const r = e.record;
  return {
    id: r.id,
    title: r.title,
    ...(r.yesPrice === undefined ? {} : { yesPrice: r.yesPrice }),
    ...(r.volume === undefined ? {} : { volume: r.volume }),
    url: r.url,
    closesAt: r.closesAt ?? 0,
    ...(r.category === undefined ? {} : { category: r.category }),
    source: e.venue,
  };
}
