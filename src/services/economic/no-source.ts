/**
 * Economic operations with no public source (DESIGN §8): grocery prices the reference extracts with
 * a language model, and China figures it scrapes from press-release pages. Routed with the
 * reference's contract; always the degraded body.
 */
import Type from 'typebox';
import { noSourceGet, noSourceList } from '../no-source';

const GetChinaActivityNowcastResponseSchema = Type.Object({
  comparisonState: Type.Optional(Type.String()),
  generatedAt: Type.Optional(Type.String()),
  methodVersion: Type.Optional(Type.String()),
  payloadJson: Type.Optional(Type.String()),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
});

const ChinaMacroVintageSchema = Type.Object({
  hasValue: Type.Optional(Type.Boolean()),
  observationPeriod: Type.Optional(Type.String()),
  periodKind: Type.Optional(Type.String()),
  provenanceJson: Type.Optional(Type.String()),
  releaseTime: Type.Optional(Type.String()),
  retrievalTime: Type.Optional(Type.String()),
  sequence: Type.Optional(Type.Integer({ format: 'int32' })),
  state: Type.Optional(Type.String()),
  supersededBy: Type.Optional(Type.String()),
  value: Type.Optional(Type.Number({ format: 'double' })),
  vintageId: Type.Optional(Type.String()),
});

const ChinaMacroIndicatorSchema = Type.Object({
  category: Type.Optional(Type.String()),
  comparisonBasis: Type.Optional(Type.String()),
  comparisonValue: Type.Optional(Type.Number({ format: 'double' })),
  contextOnly: Type.Optional(Type.Boolean()),
  direction: Type.Optional(Type.String()),
  directionReason: Type.Optional(Type.String()),
  geography: Type.Optional(Type.String()),
  hasComparisonValue: Type.Optional(Type.Boolean()),
  hasPriorValue: Type.Optional(Type.Boolean()),
  hasValue: Type.Optional(Type.Boolean()),
  id: Type.Optional(Type.String()),
  label: Type.Optional(Type.String()),
  observationDate: Type.Optional(Type.String()),
  observationPeriod: Type.Optional(Type.String()),
  periodKind: Type.Optional(Type.String()),
  priorValue: Type.Optional(Type.Number({ format: 'double' })),
  provenanceJson: Type.Optional(Type.String()),
  releaseTime: Type.Optional(Type.String()),
  retrievalTime: Type.Optional(Type.String()),
  revisionSequence: Type.Optional(Type.Integer({ format: 'int32' })),
  revisionState: Type.Optional(Type.String()),
  seasonalAdjustment: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  sourceUrl: Type.Optional(Type.String()),
  stale: Type.Optional(Type.Boolean()),
  transportFailureReason: Type.Optional(Type.String()),
  transportStatus: Type.Optional(Type.String()),
  unavailableReason: Type.Optional(Type.String()),
  unit: Type.Optional(Type.String()),
  value: Type.Optional(Type.Number({ format: 'double' })),
  vintageId: Type.Optional(Type.String()),
  vintages: Type.Optional(Type.Array(ChinaMacroVintageSchema)),
});

const ChinaMacroPillarPulseSchema = Type.Object({
  direction: Type.Optional(Type.String()),
  observationIds: Type.Optional(Type.Array(Type.String())),
  pillar: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

const ChinaMacroSourceDecisionSchema = Type.Object({
  checkedAt: Type.Optional(Type.String()),
  host: Type.Optional(Type.String()),
  optional: Type.Optional(Type.Boolean()),
  publisherId: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  redirectBehavior: Type.Optional(Type.String()),
  requestBudget: Type.Optional(Type.Integer({ format: 'int32' })),
  requestCount: Type.Optional(Type.Integer({ format: 'int32' })),
  robotsStatus: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  sourceUrl: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  termsStatus: Type.Optional(Type.String()),
});

const ChinaReleaseEventSchema = Type.Object({
  countryCode: Type.Optional(Type.String()),
  event: Type.Optional(Type.String()),
  id: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String()),
  releaseDate: Type.Optional(Type.String()),
  releaseTime: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
  sourceUrl: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
  timezone: Type.Optional(Type.String()),
});

const GetChinaMacroSnapshotResponseSchema = Type.Object({
  contentObservationDate: Type.Optional(Type.String()),
  countryCode: Type.Optional(Type.String()),
  generatedAt: Type.Optional(Type.String()),
  indicators: Type.Optional(Type.Array(ChinaMacroIndicatorSchema)),
  latestObservationDate: Type.Optional(Type.String()),
  launchReady: Type.Optional(Type.Boolean()),
  pillars: Type.Optional(Type.Array(ChinaMacroPillarPulseSchema)),
  releaseEvents: Type.Optional(Type.Array(ChinaReleaseEventSchema)),
  schemaVersion: Type.Optional(Type.Integer({ format: 'int32' })),
  sourceDecisions: Type.Optional(Type.Array(ChinaMacroSourceDecisionSchema)),
  status: Type.Optional(Type.String()),
  unavailable: Type.Optional(Type.Boolean()),
});

const GroceryItemPriceSchema = Type.Object({
  available: Type.Optional(Type.Boolean()),
  currency: Type.Optional(Type.String()),
  itemId: Type.Optional(Type.String()),
  itemName: Type.Optional(Type.String()),
  localPrice: Type.Optional(Type.Number({ format: 'double' })),
  sourceSite: Type.Optional(Type.String()),
  unit: Type.Optional(Type.String()),
  usdPrice: Type.Optional(Type.Number({ format: 'double' })),
});

const CountryBasketSchema = Type.Object({
  code: Type.Optional(Type.String()),
  currency: Type.Optional(Type.String()),
  flag: Type.Optional(Type.String()),
  fxRate: Type.Optional(Type.Number({ format: 'double' })),
  items: Type.Optional(Type.Array(GroceryItemPriceSchema)),
  name: Type.Optional(Type.String()),
  totalUsd: Type.Optional(Type.Number({ format: 'double' })),
  wowPct: Type.Optional(Type.Number({ format: 'double' })),
});

const ListGroceryBasketPricesResponseSchema = Type.Object({
  cheapestCountry: Type.Optional(Type.String()),
  countries: Type.Optional(Type.Array(CountryBasketSchema)),
  fetchedAt: Type.Optional(Type.String()),
  mostExpensiveCountry: Type.Optional(Type.String()),
  prevFetchedAt: Type.Optional(Type.String()),
  upstreamUnavailable: Type.Optional(Type.Boolean()),
  wowAvailable: Type.Optional(Type.Boolean()),
  wowAvgPct: Type.Optional(Type.Number({ format: 'double' })),
});

const SERVICE = 'economic';
const TAG = 'Economic';

/** Why nothing is served. */
export const ECONOMIC_REASONS = {
  grocery:
    'the reference extracts retailer prices from web pages with a paid search API and a language model; no public dataset publishes the basket',
  chinaMacro:
    "the reference scrapes the HTML press releases and release calendars of China's NBS, SAFE, PBOC and customs with its own scrapers; there is no public API",
  chinaNowcast:
    'the reference compares its scraped China macro snapshot with proxies from its private caches; without those inputs there is nothing to compare',
} as const;

const getChinaActivityNowcast = noSourceGet({
  id: 'GetChinaActivityNowcast',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-china-activity-nowcast',
  summary: 'China activity nowcast',
  description:
    "China's official activity figures compared with proxy indicators (trade, energy, logistics), with the method's inputs in `payloadJson`.",
  query: Type.Object({}),
  response: GetChinaActivityNowcastResponseSchema,
  access: 'key',
  reason: ECONOMIC_REASONS.chinaNowcast,
  degraded: { upstreamUnavailable: true, generatedAt: '' },
});

const getChinaMacroSnapshot = noSourceGet({
  id: 'GetChinaMacroSnapshot',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-china-macro-snapshot',
  summary: 'China macro snapshot and release calendar',
  description:
    "China's latest official macro indicators by pillar, and the calendar of coming official releases.",
  query: Type.Object({}),
  response: GetChinaMacroSnapshotResponseSchema,
  access: 'key',
  reason: ECONOMIC_REASONS.chinaMacro,
  degraded: {
    unavailable: true,
    launchReady: false,
    indicators: [],
    pillars: [],
    releaseEvents: [],
    sourceDecisions: [],
    generatedAt: '',
  },
});

const listGroceryBasketPrices = noSourceGet({
  id: 'ListGroceryBasketPrices',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-grocery-basket-prices',
  summary: 'Grocery basket prices by country',
  description:
    'The price of one grocery basket in each of two dozen countries, in US dollars, with week-on-week change.',
  query: Type.Object({}),
  response: ListGroceryBasketPricesResponseSchema,
  access: 'key',
  reason: ECONOMIC_REASONS.grocery,
  degraded: { countries: [], upstreamUnavailable: true, wowAvailable: false, fetchedAt: '' },
});

/** The economic operations no public source feeds. */
export const economicNoSource = noSourceList([
  getChinaActivityNowcast,
  getChinaMacroSnapshot,
  listGroceryBasketPrices,
]);
