/**
 * Data schemas and snapshot keys of the market service. Other services read these keys (the
 * shipping-stress and macro waves read Yahoo quotes through `marketKeys` and `yahooQuoteOf`).
 *
 * Yahoo Finance chart quotes, one key per configured basket, all of one schema
 * (`YahooQuotesDataSchema`):
 * - `market:yahoo-market-quotes`: indices and stocks (`YAHOO_MARKET_SYMBOLS`)
 * - `market:yahoo-commodity-quotes`: commodity futures (`YAHOO_COMMODITY_SYMBOLS`)
 * - `market:yahoo-gulf-quotes`: Gulf indices, currencies, oil (`YAHOO_GULF_SYMBOLS`)
 * - `market:yahoo-sector-etfs`: US sector ETFs (`YAHOO_SECTOR_SYMBOLS`)
 * - `market:yahoo-etf-flows`: spot-bitcoin ETFs (`YAHOO_ETF_FLOW_SYMBOLS`)
 * - `market:yahoo-country-indices`: one primary index per country (`YAHOO_COUNTRY_INDICES`)
 * - `market:yahoo-extra-quotes`: symbols other services read (`YAHOO_EXTRA_SYMBOLS`: the yen and
 *   bitcoin for macro signals, dry-bulk and container shipping stocks for shipping stress)
 *
 * CoinGecko `/coins/markets`, one key for every coin basket: `market:coingecko-markets`.
 * Hyperliquid perpetual contexts with recent polls: `market:hyperliquid-flow`.
 * CFTC Traders in Financial Futures positions: `market:cot-positions`.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

const Num = (description: string) => Type.Number({ description });
const Text = (description: string) => Type.String({ description });

/** One daily bar of a chart, in the last bar's terms (split- and dividend-adjusted). */
export const YahooBarSchema = Type.Object({
  /** Session time of the bar, epoch ms (the exchange's timestamp). */
  time: Type.Integer({ minimum: 0 }),
  /** Close, scaled to the last bar's terms (adjclose ratio; Yahoo's close is split-adjusted already). */
  close: Num('Adjusted close'),
  volume: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type YahooBar = Static<typeof YahooBarSchema>;

/** Why a configured or requested symbol has no quote. */
export const QUOTE_MISSING_REASONS = ['not_found', 'rate_limited', 'upstream_error', 'not_captured'] as const;
export type QuoteMissingReason = (typeof QUOTE_MISSING_REASONS)[number];

/** One instrument's quote read from a Yahoo chart (`chart.result[0]`). */
export const YahooQuoteSchema = Type.Object({
  /** Symbol as configured or requested (upper case). */
  symbol: Text('Yahoo symbol'),
  /** Label from the configuration (`SYMBOL|Label`), when given. */
  label: Type.Optional(Text('Configured label')),
  /** Name Yahoo gives (`shortName`, else `longName`). */
  name: Type.Optional(Text('Instrument name')),
  currency: Type.Optional(Text('ISO 4217 currency of the price')),
  exchange: Type.Optional(Text('Exchange name')),
  instrumentType: Type.Optional(Text('EQUITY, ETF, INDEX, FUTURE, CURRENCY, CRYPTOCURRENCY, ...')),
  /** `meta.regularMarketPrice`. */
  price: Num('Last price'),
  /** `meta.regularMarketTime` in epoch ms: when the exchange last traded it. */
  quoteTime: Type.Integer({ minimum: 0 }),
  /** Close of the session before the quote's, in the quote's terms; absent when the chart lacks it. */
  previousClose: Type.Optional(Num('Previous session close, adjusted')),
  /** Daily bars of the chart window, oldest first. */
  bars: Type.Array(YahooBarSchema),
  /** Extra configured attributes (Gulf country and type, ETF issuer, index country). */
  country: Type.Optional(Text('Configured country (ISO alpha-2)')),
  kind: Type.Optional(Text('Configured kind (index, currency, oil, ...)')),
  issuer: Type.Optional(Text('Configured issuer')),
});
export type YahooQuote = Static<typeof YahooQuoteSchema>;

/** A symbol of the basket without a quote, and why. */
export const MissingQuoteSchema = Type.Object({
  symbol: Type.String(),
  reason: StringEnum(QUOTE_MISSING_REASONS),
  /** Configured attributes, so a reader can look the symbol up later. */
  label: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
});
export type MissingQuote = Static<typeof MissingQuoteSchema>;

/** A basket of Yahoo quotes as one run (or the bundle) found it. */
export const YahooQuotesDataSchema = Type.Object({
  quotes: Type.Array(YahooQuoteSchema),
  /** Configured symbols with no quote in this snapshot. */
  missing: Type.Array(MissingQuoteSchema),
});
export type YahooQuotesData = Static<typeof YahooQuotesDataSchema>;

/** One coin of CoinGecko `/coins/markets`. */
export const CoinMarketSchema = Type.Object({
  id: Text('CoinGecko id'),
  symbol: Text('Ticker, upper case'),
  name: Text('Name'),
  image: Type.Optional(Text('Image URL')),
  price: Num('Price in USD (current_price)'),
  marketCap: Type.Optional(Num('Market capitalisation, USD')),
  volume24h: Type.Optional(Num('24 h volume, USD')),
  change24h: Type.Optional(Num('24 h change, percent')),
  change7d: Type.Optional(Num('7 d change, percent')),
  sparkline: Type.Optional(Type.Array(Type.Number())),
  /** `last_updated`, ISO 8601. */
  lastUpdated: Type.Optional(Text('When CoinGecko last updated the coin')),
});
export type CoinMarket = Static<typeof CoinMarketSchema>;

/** A named coin basket (crypto sector). */
export const CoinSectorSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ids: Type.Array(Type.String()),
});
export type CoinSector = Static<typeof CoinSectorSchema>;

/** The baskets a CoinGecko run was asked for (the configuration at that time). */
export const CoinBasketsSchema = Type.Object({
  crypto: Type.Array(Type.String()),
  stablecoins: Type.Array(Type.String()),
  ai: Type.Array(Type.String()),
  defi: Type.Array(Type.String()),
  other: Type.Array(Type.String()),
  sectors: Type.Array(CoinSectorSchema),
});
export type CoinBaskets = Static<typeof CoinBasketsSchema>;

/** CoinGecko markets of every configured coin. */
export const CoinMarketsDataSchema = Type.Object({
  coins: Type.Array(CoinMarketSchema),
  baskets: CoinBasketsSchema,
});
export type CoinMarketsData = Static<typeof CoinMarketsDataSchema>;

/** One contract's newest Traders in Financial Futures (TFF) positions, futures and options combined. */
export const CotPositionSchema = Type.Object({
  code: Text('CFTC contract market code'),
  name: Text('Configured name, else the CFTC market name'),
  marketName: Type.Optional(Text('CFTC market and exchange names')),
  /** `report_date_as_yyyy_mm_dd`, YYYY-MM-DD (positions as of that Tuesday). */
  reportDate: Text('Report date'),
  openInterest: Type.Optional(Type.Integer()),
  dealerLong: Type.Optional(Type.Integer()),
  dealerShort: Type.Optional(Type.Integer()),
  assetManagerLong: Type.Optional(Type.Integer()),
  assetManagerShort: Type.Optional(Type.Integer()),
  leveragedFundsLong: Type.Optional(Type.Integer()),
  leveragedFundsShort: Type.Optional(Type.Integer()),
  /** Non-reportable positions (the small traders' residual). */
  nonReportableLong: Type.Optional(Type.Integer()),
  nonReportableShort: Type.Optional(Type.Integer()),
});
export type CotPosition = Static<typeof CotPositionSchema>;

/** The newest report of each configured contract. */
export const CotPositionsDataSchema = Type.Object({
  instruments: Type.Array(CotPositionSchema),
  /** Configured codes with no row in the answer. */
  missingCodes: Type.Array(Type.String()),
});
export type CotPositionsData = Static<typeof CotPositionsDataSchema>;

/** One poll's figures of a Hyperliquid perpetual (for sparklines and the open-interest change). */
export const HyperliquidSampleSchema = Type.Object({
  /** Poll time, epoch ms. */
  t: Type.Integer({ minimum: 0 }),
  funding: Type.Optional(Type.Number()),
  openInterest: Type.Optional(Type.Number()),
  score: Type.Optional(Type.Number()),
});
export type HyperliquidSample = Static<typeof HyperliquidSampleSchema>;

/** A configured Hyperliquid perpetual: its latest context (as published, decimal strings) and history. */
export const HyperliquidAssetSchema = Type.Object({
  symbol: Text('Coin name in the Hyperliquid universe'),
  maxLeverage: Type.Optional(Type.Integer()),
  /** `funding`, `openInterest`, `markPx`, `oraclePx`, `dayNtlVlm`, `prevDayPx`, `premium` as published. */
  ctx: Type.Record(Type.String(), Type.String()),
  /** Polls in a row without a context for the coin (0 when the last poll had one). */
  missingPolls: Type.Integer({ minimum: 0 }),
  /** Epoch ms of the first poll of the current run of missing polls. */
  staleSince: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The last polls, oldest first (at most HYPERLIQUID_HISTORY_SAMPLES). */
  history: Type.Array(HyperliquidSampleSchema),
});
export type HyperliquidAsset = Static<typeof HyperliquidAssetSchema>;

/** The configured perpetuals as of the last poll. */
export const HyperliquidFlowDataSchema = Type.Object({
  /** Poll time, epoch ms. */
  polledAt: Type.Integer({ minimum: 0 }),
  assets: Type.Array(HyperliquidAssetSchema),
});
export type HyperliquidFlowData = Static<typeof HyperliquidFlowDataSchema>;

const yahooKey = <const N extends string>(name: N, description: string) =>
  defineSnapshotKey({
    name,
    schema: YahooQuotesDataSchema,
    description,
    countRecords: (d) => d.quotes.length,
  });

/** Market snapshot keys. */
export const marketKeys = {
  yahooMarketQuotes: yahooKey('market:yahoo-market-quotes', 'Index and stock quotes (Yahoo Finance chart)'),
  yahooCommodityQuotes: yahooKey(
    'market:yahoo-commodity-quotes',
    'Commodity futures quotes (Yahoo Finance chart)',
  ),
  yahooGulfQuotes: yahooKey(
    'market:yahoo-gulf-quotes',
    'Gulf indices, currencies and oil (Yahoo Finance chart)',
  ),
  yahooSectorEtfs: yahooKey('market:yahoo-sector-etfs', 'US sector ETF quotes (Yahoo Finance chart)'),
  yahooEtfFlows: yahooKey(
    'market:yahoo-etf-flows',
    'Spot-bitcoin ETF prices and volumes (Yahoo Finance chart)',
  ),
  yahooCountryIndices: yahooKey(
    'market:yahoo-country-indices',
    'Primary stock index per country (Yahoo Finance chart)',
  ),
  hyperliquidFlow: defineSnapshotKey({
    name: 'market:hyperliquid-flow',
    schema: HyperliquidFlowDataSchema,
    description: 'Hyperliquid perpetual contexts of the configured coins, with recent polls',
    countRecords: (d) => d.assets.filter((a) => a.missingPolls === 0).length,
  }),
  cotPositions: defineSnapshotKey({
    name: 'market:cot-positions',
    schema: CotPositionsDataSchema,
    description: 'CFTC Traders in Financial Futures positions, newest report per contract',
    countRecords: (d) => d.instruments.length,
  }),
  yahooExtraQuotes: yahooKey(
    'market:yahoo-extra-quotes',
    'Quotes other services read: macro and shipping symbols (Yahoo Finance chart)',
  ),
  coingeckoMarkets: defineSnapshotKey({
    name: 'market:coingecko-markets',
    schema: CoinMarketsDataSchema,
    description: 'Coin prices, caps and changes of the configured baskets (CoinGecko /coins/markets)',
    countRecords: (d) => d.coins.length,
  }),
} as const;

/** Every Yahoo quote key, for readers looking a symbol up in any basket. */
export const YAHOO_QUOTE_KEYS = [
  marketKeys.yahooMarketQuotes,
  marketKeys.yahooCommodityQuotes,
  marketKeys.yahooGulfQuotes,
  marketKeys.yahooSectorEtfs,
  marketKeys.yahooEtfFlows,
  marketKeys.yahooCountryIndices,
  marketKeys.yahooExtraQuotes,
] as const;

/** The quote of `symbol` in a basket's data (symbols compare case-insensitively). */
export function yahooQuoteOf(data: YahooQuotesData, symbol: string): YahooQuote | undefined {
  const wanted = symbol.toUpperCase();
  return data.quotes.find((q) => q.symbol.toUpperCase() === wanted);
}

/** Percent change of a quote against its previous close, or undefined when unknown. */
export function quoteChangePercent(q: Pick<YahooQuote, 'price' | 'previousClose'>): number | undefined {
  if (q.previousClose === undefined || q.previousClose === 0) return undefined;
  return ((q.price - q.previousClose) / q.previousClose) * 100;
}
