/**
 * Market service contract (reference `MarketService.openapi.json`): quotes of indices, stocks,
 * commodities, Gulf instruments, sector ETFs and country indices from the Yahoo Finance chart;
 * coin quotes, token panels, crypto sectors and stablecoins from CoinGecko; spot-bitcoin ETF flow
 * estimates. Field names, enums and required fields follow the reference; what goes beyond it
 * (currency, the exchange's quote time, unknown names reported) is optional and described.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { marketKeys } from './data';

const SERVICE = 'market';
const TAG = 'Market';

const Double = (description: string) => Type.Number({ format: 'double', description });
const Int64 = (description: string) => Type.Integer({ format: 'int64', description });
const Sparkline = (description: string) => Type.Array(Type.Number({ format: 'double' }), { description });

/** Most names (symbols, ids, coins) one request may ask for; the rest are reported, never looked up. */
export const MAX_REQUESTED_NAMES = 25;

/** A list parameter: repeated (`?symbols=A&symbols=B`) or comma-joined (`?symbols=A,B`). */
const NameList = (description: string) =>
  Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 400 }), {
      maxItems: 100,
      description: `${description} Repeated (\`?x=A&x=B\`) and comma-joined (\`?x=A,B\`) forms are equivalent; at most ${MAX_REQUESTED_NAMES} distinct names are served, the rest are reported.`,
    }),
  );

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

// ---------- CoinGecko ----------

export const CryptoQuoteSchema = Type.Object({
  symbol: Type.String({ minLength: 1, description: 'Ticker (e.g. BTC)' }),
  name: Type.Optional(Type.String({ description: 'Coin name' })),
  price: Type.Optional(Double('Price in USD')),
  change: Type.Optional(Double('24 h percent change')),
  change7d: Type.Optional(Double('7 d percent change')),
  sparkline: Type.Optional(
    Sparkline('Prices of the last 7 days (hourly), oldest first, when CoinGecko gave them'),
  ),
  id: Type.Optional(Type.String({ description: 'CoinGecko id' })),
  marketCap: Type.Optional(Double('Market capitalisation, USD')),
  lastUpdated: Type.Optional(Type.String({ description: 'When CoinGecko last updated the coin (ISO 8601)' })),
});

export const ListCryptoQuotesResponseSchema = Type.Object({
  quotes: Type.Array(CryptoQuoteSchema),
  provider: Type.Optional(
    Type.String({
      description: 'seed (snapshot only), upstream (all looked up), mixed, or degraded (a lookup failed)',
    }),
  ),
  unresolvedIds: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Requested ids with no quote (unknown, malformed, over the cap, or lookup failed)',
    }),
  ),
});

export const CRYPTO_QUOTES_UNAVAILABLE: Static<typeof ListCryptoQuotesResponseSchema> = {
  quotes: [],
  provider: 'degraded',
  unresolvedIds: [],
};

export const listCryptoQuotes = getOp({
  id: 'ListCryptoQuotes',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-crypto-quotes',
  summary: 'Cryptocurrency quotes',
  description:
    'Coin quotes from CoinGecko `/coins/markets`: USD price, 24 h and 7 d change. Without `ids`, the configured basket (`COINGECKO_CRYPTO_IDS`); with `ids`, those coins from the snapshot, the rest looked up at request time in one call; ids with no quote are listed in `unresolvedIds`.',
  query: Type.Object({ ids: NameList('CoinGecko ids (e.g. bitcoin, ethereum).') }),
  response: ListCryptoQuotesResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.coingeckoMarkets.name],
  providerSources: ['coingecko'],
});

const TokensResponse = (what: string) =>
  Type.Object({
    tokens: Type.Array(CryptoQuoteSchema, {
      description: `${what} tokens of the configured basket, by market cap`,
    }),
    unresolvedIds: Type.Optional(
      Type.Array(Type.String(), { description: 'Ids of the basket CoinGecko gave no market for' }),
    ),
  });

export const ListAiTokensResponseSchema = TokensResponse('AI');
export const ListDefiTokensResponseSchema = TokensResponse('DeFi');
export const ListOtherTokensResponseSchema = TokensResponse('Other');
export const TOKENS_UNAVAILABLE = { tokens: [] as Static<typeof CryptoQuoteSchema>[] };

const tokenOp = (
  id: string,
  rpc: string,
  summary: string,
  variable: string,
  response: typeof ListAiTokensResponseSchema,
) =>
  getOp({
    id,
    service: SERVICE,
    tag: TAG,
    rpc,
    summary,
    description: `${summary} from CoinGecko \`/coins/markets\`: USD price, 24 h and 7 d change of the coins of the configured basket (\`${variable}\`), largest market cap first.`,
    query: Type.Object({}),
    response,
    access: 'key',
    cacheTier: 'fast',
    rateLimitClass: 'caller',
    snapshotKeys: [marketKeys.coingeckoMarkets.name],
  });

export const listAiTokens = tokenOp(
  'ListAiTokens',
  'list-ai-tokens',
  'AI token quotes',
  'COINGECKO_AI_IDS',
  ListAiTokensResponseSchema,
);
export const listDefiTokens = tokenOp(
  'ListDefiTokens',
  'list-defi-tokens',
  'DeFi token quotes',
  'COINGECKO_DEFI_IDS',
  ListDefiTokensResponseSchema,
);
export const listOtherTokens = tokenOp(
  'ListOtherTokens',
  'list-other-tokens',
  'Other token quotes',
  'COINGECKO_OTHER_IDS',
  ListOtherTokensResponseSchema,
);

export const CryptoSectorSchema = Type.Object({
  id: Type.Optional(Type.String({ description: 'Sector id (configured)' })),
  name: Type.Optional(Type.String({ description: 'Sector name (configured)' })),
  change: Type.Optional(Double("Mean 24 h percent change of the sector's coins that have one")),
  tokenCount: Type.Optional(Int32({ description: 'Coins of the sector the mean is taken over' })),
  missingIds: Type.Optional(
    Type.Array(Type.String(), { description: 'Coins of the sector with no 24 h change' }),
  ),
});

export const ListCryptoSectorsResponseSchema = Type.Object({ sectors: Type.Array(CryptoSectorSchema) });
export const CRYPTO_SECTORS_UNAVAILABLE: Static<typeof ListCryptoSectorsResponseSchema> = { sectors: [] };

export const listCryptoSectors = getOp({
  id: 'ListCryptoSectors',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-crypto-sectors',
  summary: 'Crypto sector performance',
  description:
    'For each configured sector basket (`COINGECKO_SECTORS`), the mean 24 h percent change of its coins from CoinGecko `/coins/markets` (unweighted; README "Crypto sectors").',
  query: Type.Object({}),
  response: ListCryptoSectorsResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.coingeckoMarkets.name],
});

export const StablecoinSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'CoinGecko id' }),
  symbol: Type.String({ minLength: 1, description: 'Ticker (e.g. USDT)' }),
  name: Type.Optional(Type.String({ description: 'Name' })),
  price: Type.Optional(Type.Number({ format: 'double', minimum: 0, description: 'Price in USD' })),
  deviation: Type.Optional(Double('Deviation from 1.00 USD, percent')),
  pegStatus: Type.Optional(
    Type.String({ description: 'ON PEG (|deviation| ≤ 0.5), SLIGHT DEPEG (≤ 2), DEPEGGED' }),
  ),
  marketCap: Type.Optional(Double('Market capitalisation, USD')),
  volume24h: Type.Optional(Double('24 h volume, USD')),
  change24h: Type.Optional(Double('24 h percent change')),
  change7d: Type.Optional(Double('7 d percent change')),
  image: Type.Optional(Type.String({ description: 'Coin image URL' })),
  lastUpdated: Type.Optional(Type.String({ description: 'When CoinGecko last updated the coin (ISO 8601)' })),
});

export const UNRESOLVED_STABLECOIN_REASONS = [
  'INVALID_ID',
  'OVER_CAP',
  'NOT_FOUND',
  'PROVIDER_ERROR',
] as const;

export const ListStablecoinMarketsResponseSchema = Type.Object({
  timestamp: Type.Optional(Type.String({ description: 'ISO 8601 time of the data' })),
  summary: Type.Optional(
    Type.Object({
      totalMarketCap: Type.Optional(Double('Sum of the market caps returned')),
      totalVolume24h: Type.Optional(Double('Sum of the 24 h volumes returned')),
      coinCount: Type.Optional(Int32({ description: 'Stablecoins returned' })),
      depeggedCount: Type.Optional(Int32({ description: 'Stablecoins DEPEGGED' })),
      healthStatus: Type.Optional(
        Type.String({
          description: 'WARNING if any is DEPEGGED, CAUTION if any is SLIGHT DEPEG, else HEALTHY',
        }),
      ),
    }),
  ),
  stablecoins: Type.Array(StablecoinSchema),
  dataStatus: Type.Optional(
    StringEnum(['OK', 'PARTIAL', 'UNAVAILABLE'] as const, {
      description: 'OK: every asked coin returned; PARTIAL: some unresolved; UNAVAILABLE: none',
    }),
  ),
  unresolved: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Optional(Type.String({ description: 'The id as asked, trimmed and lower-cased' })),
        reason: Type.Optional(StringEnum(UNRESOLVED_STABLECOIN_REASONS, { description: 'Why it is absent' })),
      }),
    ),
  ),
});

export const STABLECOINS_UNAVAILABLE: Static<typeof ListStablecoinMarketsResponseSchema> = {
  stablecoins: [],
  dataStatus: 'UNAVAILABLE',
  unresolved: [],
};

export const listStablecoinMarkets = getOp({
  id: 'ListStablecoinMarkets',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-stablecoin-markets',
  summary: 'Stablecoin peg health',
  description:
    'Stablecoin prices against the 1.00 USD peg, caps and volumes from CoinGecko `/coins/markets`. Without `coins`, the configured basket (`COINGECKO_STABLECOIN_IDS`); named coins the snapshot lacks are looked up at request time; the others are listed in `unresolved` with the reason.',
  query: Type.Object({ coins: NameList('CoinGecko ids (e.g. tether, usd-coin).') }),
  response: ListStablecoinMarketsResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.coingeckoMarkets.name],
  providerSources: ['coingecko'],
});

// ---------- Hyperliquid ----------

export const HyperliquidAssetFlowSchema = Type.Object({
  symbol: Type.Optional(Type.String({ description: 'Hyperliquid coin name' })),
  display: Type.Optional(Type.String({ description: 'Display label (the coin name)' })),
  assetClass: Type.Optional(Type.String({ description: 'crypto (main perpetuals dex)' })),
  group: Type.Optional(Type.String({ description: 'Unused' })),
  funding: Type.Optional(Type.String({ description: 'Hourly funding rate as published (decimal string)' })),
  openInterest: Type.Optional(Type.String({ description: 'Open interest in coins, as published' })),
  markPx: Type.Optional(Type.String({ description: 'Mark price, as published' })),
  oraclePx: Type.Optional(Type.String({ description: 'Oracle price, as published' })),
  dayNtlVlm: Type.Optional(Type.String({ description: '24 h notional volume in USD, as published' })),
  fundingScore: Type.Optional(Double('min(100, |funding annualised, percent|)')),
  volumeScore: Type.Optional(Double('min(100, 50 × day volume / open-interest notional)')),
  oiScore: Type.Optional(Double('min(100, 10 × |percent change of open interest over the kept polls|)')),
  basisScore: Type.Optional(Double('min(100, 100 × |mark − oracle| / oracle in percent)')),
  composite: Type.Optional(Double('Mean of the component scores present')),
  sparkFunding: Type.Optional(Sparkline('Funding of the kept polls (up to 60, 5 min apart), oldest first')),
  sparkOi: Type.Optional(Sparkline('Open interest of the kept polls, oldest first')),
  sparkScore: Type.Optional(Sparkline('Composite score of the kept polls, oldest first')),
  warmup: Type.Optional(
    Type.Boolean({ description: 'True until a second poll allows the open-interest change' }),
  ),
  stale: Type.Optional(Type.Boolean({ description: 'True when the last poll had no context for the coin' })),
  staleSince: Type.Optional(
    Type.String({ format: 'int64', description: 'Epoch ms of the first poll without it' }),
  ),
  missingPolls: Type.Optional(Int32({ description: 'Polls in a row without a context for the coin' })),
  alerts: Type.Optional(Type.Array(Type.String(), { description: 'Components scoring 80 or more' })),
});

export const GetHyperliquidFlowResponseSchema = Type.Object({
  ts: Type.Optional(Type.String({ format: 'int64', description: 'Poll time, Unix epoch ms' })),
  fetchedAt: Type.Optional(Type.String({ description: 'Poll time, ISO 8601' })),
  warmup: Type.Optional(Type.Boolean({ description: 'True while any coin is warming up' })),
  assetCount: Type.Optional(Int32({ description: 'Coins listed' })),
  assets: Type.Array(HyperliquidAssetFlowSchema),
  unavailable: Type.Optional(Type.Boolean({ description: 'True when no poll has been loaded' })),
});

export const HYPERLIQUID_FLOW_UNAVAILABLE: Static<typeof GetHyperliquidFlowResponseSchema> = {
  assets: [],
  assetCount: 0,
  unavailable: true,
};

export const getHyperliquidFlow = getOp({
  id: 'GetHyperliquidFlow',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-hyperliquid-flow',
  summary: 'Hyperliquid perpetuals flow',
  description:
    'Funding, open interest, mark and oracle prices and day volume of the configured Hyperliquid perpetuals (`HYPERLIQUID_COINS`), polled every 5 minutes, with component scores and sparklines of the last polls (README "Hyperliquid flow"). Format from the Hyperliquid documentation; not yet checked against a whole live capture.',
  query: Type.Object({}),
  response: GetHyperliquidFlowResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.hyperliquidFlow.name],
});

// ---------- CFTC COT ----------

const Int64Text = (description: string) => Type.Optional(Type.String({ format: 'int64', description }));

export const CotInstrumentSchema = Type.Object({
  name: Type.Optional(Type.String({ description: 'Contract name (configured)' })),
  code: Type.Optional(Type.String({ description: 'CFTC contract market code' })),
  reportDate: Type.Optional(
    Type.String({ description: 'Report date, YYYY-MM-DD (positions as of that Tuesday)' }),
  ),
  assetManagerLong: Int64Text('Asset managers, long contracts'),
  assetManagerShort: Int64Text('Asset managers, short contracts'),
  leveragedFundsLong: Int64Text('Leveraged funds, long contracts'),
  leveragedFundsShort: Int64Text('Leveraged funds, short contracts'),
  dealerLong: Int64Text('Dealers, long contracts'),
  dealerShort: Int64Text('Dealers, short contracts'),
  netPct: Type.Optional(
    Double('Leveraged funds net position (long − short) as a percent of open interest; absent when unknown'),
  ),
  smallTraderLong: Int64Text('Non-reportable positions, long (the small-trader residual)'),
  smallTraderShort: Int64Text('Non-reportable positions, short'),
  smallTraderAvailable: Type.Optional(
    Type.Boolean({ description: 'True when both non-reportable figures are present' }),
  ),
  openInterest: Int64Text('Open interest, futures and options combined'),
  marketName: Type.Optional(Type.String({ description: 'CFTC market and exchange names' })),
});

export const GetCotPositioningResponseSchema = Type.Object({
  instruments: Type.Array(CotInstrumentSchema),
  reportDate: Type.Optional(
    Type.String({ description: 'Newest report date among the instruments, YYYY-MM-DD' }),
  ),
  unavailable: Type.Optional(Type.Boolean({ description: 'True when no report has been loaded' })),
  missingCodes: Type.Optional(
    Type.Array(Type.String(), { description: 'Configured contract codes the report had no row for' }),
  ),
});

export const COT_POSITIONING_UNAVAILABLE: Static<typeof GetCotPositioningResponseSchema> = {
  instruments: [],
  unavailable: true,
};

export const getCotPositioning = getOp({
  id: 'GetCotPositioning',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-cot-positioning',
  summary: 'Futures positioning (CFTC Commitments of Traders)',
  description:
    'Positions of dealers, asset managers, leveraged funds and non-reportable traders in the configured financial futures (`CFTC_COT_CONTRACTS`), from the newest CFTC Traders in Financial Futures report (futures and options combined). Format from the CFTC documentation; not yet checked against a live capture.',
  query: Type.Object({}),
  response: GetCotPositioningResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.cotPositions.name],
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
