/**
 * Market service contract (reference `MarketService.openapi.json`): quotes of indices, stocks,
 * commodities, Gulf instruments, sector ETFs and country indices from the Yahoo Finance chart, and
 * spot-bitcoin ETF flow estimates (this file); coins (`contract-coins.ts`); Hyperliquid and CFTC
 * positioning (`contract-positioning.ts`). Field names, enums and required fields follow the
 * reference; what goes beyond it (currency, the exchange's quote time, unknown names reported) is
 * optional and described.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import {
  listAiTokens,
  listCryptoQuotes,
  listCryptoSectors,
  listDefiTokens,
  listOtherTokens,
  listStablecoinMarkets,
} from './contract-coins';
import { Double, Int64, NameList, SERVICE, Sparkline, TAG } from './contract-common';
import { getCotPositioning, getHyperliquidFlow } from './contract-positioning';
import { marketKeys } from './data';

export * from './contract-coins';
export { MAX_REQUESTED_NAMES } from './contract-common';
export * from './contract-positioning';

// ---------- Yahoo quotes ----------

const QuoteExtras = {
  currency: Type.Optional(Type.String({ description: 'ISO 4217 currency of the price' })),
  quoteTime: Type.Optional(
    Int64(
      'When the exchange last traded it (Yahoo `regularMarketTime`), Unix epoch ms: a stale quote says so',
    ),
  ),
  previousClose: Type.Optional(
    Double('Close of the previous session, split- and dividend-adjusted to the price (absent when unknown)'),
  ),
  priceChange: Type.Optional(Double('Change from the previous close, in price units')),
};

/** MarketQuote. */
export const MarketQuoteSchema = Type.Object({
  symbol: Type.String({ minLength: 1, description: 'Ticker symbol (e.g. AAPL, ^GSPC)' }),
  name: Type.Optional(Type.String({ description: 'Instrument name' })),
  display: Type.Optional(Type.String({ description: 'Display label (the configured one, else the symbol)' })),
  price: Type.Optional(Double('Last price')),
  change: Type.Optional(
    Double(
      'Percent change from the previous close; absent when the chart does not reach the previous session',
    ),
  ),
  sparkline: Type.Optional(
    Sparkline(
      'Daily closes of up to the last 22 sessions within 45 days of the quote, oldest first, adjusted to the price',
    ),
  ),
  ...QuoteExtras,
});

/** Why a requested or configured symbol has no quote. */
export const MARKET_QUOTE_UNAVAILABLE_REASONS = [
  'MARKET_QUOTE_UNAVAILABLE_REASON_UNSPECIFIED',
  'MARKET_QUOTE_UNAVAILABLE_REASON_NOT_FOUND',
  'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_ERROR',
  'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_RATE_LIMITED',
  'MARKET_QUOTE_UNAVAILABLE_REASON_PROVIDER_NOT_CONFIGURED',
  'MARKET_QUOTE_UNAVAILABLE_REASON_REQUEST_LIMIT_EXCEEDED',
  'MARKET_QUOTE_UNAVAILABLE_REASON_UPSTREAM_BUDGET_EXHAUSTED',
  'MARKET_QUOTE_UNAVAILABLE_REASON_SEED_UNAVAILABLE',
] as const;
export type MarketQuoteUnavailableReason = (typeof MARKET_QUOTE_UNAVAILABLE_REASONS)[number];

export const MarketQuoteUnavailableSchema = Type.Object({
  symbol: Type.String({ minLength: 1, description: 'The symbol, normalised (upper case)' }),
  reason: Type.Optional(
    StringEnum(MARKET_QUOTE_UNAVAILABLE_REASONS, {
      description:
        'NOT_FOUND: Yahoo does not know it; PROVIDER_ERROR / PROVIDER_RATE_LIMITED: Yahoo failed or refused; PROVIDER_NOT_CONFIGURED: no request-time lookup; REQUEST_LIMIT_EXCEEDED: beyond the names one request may look up; SEED_UNAVAILABLE: configured but not in the current snapshot',
    }),
  ),
});

export const ListMarketQuotesResponseSchema = Type.Object({
  quotes: Type.Array(MarketQuoteSchema),
  finnhubSkipped: Type.Optional(
    Type.Boolean({ description: 'Always false: this server quotes from the Yahoo chart, not Finnhub' }),
  ),
  skipReason: Type.Optional(Type.String({ description: 'Unused (no provider is skipped)' })),
  rateLimited: Type.Optional(Type.Boolean({ description: 'True when Yahoo refused a lookup for rate' })),
  unavailableSymbols: Type.Optional(Type.Array(MarketQuoteUnavailableSchema)),
});

export const MARKET_QUOTES_UNAVAILABLE: Static<typeof ListMarketQuotesResponseSchema> = {
  quotes: [],
  finnhubSkipped: false,
  rateLimited: false,
  unavailableSymbols: [],
};

export const listMarketQuotes = getOp({
  id: 'ListMarketQuotes',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-market-quotes',
  summary: 'Index and stock quotes',
  description:
    "Quotes of indices and stocks from the Yahoo Finance chart: price and percent change at the exchange's own quote time, with a month of adjusted daily closes. Without `symbols`, the configured basket (`YAHOO_MARKET_SYMBOLS`); with `symbols`, those symbols from any basket snapshot, the others looked up at request time (at most `YAHOO_LOOKUP_MAX`). Every symbol is either quoted or listed in `unavailableSymbols` with the reason.",
  query: Type.Object({ symbols: NameList('Ticker symbols (e.g. AAPL, ^GSPC).') }),
  response: ListMarketQuotesResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.yahooMarketQuotes.name],
  providerSources: ['yahoo-chart'],
});

export const CommodityQuoteSchema = Type.Object({
  symbol: Type.String({ minLength: 1, description: 'Futures symbol (e.g. CL=F for WTI crude)' }),
  name: Type.Optional(Type.String({ description: 'Instrument name' })),
  display: Type.Optional(Type.String({ description: 'Display label (the configured one, else the symbol)' })),
  price: Type.Optional(Double('Last price')),
  change: Type.Optional(Double('Percent change from the previous close; absent when unknown')),
  sparkline: Type.Optional(Sparkline('Daily closes of about the last month, oldest first')),
  ...QuoteExtras,
});

export const ListCommodityQuotesResponseSchema = Type.Object({
  quotes: Type.Array(CommodityQuoteSchema),
  unavailableSymbols: Type.Optional(Type.Array(MarketQuoteUnavailableSchema)),
});

export const COMMODITY_QUOTES_UNAVAILABLE: Static<typeof ListCommodityQuotesResponseSchema> = {
  quotes: [],
  unavailableSymbols: [],
};

export const listCommodityQuotes = getOp({
  id: 'ListCommodityQuotes',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-commodity-quotes',
  summary: 'Commodity futures quotes',
  description:
    'Front-month futures quotes (metals, energy, grains) from the Yahoo Finance chart. Without `symbols`, the configured basket (`YAHOO_COMMODITY_SYMBOLS`); named symbols the snapshots lack are looked up at request time and, failing that, listed in `unavailableSymbols`.',
  query: Type.Object({ symbols: NameList('Futures symbols (e.g. GC=F, CL=F).') }),
  response: ListCommodityQuotesResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.yahooCommodityQuotes.name],
  providerSources: ['yahoo-chart'],
});

export const GulfQuoteSchema = Type.Object({
  symbol: Type.Optional(Type.String({ description: 'Yahoo symbol' })),
  name: Type.Optional(Type.String({ description: 'Configured label, else the instrument name' })),
  country: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2 country (absent for Brent)' })),
  flag: Type.Optional(Type.String({ description: 'Flag emoji of the country' })),
  type: Type.Optional(Type.String({ description: 'index, stock, currency or oil (configured)' })),
  price: Type.Optional(Double('Last price')),
  change: Type.Optional(Double('Percent change from the previous close; absent when unknown')),
  sparkline: Type.Optional(Sparkline('Daily closes of about the last month, oldest first')),
  ...QuoteExtras,
});

export const ListGulfQuotesResponseSchema = Type.Object({
  quotes: Type.Array(GulfQuoteSchema),
  rateLimited: Type.Optional(Type.Boolean({ description: 'True when Yahoo refused some symbols for rate' })),
  unavailableSymbols: Type.Optional(Type.Array(MarketQuoteUnavailableSchema)),
});

export const GULF_QUOTES_UNAVAILABLE: Static<typeof ListGulfQuotesResponseSchema> = {
  quotes: [],
  rateLimited: false,
  unavailableSymbols: [],
};

export const listGulfQuotes = getOp({
  id: 'ListGulfQuotes',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-gulf-quotes',
  summary: 'Gulf market quotes',
  description:
    'Gulf stock indices, large stocks, dollar exchange rates of the Gulf currencies and Brent crude from the Yahoo Finance chart (`YAHOO_GULF_SYMBOLS`).',
  query: Type.Object({}),
  response: ListGulfQuotesResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.yahooGulfQuotes.name],
});

/** The countries of the reference's `country_code` enum. */
export const STOCK_INDEX_COUNTRIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'JP',
  'CN',
  'HK',
  'IN',
  'KR',
  'TW',
  'AU',
  'BR',
  'CA',
  'MX',
  'AR',
  'RU',
  'ZA',
  'SA',
  'AE',
  'IL',
  'TR',
  'PL',
  'NL',
  'CH',
  'ES',
  'IT',
  'SE',
  'NO',
  'SG',
  'TH',
  'MY',
  'ID',
  'PH',
  'NZ',
  'EG',
  'CL',
  'PE',
  'AT',
  'BE',
  'FI',
  'DK',
  'IE',
  'PT',
  'CZ',
  'HU',
] as const;

export const GetCountryStockIndexResponseSchema = Type.Object({
  available: Type.Boolean({ description: 'Whether an index quote is available for the country' }),
  code: Type.Optional(Type.String({ description: 'ISO 3166-1 alpha-2 country code' })),
  symbol: Type.Optional(Type.String({ description: 'Yahoo symbol of the index (e.g. ^GSPC)' })),
  indexName: Type.Optional(Type.String({ description: 'Index name (e.g. S&P 500)' })),
  price: Type.Optional(Double('Last index level')),
  weekChangePercent: Type.Optional(
    Double('Percent change from the last close at least seven days before the quote; absent when unknown'),
  ),
  currency: Type.Optional(Type.String({ description: 'Currency of the index' })),
  fetchedAt: Type.Optional(Type.String({ description: "ISO 8601 time of the quote (the exchange's)" })),
  quoteTime: QuoteExtras.quoteTime,
  unavailableReason: Type.Optional(
    StringEnum(MARKET_QUOTE_UNAVAILABLE_REASONS, { description: 'Why no quote, when `available` is false' }),
  ),
});

export const COUNTRY_STOCK_INDEX_UNAVAILABLE: Static<typeof GetCountryStockIndexResponseSchema> = {
  available: false,
};

export const getCountryStockIndex = getOp({
  id: 'GetCountryStockIndex',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-country-stock-index',
  summary: "A country's primary stock index",
  description:
    'The primary stock index of a country (mapping `YAHOO_COUNTRY_INDICES`) from the Yahoo Finance chart, with its change over a week. A country whose index the snapshot lacks is looked up at request time.',
  query: Type.Object({
    country_code: StringEnum(STOCK_INDEX_COUNTRIES, {
      description: 'ISO 3166-1 alpha-2 country code (e.g. US, GB, JP)',
    }),
  }),
  queryAliases: { countryCode: 'country_code' },
  response: GetCountryStockIndexResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.yahooCountryIndices.name],
  providerSources: ['yahoo-chart'],
  exampleQuery: 'country_code=US',
});

export const SECTOR_PERIODS = ['1d', '1w', '1m'] as const;

export const SectorPerformanceSchema = Type.Object({
  symbol: Type.String({ minLength: 1, description: 'Sector ETF symbol' }),
  name: Type.Optional(Type.String({ description: 'Sector name' })),
  change: Type.Optional(
    Double('Percent change over the period (adjusted closes); absent when the chart does not reach back'),
  ),
  price: Type.Optional(Double('Last price')),
  quoteTime: QuoteExtras.quoteTime,
});

export const GetSectorSummaryResponseSchema = Type.Object({
  sectors: Type.Array(SectorPerformanceSchema),
  period: Type.Optional(StringEnum(SECTOR_PERIODS, { description: 'The period the changes cover' })),
  unavailableSymbols: Type.Optional(Type.Array(MarketQuoteUnavailableSchema)),
});

export const SECTOR_SUMMARY_UNAVAILABLE: Static<typeof GetSectorSummaryResponseSchema> = { sectors: [] };

export const getSectorSummary = getOp({
  id: 'GetSectorSummary',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-sector-summary',
  summary: 'US sector performance',
  description:
    'Performance of the US sector ETFs (`YAHOO_SECTOR_SYMBOLS`) from the Yahoo Finance chart over a day (against the previous close), a week or a month (against the last adjusted close at least 7 or 30 days before the quote).',
  query: Type.Object({
    period: Type.Optional(
      StringEnum(SECTOR_PERIODS, {
        default: '1d',
        description: 'Period of the change: 1d, 1w or 1m (default 1d)',
      }),
    ),
  }),
  response: GetSectorSummaryResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.yahooSectorEtfs.name],
});

export const EtfFlowSchema = Type.Object({
  ticker: Type.String({ minLength: 1, description: 'ETF ticker (e.g. IBIT)' }),
  issuer: Type.Optional(Type.String({ description: 'Fund issuer (configured)' })),
  price: Type.Optional(Double('Close of the latest daily bar')),
  priceChange: Type.Optional(Double('Percent change of the latest close from the one before')),
  volume: Type.Optional(Int64('Shares traded in the latest daily bar')),
  avgVolume: Type.Optional(Int64('Mean daily volume of the up to five bars before it')),
  volumeRatio: Type.Optional(Double('Latest volume / average volume')),
  estFlow: Type.Optional(
    Int64(
      'Estimate: dollar value of the volume above the average (shares above average × close), never negative',
    ),
  ),
  direction: Type.Optional(
    Type.String({ description: 'inflow, outflow or neutral (estimate; see the README)' }),
  ),
  barTime: Type.Optional(Int64('Session time of the latest bar, Unix epoch ms')),
});

export const ListEtfFlowsResponseSchema = Type.Object({
  etfs: Type.Array(EtfFlowSchema),
  summary: Type.Optional(
    Type.Object({
      etfCount: Type.Optional(Int32({ description: 'ETFs with data' })),
      inflowCount: Type.Optional(Int32({ description: 'ETFs estimated in inflow' })),
      outflowCount: Type.Optional(Int32({ description: 'ETFs estimated in outflow' })),
      netDirection: Type.Optional(Type.String({ description: 'NET INFLOW, NET OUTFLOW or NEUTRAL' })),
      totalEstFlow: Type.Optional(Int64('Inflow estimates minus outflow estimates, USD')),
      totalVolume: Type.Optional(Int64('Shares traded across the ETFs in their latest bars')),
    }),
  ),
  timestamp: Type.Optional(Type.String({ description: 'ISO 8601 time of the data' })),
  rateLimited: Type.Optional(Type.Boolean({ description: 'True when Yahoo refused some tickers for rate' })),
  unavailableSymbols: Type.Optional(Type.Array(MarketQuoteUnavailableSchema)),
});

export const ETF_FLOWS_UNAVAILABLE: Static<typeof ListEtfFlowsResponseSchema> = {
  etfs: [],
  rateLimited: false,
};

export const listEtfFlows = getOp({
  id: 'ListEtfFlows',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-etf-flows',
  summary: 'Spot-bitcoin ETF flow estimates',
  description:
    'An estimate, not published flows: for each spot-bitcoin ETF (`YAHOO_ETF_FLOW_SYMBOLS`), the latest daily bar\'s volume against the average of the bars before it, and the dollar value of the excess volume signed by the day\'s price move (README "ETF flow estimate").',
  query: Type.Object({}),
  response: ListEtfFlowsResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.yahooEtfFlows.name],
});

/** The operations of this wave, in the reference document's order. */
export const marketCatalogOperations: readonly OperationDef[] = [
  getCotPositioning,
  getCountryStockIndex,
  getHyperliquidFlow,
  getSectorSummary,
  listAiTokens,
  listCommodityQuotes,
  listCryptoQuotes,
  listCryptoSectors,
  listDefiTokens,
  listEtfFlows,
  listGulfQuotes,
  listMarketQuotes,
  listOtherTokens,
  listStablecoinMarkets,
];

/** Every market operation. */
export const marketOperations: readonly OperationDef[] = [...marketCatalogOperations];
