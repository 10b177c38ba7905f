/**
 * Market contract, CoinGecko operations: coin quotes, token panels, crypto sectors, stablecoins.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp } from '../../contract/op';
import { Double, NameList, SERVICE, Sparkline, TAG } from './contract-common';
import { marketKeys } from './data';

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
