/**
 * The shipping wave of the supply-chain service (issue 40): get-shipping-stress, derived from
 * Yahoo chart quotes of a dry-bulk freight ETF and shipping stocks (market service), and
 * get-shipping-rates, FRED freight price series (economic service). Rules in the service README.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { getOp } from '../../contract/op';
import { fredKeys } from '../economic/data';
import { marketKeys } from '../market/data';

const SERVICE = 'supply-chain';
const TAG = 'Supply Chain';
const Double = (description: string) => Type.Number({ format: 'double', description });

// ---------------------------------------------------------------- shipping stress

/** Kinds of instrument of the stress basket. */
export const SHIPPING_CARRIER_TYPES = ['etf', 'carrier', 'index'] as const;

/** The stress basket: Yahoo symbol, kind, weight in the composite (weights sum to 1). */
export const SHIPPING_STRESS_COMPONENTS = [
  { symbol: 'BDRY', name: 'Breakwave Dry Bulk Shipping ETF', carrierType: 'etf', weight: 0.4 },
  { symbol: 'ZIM', name: 'ZIM Integrated Shipping', carrierType: 'carrier', weight: 0.2 },
  { symbol: 'MATX', name: 'Matson', carrierType: 'carrier', weight: 0.2 },
  { symbol: 'SBLK', name: 'Star Bulk Carriers', carrierType: 'carrier', weight: 0.2 },
] as const;
/** Sessions of the rate of change a component is scored on. */
export const SHIPPING_STRESS_ROC_SESSIONS = 20;
/** Score points per percent of 20-session change (±20 % spans 0-100 around 50). */
export const SHIPPING_STRESS_POINTS_PER_PCT = 2.5;
/** Share of the basket's weight that must be held for a composite. */
export const SHIPPING_STRESS_MIN_WEIGHT = 0.5;

export const ShippingStressCarrierSchema = Type.Object({
  symbol: Type.String({ description: 'Yahoo ticker (e.g. BDRY, ZIM)' }),
  name: Type.String({ description: 'Instrument name' }),
  carrierType: StringEnum(SHIPPING_CARRIER_TYPES, { description: 'etf, carrier or index' }),
  price: Double('Latest price'),
  changePct: Type.Optional(Double('Change from the previous close, percent; absent when unknown')),
  sparkline: Type.Array(Type.Number({ format: 'double' }), {
    description: 'Last 30 daily closes, oldest first',
  }),
});

export const ShippingStressComponentSchema = Type.Object({
  symbol: Type.String(),
  weight: Double('Weight in the composite'),
  roc20: Type.Optional(Double('20-session rate of change, percent')),
  score: Type.Optional(Double('Component score 0-100: 50 + 2.5 × roc20, clamped')),
  missing: Type.Boolean({ description: 'True when the project holds too few closes of the symbol' }),
});

export const GetShippingStressResponseSchema = Type.Object({
  carriers: Type.Array(ShippingStressCarrierSchema),
  stressScore: Type.Optional(Double('Composite stress score 0-100 (higher = tighter freight markets)')),
  stressLevel: Type.Optional(
    StringEnum(['low', 'moderate', 'elevated', 'critical'] as const, {
      description: 'Band of the score: <25 low, <50 moderate, <75 elevated, else critical',
    }),
  ),
  components: Type.Array(ShippingStressComponentSchema, { description: 'The rule applied, per input' }),
  missingInputs: Type.Array(Type.String(), { description: 'Inputs the project does not hold, by name' }),
  fetchedAt: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Fetch time of the oldest quote snapshot used, epoch ms' }),
  ),
  upstreamUnavailable: Type.Boolean({ description: 'True when too few inputs are held for a score' }),
});
export type GetShippingStressResponse = Static<typeof GetShippingStressResponseSchema>;

/** The degraded answer (the handler lists the components and missing inputs). @see SPEC §7 */
export const SHIPPING_STRESS_UNAVAILABLE: GetShippingStressResponse = {
  carriers: [],
  components: [],
  missingInputs: [],
  upstreamUnavailable: true,
};

/** GET /api/supply-chain/v1/get-shipping-stress. */
export const getShippingStress = getOp({
  id: 'GetShippingStress',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-shipping-stress',
  summary: 'Shipping market stress from freight and carrier quotes',
  description:
    'Quotes of a dry-bulk freight ETF (BDRY, weight 0.4) and three shipping stocks (ZIM, MATX, SBLK, 0.2 each) from the Yahoo chart baskets of the market service, with a 0-100 stress score: each input scores 50 + 2.5 × its 20-session change in percent (clamped), and the score is the weighted mean of the inputs held, given at least half of the weight. Rising freight proxies read as tighter, more disrupted shipping markets. Inputs not held are named in `missingInputs`; without enough of them there is no score and `upstreamUnavailable` is true.',
  query: Type.Object({}),
  response: GetShippingStressResponseSchema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [marketKeys.yahooExtraQuotes.name],
  availability: {
    kind: 'derived',
    from: ['Yahoo Finance chart quotes (market service, market:yahoo-extra-quotes)'],
    reason:
      'stress score computed from freight ETF and shipping stock quotes by the rule in the supply-chain README',
  },
});

// ---------------------------------------------------------------- shipping rates

/** FRED freight price series served as shipping-rate indices. */
export const SHIPPING_RATE_FRED_SERIES = ['PCU483111483111', 'TSIFRGHT'] as const;
/** Indices the reference serves that have no public source here, with the reason. */
export const SHIPPING_RATE_UNSOURCED = [
  {
    indexId: 'SCFI',
    name: 'Shanghai Containerized Freight Index',
    reason: 'published by the Shanghai Shipping Exchange only through an undocumented page endpoint',
  },
  {
    indexId: 'CCFI',
    name: 'China Containerized Freight Index',
    reason: 'published by the Shanghai Shipping Exchange only through an undocumented page endpoint',
  },
  {
    indexId: 'BDI',
    name: 'Baltic Dry Index',
    reason: 'licensed by the Baltic Exchange; no public feed (the reference scrapes a third-party page)',
  },
] as const;
/** Period change (percent) at or above which an index raises `spikeAlert`. */
export const SHIPPING_RATE_SPIKE_PCT = 10;
/** Observations listed in each index's history. */
export const SHIPPING_RATE_HISTORY = 24;

export const ShippingRatePointSchema = Type.Object({
  date: Type.String({ description: 'Observation date, YYYY-MM-DD' }),
  value: Double('Index level'),
});

export const ShippingIndexSchema = Type.Object({
  indexId: Type.String({ description: 'FRED series id' }),
  name: Type.String({ description: 'FRED series title' }),
  currentValue: Double('Latest level'),
  previousValue: Type.Optional(Double('Level of the previous observation; absent when none')),
  changePct: Type.Optional(Double('Change from the previous observation, percent; absent when none')),
  unit: Type.String({ description: 'FRED units' }),
  history: Type.Array(ShippingRatePointSchema, { description: 'Latest observations, oldest first' }),
  spikeAlert: Type.Boolean({ description: 'True when the period change is +10 % or more' }),
  periodChangePct: Type.Optional(Double('Change from the prior period level, percent, two decimals')),
  periodChangeBasis: Type.Optional(
    StringEnum(
      ['PERIOD_CHANGE_BASIS_UNSPECIFIED', 'publisher_reported', 'derived_from_prior_period_level'] as const,
      {
        description: 'How periodChangePct was obtained (always derived_from_prior_period_level here)',
      },
    ),
  ),
  priorPeriodValue: Type.Optional(Double('Prior-period level periodChangePct is measured against')),
  priorPeriodDate: Type.Optional(Type.String({ description: 'Date of priorPeriodValue, YYYY-MM-DD' })),
});

export const UnavailableShippingIndexSchema = Type.Object({
  indexId: Type.String(),
  name: Type.String(),
  reason: Type.String({ description: 'Why the index is not served' }),
});

export const GetShippingRatesResponseSchema = Type.Object({
  indices: Type.Array(ShippingIndexSchema),
  unavailableIndices: Type.Array(UnavailableShippingIndexSchema, {
    description: 'Indices not served, by name and reason (no public source, or the series not held)',
  }),
  fetchedAt: Type.Optional(Type.String({ description: 'Fetch time of the oldest series used, ISO 8601' })),
  upstreamUnavailable: Type.Boolean({ description: 'True when no index is held' }),
});
export type GetShippingRatesResponse = Static<typeof GetShippingRatesResponseSchema>;

/** The degraded answer. @see SPEC §7 */
export const SHIPPING_RATES_UNAVAILABLE: GetShippingRatesResponse = {
  indices: [],
  unavailableIndices: [...SHIPPING_RATE_UNSOURCED],
  upstreamUnavailable: true,
};

/** GET /api/supply-chain/v1/get-shipping-rates. */
export const getShippingRates = getOp({
  id: 'GetShippingRates',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-shipping-rates',
  summary: 'Freight price indices',
  description:
    'Freight price indices from FRED (read from the economic service): the producer price index of deep-sea freight transportation (PCU483111483111) and the freight transportation services index (TSIFRGHT), each with its latest level, the change from the previous observation and the last 24 observations; `spikeAlert` is set on a rise of 10 % or more. The container and dry-bulk indices without a public source (SCFI, CCFI, Baltic Dry Index) are named in `unavailableIndices`, as is a FRED series the project does not hold (FRED needs `FRED_API_KEY`).',
  query: Type.Object({}),
  response: GetShippingRatesResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: SHIPPING_RATE_FRED_SERIES.map((id) => fredKeys[id].name),
});

/** The wave's operations. */
export const shippingOperations = [getShippingStress, getShippingRates] as const;
