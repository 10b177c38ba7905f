/**
 * The consumer-prices service (DESIGN §8, no public source): the reference reads these prices from
 * its own private scraper of retailer websites. Each operation is routed with the reference's
 * contract and always answers its degraded body (`upstreamUnavailable: true`).
 */
import Type from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { noSourceGet, noSourceList } from '../no-source';

const BasketPointSchema = Type.Object({
  date: Type.Optional(Type.String()),
  index: Type.Optional(Type.Number({ format: 'double' })),
});

const GetConsumerPriceBasketSeriesResponseSchema = Type.Object({
  asOf: Type.Optional(Type.String({ format: 'int64' })),
  basketSlug: Type.Optional(Type.String()),
  currencyCode: Type.Optional(Type.String()),
  essentialsSeries: Type.Optional(Type.Array(BasketPointSchema)),
  marketCode: Type.Optional(Type.String()),
  range: Type.Optional(Type.String()),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
  valueSeries: Type.Optional(Type.Array(BasketPointSchema)),
});

const RetailerFreshnessInfoSchema = Type.Object({
  freshnessMin: Type.Optional(Type.Integer({ format: 'int32' })),
  lastRunAt: Type.Optional(Type.String({ format: 'int64' })),
  name: Type.Optional(Type.String()),
  parseSuccessRate: Type.Optional(Type.Number({ format: 'double' })),
  slug: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
});

const GetConsumerPriceFreshnessResponseSchema = Type.Object({
  asOf: Type.Optional(Type.String({ format: 'int64' })),
  marketCode: Type.Optional(Type.String()),
  overallFreshnessMin: Type.Optional(Type.Integer({ format: 'int32' })),
  retailers: Type.Optional(Type.Array(RetailerFreshnessInfoSchema)),
  stalledCount: Type.Optional(Type.Integer({ format: 'int32' })),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const CategorySnapshotSchema = Type.Object({
  coveragePct: Type.Optional(Type.Number({ format: 'double' })),
  currentIndex: Type.Optional(Type.Number({ format: 'double' })),
  itemCount: Type.Optional(Type.Integer({ format: 'int32' })),
  momPct: Type.Optional(Type.Number({ format: 'double' })),
  name: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  sparkline: Type.Optional(Type.Array(Type.Number({ format: 'double' }))),
  wowPct: Type.Optional(Type.Number({ format: 'double' })),
});

const GetConsumerPriceOverviewResponseSchema = Type.Object({
  asOf: Type.Optional(Type.String({ format: 'int64' })),
  coveragePct: Type.Optional(Type.Number({ format: 'double' })),
  currencyCode: Type.Optional(Type.String()),
  essentialsIndex: Type.Optional(Type.Number({ format: 'double' })),
  freshnessLagMin: Type.Optional(Type.Integer({ format: 'int32' })),
  marketCode: Type.Optional(Type.String()),
  momPct: Type.Optional(Type.Number({ format: 'double' })),
  retailerSpreadPct: Type.Optional(Type.Number({ format: 'double' })),
  topCategories: Type.Optional(Type.Array(CategorySnapshotSchema)),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
  valueBasketIndex: Type.Optional(Type.Number({ format: 'double' })),
  wowPct: Type.Optional(Type.Number({ format: 'double' })),
});

const ListConsumerPriceCategoriesResponseSchema = Type.Object({
  asOf: Type.Optional(Type.String({ format: 'int64' })),
  categories: Type.Optional(Type.Array(CategorySnapshotSchema)),
  marketCode: Type.Optional(Type.String()),
  range: Type.Optional(Type.String()),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const PriceMoverSchema = Type.Object({
  category: Type.Optional(Type.String()),
  changePct: Type.Optional(Type.Number({ format: 'double' })),
  currencyCode: Type.Optional(Type.String()),
  currentPrice: Type.Optional(Type.Number({ format: 'double' })),
  productId: Type.Optional(Type.String()),
  retailerSlug: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
});

const ListConsumerPriceMoversResponseSchema = Type.Object({
  asOf: Type.Optional(Type.String({ format: 'int64' })),
  fallers: Type.Optional(Type.Array(PriceMoverSchema)),
  marketCode: Type.Optional(Type.String()),
  range: Type.Optional(Type.String()),
  risers: Type.Optional(Type.Array(PriceMoverSchema)),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const RetailerSpreadSchema = Type.Object({
  basketTotal: Type.Optional(Type.Number({ format: 'double' })),
  currencyCode: Type.Optional(Type.String()),
  deltaVsCheapest: Type.Optional(Type.Number({ format: 'double' })),
  deltaVsCheapestPct: Type.Optional(Type.Number({ format: 'double' })),
  freshnessMin: Type.Optional(Type.Integer({ format: 'int32' })),
  itemCount: Type.Optional(Type.Integer({ format: 'int32' })),
  name: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
});

const ListRetailerPriceSpreadsResponseSchema = Type.Object({
  asOf: Type.Optional(Type.String({ format: 'int64' })),
  basketSlug: Type.Optional(Type.String()),
  currencyCode: Type.Optional(Type.String()),
  marketCode: Type.Optional(Type.String()),
  retailers: Type.Optional(Type.Array(RetailerSpreadSchema)),
  spreadPct: Type.Optional(Type.Number({ format: 'double' })),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const SERVICE = 'consumer-prices';
const TAG = 'Consumer prices';

/** Why nothing is served. */
export const CONSUMER_PRICES_REASON =
  'the reference reads its own private scraper of retailer websites; no public dataset publishes these basket prices';

const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const MarketCode = () =>
  Type.String({
    pattern: '^[A-Za-z]{2}$',
    description: 'Market, ISO 3166-1 alpha-2 in either case (e.g. ae)',
  });
const BasketSlug = () =>
  Type.String({
    pattern: SLUG_PATTERN,
    maxLength: 64,
    description: 'Basket, kebab-case (e.g. essentials-ae)',
  });
const RANGES = ['7d', '30d', '90d', '180d'] as const;
const Range = (values: readonly string[] = RANGES) =>
  StringEnum(values, { description: `Time range: ${values.join(', ')}` });

const common = { service: SERVICE, tag: TAG, access: 'key', reason: CONSUMER_PRICES_REASON } as const;

const getConsumerPriceBasketSeries = noSourceGet({
  ...common,
  id: 'GetConsumerPriceBasketSeries',
  rpc: 'get-consumer-price-basket-series',
  summary: 'Basket index series',
  description: 'The index series of one basket in one market over a range.',
  query: Type.Object({
    market_code: Type.Optional(MarketCode()),
    basket_slug: Type.Optional(BasketSlug()),
    range: Type.Optional(Range()),
  }),
  response: GetConsumerPriceBasketSeriesResponseSchema,
  degraded: { upstreamUnavailable: true, essentialsSeries: [] },
});

const getConsumerPriceFreshness = noSourceGet({
  ...common,
  id: 'GetConsumerPriceFreshness',
  rpc: 'get-consumer-price-freshness',
  summary: 'Freshness of the retailer feeds',
  description: 'How recent the prices of each retailer of a market are, and how many retailers have stalled.',
  query: Type.Object({ market_code: Type.Optional(MarketCode()) }),
  response: GetConsumerPriceFreshnessResponseSchema,
  degraded: { upstreamUnavailable: true, retailers: [] },
});

const getConsumerPriceOverview = noSourceGet({
  ...common,
  id: 'GetConsumerPriceOverview',
  rpc: 'get-consumer-price-overview',
  summary: 'Headline basket indices of a market',
  description: 'Basket indices, month-on-month change, retailer spread and coverage of one market.',
  query: Type.Object({ market_code: Type.Optional(MarketCode()), basket_slug: Type.Optional(BasketSlug()) }),
  response: GetConsumerPriceOverviewResponseSchema,
  degraded: { upstreamUnavailable: true, topCategories: [] },
});

const listConsumerPriceCategories = noSourceGet({
  ...common,
  id: 'ListConsumerPriceCategories',
  rpc: 'list-consumer-price-categories',
  summary: 'Price categories with their trend',
  description: 'Each price category of a basket with its change and sparkline over a range.',
  query: Type.Object({
    market_code: Type.Optional(MarketCode()),
    basket_slug: Type.Optional(BasketSlug()),
    range: Type.Optional(Range()),
  }),
  response: ListConsumerPriceCategoriesResponseSchema,
  degraded: { upstreamUnavailable: true, categories: [] },
});

const listConsumerPriceMovers = noSourceGet({
  ...common,
  id: 'ListConsumerPriceMovers',
  exampleQuery: 'limit=10',
  rpc: 'list-consumer-price-movers',
  summary: 'Largest item price moves',
  description: 'The items whose prices rose or fell most over a range; `limit` (required) caps each list.',
  query: Type.Object({
    market_code: Type.Optional(MarketCode()),
    range: Type.Optional(Range(['7d', '30d', '90d'])),
    limit: Int32({ minimum: 1, maximum: 100, description: 'Maximum risers and fallers each (1 to 100)' }),
    category_slug: Type.Optional(
      Type.String({ pattern: SLUG_PATTERN, maxLength: 64, description: 'Category, kebab-case (e.g. dairy)' }),
    ),
  }),
  response: ListConsumerPriceMoversResponseSchema,
  degraded: { upstreamUnavailable: true, risers: [], fallers: [] },
});

const listRetailerPriceSpreads = noSourceGet({
  ...common,
  id: 'ListRetailerPriceSpreads',
  rpc: 'list-retailer-price-spreads',
  summary: 'Basket cost by retailer',
  description: 'The cost of one basket at each retailer of a market, cheapest first.',
  query: Type.Object({ market_code: Type.Optional(MarketCode()), basket_slug: Type.Optional(BasketSlug()) }),
  response: ListRetailerPriceSpreadsResponseSchema,
  degraded: { upstreamUnavailable: true, retailers: [] },
});

/** The consumer-prices operations. */
export const consumerPricesNoSource = noSourceList([
  getConsumerPriceBasketSeries,
  getConsumerPriceFreshness,
  getConsumerPriceOverview,
  listConsumerPriceCategories,
  listConsumerPriceMovers,
  listRetailerPriceSpreads,
]);
