/**
 * Prediction service contract: open prediction markets of Polymarket and Kalshi, keyed access.
 * With no snapshot of either venue the operation answers the degraded body declared beside its
 * response schema, with `X-Data-Status: unavailable` (DESIGN §4).
 */
import Type from 'typebox';
import { Cursor, PageSize, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { PREDICTION_CATEGORIES } from './categories';
import { predictionKeys } from './data';

const SERVICE = 'prediction';
const TAG = 'Prediction';

/** Venues of the contract (UNSPECIFIED is never answered). */
export const MARKET_SOURCES = [
  'MARKET_SOURCE_UNSPECIFIED',
  'MARKET_SOURCE_POLYMARKET',
  'MARKET_SOURCE_KALSHI',
] as const;

/** One market (the reference's PredictionMarket record). */
export const PredictionMarketSchema = Type.Object({
  id: Type.String({
    minLength: 1,
    description: "The venue's own identifier: Polymarket market slug, Kalshi market ticker",
  }),
  title: Type.Optional(Type.String({ description: 'The question the market settles' })),
  yesPrice: Type.Optional(
    Type.Number({ format: 'double', minimum: 0, maximum: 1, description: 'Price of Yes, 0 to 1' }),
  ),
  volume: Type.Optional(
    Type.Number({ format: 'double', minimum: 0, description: 'Volume traded, USD (README rule per venue)' }),
  ),
  url: Type.Optional(Type.String({ description: "The market's page on its venue" })),
  closesAt: Type.Optional(
    Type.Integer({ format: 'int64', description: 'When trading closes, Unix epoch ms; 0 when never' }),
  ),
  category: Type.Optional(Type.String({ description: "The venue's own category of the market" })),
  source: Type.Optional(StringEnum(MARKET_SOURCES, { description: 'The venue' })),
});

/** The page of list-prediction-markets; its empty page is the degraded answer: no venue's markets have been loaded. @see SPEC §7 */
export const PREDICTION_MARKETS_PAGE = pagedList('markets', PredictionMarketSchema, {
  extra: {
    properties: {
      fetchedAt: Type.Integer({
        format: 'int64',
        description: 'Date of the oldest venue snapshot answered, Unix epoch ms; 0 when there is none',
      }),
      dataAvailable: Type.Boolean({ description: 'False when no venue snapshot could be read' }),
    },
    empty: { fetchedAt: 0, dataAvailable: false },
  },
});

/** GET /api/prediction/v1/list-prediction-markets. */
export const listPredictionMarkets = getOp({
  id: 'ListPredictionMarkets',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-prediction-markets',
  summary: 'Prediction markets',
  description:
    'Open markets of Polymarket and Kalshi, normalised to one shape (Yes price 0-1, volume in USD, close time, link to the venue), each with its venue identifier, most traded first. `category` keeps the markets of a topic (the term rule of the service README); `query` keeps the markets whose question or event title holds every word given. Pages of `page_size`; pass `pagination.nextCursor` as `cursor` for the next page (empty on the last).',
  query: Type.Object({
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    category: Type.Optional(StringEnum(PREDICTION_CATEGORIES, { description: 'Only markets of this topic' })),
    query: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Words the question or event title must all contain (case and accents ignored)',
      }),
    ),
  }),
  response: PREDICTION_MARKETS_PAGE.schema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [predictionKeys.polymarket.name, predictionKeys.kalshi.name],
});

/** Every prediction operation. */
export const predictionOperations: readonly OperationDef[] = [listPredictionMarkets];
