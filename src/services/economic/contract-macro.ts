/**
 * Contract of the macro operations of the economic service: FRED series (one, a batch, and the
 * BLS series through FRED's mirror), the release calendar, the stress index derived from FRED
 * series, the FAO Food Price Index and The Economist's Big Mac index. Field names, enums and
 * access follow the reference's EconomicService document (DESIGN §8).
 */
import Type, { type Static } from 'typebox';
import { Int32, IsoDate, StringEnum } from '../../contract/common';
import { getOp } from '../../contract/op';
import { listWorldBankIndicators } from './contract-worldbank';
import { BLS_SERIES_IDS, FRED_SERIES_IDS, fredKeyName, macroKeys } from './data-macro';

const SERVICE = 'economic';
const TAG = 'Economic';
const Double = (description: string) => Type.Number({ format: 'double', description });

/** Most observations one series answer may carry. */
export const MAX_FRED_LIMIT = 1000;
/** Observations of a FRED series when `limit` is absent. */
export const DEFAULT_FRED_LIMIT = 120;
/** Observations of a BLS series when `limit` is absent. */
export const DEFAULT_BLS_LIMIT = 60;

// ---------------------------------------------------------------- FRED series

export const FredObservationSchema = Type.Object({
  date: Type.String({ description: 'Observation date, YYYY-MM-DD (start of the period FRED dates it by)' }),
  value: Type.Optional(
    Double('Observed value in the series units; absent where FRED publishes "." (no value for that date)'),
  ),
});

export const FredSeriesSchema = Type.Object({
  seriesId: Type.String({ description: 'FRED series id, e.g. GDP' }),
  title: Type.Optional(Type.String({ description: 'Series title, as FRED names it' })),
  units: Type.Optional(Type.String({ description: 'Units of the values, as FRED states them' })),
  frequency: Type.Optional(Type.String({ description: 'Frequency, as FRED states it (e.g. Quarterly)' })),
  observations: Type.Array(FredObservationSchema, { description: 'The newest observations, oldest first' }),
  seasonalAdjustment: Type.Optional(Type.String({ description: 'Seasonal adjustment, as FRED states it' })),
  lastUpdated: Type.Optional(Type.String({ description: 'When FRED last updated the series, ISO 8601 UTC' })),
  observationStart: Type.Optional(Type.String({ description: 'First observation date of the whole series' })),
  observationEnd: Type.Optional(Type.String({ description: 'Last observation date of the whole series' })),
});
export type FredSeries = Static<typeof FredSeriesSchema>;

export const GetFredSeriesResponseSchema = Type.Object({
  series: Type.Optional(FredSeriesSchema),
});
/** The degraded answer: the series has not been loaded. @see SPEC §7 */
export const FRED_SERIES_UNAVAILABLE: Static<typeof GetFredSeriesResponseSchema> = {};

const FredLimit = (defaultLimit: number) =>
  Int32({
    minimum: 1,
    maximum: MAX_FRED_LIMIT,
    description: `Most observations to return (the newest), 1-${MAX_FRED_LIMIT}; default ${defaultLimit}`,
  });

/** GET /api/economic/v1/get-fred-series. */
export const getFredSeries = getOp({
  id: 'GetFredSeries',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-fred-series',
  summary: 'A FRED economic series',
  description:
    'The newest observations of one FRED (St. Louis Fed) series with its title, units and frequency as FRED states them. `series_id` is one of the series the server ingests (the enum). A date FRED publishes without a value (".") is listed without `value`. Without the series loaded the answer has no `series` (X-Data-Status: unavailable).',
  query: Type.Object({
    series_id: StringEnum(FRED_SERIES_IDS, { description: 'FRED series id' }),
    limit: Type.Optional(FredLimit(DEFAULT_FRED_LIMIT)),
  }),
  response: GetFredSeriesResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: FRED_SERIES_IDS.map(fredKeyName),
  exampleQuery: 'series_id=GDP',
});

// ---------------------------------------------------------------- BLS series (FRED mirror)

export const BlsObservationSchema = Type.Object({
  year: Type.String({ description: 'Year, YYYY' }),
  period: Type.String({
    description: 'BLS period code: M01-M12 (monthly), Q01-Q04 (quarterly), A01 (annual)',
  }),
  periodName: Type.String({ description: 'Period name, e.g. January or 1st Quarter' }),
  value: Type.Optional(
    Type.String({ description: 'Observed value as a decimal string; absent where none was published' }),
  ),
});

export const GetBlsSeriesResponseSchema = Type.Object({
  series: Type.Optional(
    Type.Object({
      seriesId: Type.String({ description: 'Series id (FRED mirror of the BLS series)' }),
      title: Type.String({ description: 'Series title' }),
      units: Type.String({ description: 'Units of the values' }),
      observations: Type.Array(BlsObservationSchema, {
        description: 'The newest observations, newest first',
      }),
    }),
  ),
});
/** The degraded answer: the series has not been loaded. @see SPEC §7 */
export const BLS_SERIES_UNAVAILABLE: Static<typeof GetBlsSeriesResponseSchema> = {};

/** GET /api/economic/v1/get-bls-series. */
export const getBlsSeries = getOp({
  id: 'GetBlsSeries',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-bls-series',
  summary: 'A BLS series (through FRED)',
  description:
    "BLS series read through FRED's mirror (USPRIV: all employees, total private; ECIALLCIV: employment cost index, civilian workers), in the BLS layout (year, period code, period name, value as a string), newest first. `series_id` defaults to USPRIV.",
  query: Type.Object({
    series_id: Type.Optional(StringEnum(BLS_SERIES_IDS, { description: 'Series id; default USPRIV' })),
    limit: Type.Optional(FredLimit(DEFAULT_BLS_LIMIT)),
  }),
  response: GetBlsSeriesResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: BLS_SERIES_IDS.map(fredKeyName),
});

// ---------------------------------------------------------------- economic calendar

/** Most days one calendar window may span. */
export const MAX_CALENDAR_DAYS = 366;
/** Days of the default window (from today). */
export const DEFAULT_CALENDAR_DAYS = 30;

export const EconomicEventSchema = Type.Object({
  event: Type.String({ description: 'Release name, as FRED names the release' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 country of the release' }),
  date: Type.String({ description: 'Release date, YYYY-MM-DD' }),
  releaseId: Type.Optional(Int32({ description: 'FRED release id' })),
});

export const GetEconomicCalendarResponseSchema = Type.Object({
  events: Type.Array(EconomicEventSchema, { description: 'Releases in the window, by date' }),
  fromDate: Type.String({ description: 'First day of the window, YYYY-MM-DD' }),
  toDate: Type.String({ description: 'Last day of the window, YYYY-MM-DD' }),
  total: Int32({ minimum: 0, description: 'Number of events in the window' }),
  unavailable: Type.Boolean({ description: 'True when no release dates have been loaded' }),
});
/** The degraded answer (window fields filled by the handler). @see SPEC §7 */
export const ECONOMIC_CALENDAR_UNAVAILABLE: Static<typeof GetEconomicCalendarResponseSchema> = {
  events: [],
  fromDate: '',
  toDate: '',
  total: 0,
  unavailable: true,
};

/** GET /api/economic/v1/get-economic-calendar. */
export const getEconomicCalendar = getOp({
  id: 'GetEconomicCalendar',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-economic-calendar',
  summary: 'US economic release calendar',
  description:
    'Release dates of major US statistics (CPI, employment situation, GDP, personal income and outlays, retail sales) from FRED, past and scheduled, in an inclusive window `from_date`..`to_date` (YYYY-MM-DD; default today and the 30 days after; at most 366 days). Actual, estimate and previous figures and central-bank meetings are not part of this source and are left out.',
  query: Type.Object({
    from_date: Type.Optional(IsoDate('First day of the window, YYYY-MM-DD (inclusive); default today')),
    to_date: Type.Optional(
      IsoDate(
        `Last day of the window, YYYY-MM-DD (inclusive); default ${DEFAULT_CALENDAR_DAYS} days after from_date`,
      ),
    ),
  }),
  queryAliases: { fromDate: 'from_date', toDate: 'to_date' },
  response: GetEconomicCalendarResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [macroKeys.fredReleaseDates.name],
});

// ---------------------------------------------------------------- economic stress

export const EconomicStressComponentSchema = Type.Object({
  id: Type.String({ description: 'FRED series id of the component' }),
  label: Type.String({ description: 'What the component measures' }),
  rawValue: Type.Optional(Double('Latest value of the series; absent when missing')),
  score: Type.Optional(Double('Component score 0-100 (higher is more stress); absent when missing')),
  weight: Double('Weight of the component in the composite'),
  missing: Type.Boolean({ description: 'True when the project holds no value of this input' }),
  date: Type.Optional(Type.String({ description: 'Observation date of rawValue, YYYY-MM-DD' })),
});

export const GetEconomicStressResponseSchema = Type.Object({
  compositeScore: Type.Optional(Double('Weighted mean of the present components, 0-100, one decimal')),
  label: Type.Optional(
    StringEnum(['Low', 'Moderate', 'Elevated', 'Severe', 'Critical'] as const, {
      description: 'Band of the composite: <20 Low, <40 Moderate, <60 Elevated, <80 Severe, else Critical',
    }),
  ),
  components: Type.Array(EconomicStressComponentSchema),
  seededAt: Type.Optional(Type.String({ description: 'Date of the oldest input used, ISO 8601' })),
  unavailable: Type.Boolean({ description: 'True when fewer than the required inputs are held' }),
});
/** The degraded answer (components listed as missing by the handler). @see SPEC §7 */
export const ECONOMIC_STRESS_UNAVAILABLE: Static<typeof GetEconomicStressResponseSchema> = {
  components: [],
  unavailable: true,
};

// ---------------------------------------------------------------- FAO food price index

/** Months returned when `months` is absent. */
export const DEFAULT_FAO_MONTHS = 24;

export const FaoFoodPricePointSchema = Type.Object({
  date: Type.String({ description: 'Month, YYYY-MM' }),
  ffpi: Double('FAO Food Price Index, 2014-2016 = 100'),
  meat: Type.Optional(Double('Meat price index')),
  dairy: Type.Optional(Double('Dairy price index')),
  cereals: Type.Optional(Double('Cereals price index')),
  oils: Type.Optional(Double('Vegetable oils price index')),
  sugar: Type.Optional(Double('Sugar price index')),
});

export const GetFaoFoodPriceIndexResponseSchema = Type.Object({
  points: Type.Array(FaoFoodPricePointSchema, { description: 'Monthly values, oldest first' }),
  currentFfpi: Type.Optional(Double('Index of the newest month')),
  momPct: Type.Optional(Double('Change from the previous month, percent, two decimals')),
  yoyPct: Type.Optional(Double('Change from the same month a year before, percent, two decimals')),
  fetchedAt: Type.Optional(Type.String({ description: 'Start of the newest month, ISO 8601' })),
});
/** The degraded answer: no index loaded. @see SPEC §7 */
export const FAO_FOOD_PRICE_UNAVAILABLE: Static<typeof GetFaoFoodPriceIndexResponseSchema> = { points: [] };

/** GET /api/economic/v1/get-fao-food-price-index. */
export const getFaoFoodPriceIndex = getOp({
  id: 'GetFaoFoodPriceIndex',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-fao-food-price-index',
  summary: 'FAO Food Price Index',
  description:
    'The FAO Food Price Index (2014-2016 = 100) and its meat, dairy, cereals, vegetable-oil and sugar sub-indices, monthly, with the month-on-month and year-on-year changes of the headline index. `months` (1-600, default 24) sets how many of the newest months are listed.',
  query: Type.Object({
    months: Type.Optional(
      Int32({
        minimum: 1,
        maximum: 600,
        description: `Newest months to list, 1-600; default ${DEFAULT_FAO_MONTHS}`,
      }),
    ),
  }),
  response: GetFaoFoodPriceIndexResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [macroKeys.faoFoodPriceIndex.name],
});

// ---------------------------------------------------------------- Big Mac prices

export const BigMacCountryPriceSchema = Type.Object({
  code: Type.String({
    description:
      "ISO 3166-1 alpha-2 code; the index's own three-letter code where none exists (EUZ = euro area)",
  }),
  name: Type.String({ description: 'Country or area, as The Economist names it' }),
  currency: Type.String({ description: 'ISO 4217 local currency' }),
  flag: Type.Optional(
    Type.String({ description: 'Flag emoji; absent for areas without an ISO country code' }),
  ),
  localPrice: Double('Big Mac price in local currency'),
  usdPrice: Double("Price in US dollars at the edition's exchange rate"),
  fxRate: Double('Local currency per US dollar'),
  sourceSite: Type.String({ description: 'Where the price comes from' }),
  available: Type.Boolean({ description: 'Always true: every listed country has a price in the edition' }),
});

export const ListBigMacPricesResponseSchema = Type.Object({
  countries: Type.Array(BigMacCountryPriceSchema, {
    description: 'Countries of the newest edition, by name',
  }),
  fetchedAt: Type.Optional(Type.String({ description: 'Date of the newest edition, ISO 8601' })),
  prevFetchedAt: Type.Optional(Type.String({ description: 'Date of the edition before, ISO 8601' })),
  wowAvailable: Type.Boolean({
    description: 'Always false: the index is published twice a year, so no week-on-week change exists',
  }),
  cheapestCountry: Type.Optional(Type.String({ description: 'Code of the lowest US-dollar price' })),
  mostExpensiveCountry: Type.Optional(Type.String({ description: 'Code of the highest US-dollar price' })),
});
/** The degraded answer: no edition loaded. @see SPEC §7 */
export const BIGMAC_UNAVAILABLE: Static<typeof ListBigMacPricesResponseSchema> = {
  countries: [],
  wowAvailable: false,
};

/** GET /api/economic/v1/list-bigmac-prices. */
export const listBigMacPrices = getOp({
  id: 'ListBigMacPrices',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-bigmac-prices',
  summary: 'Big Mac prices',
  description:
    "Big Mac prices of every country of the newest edition of The Economist's Big Mac index (published twice a year), in local currency and US dollars. The index has no weekly prices, so `wowAvailable` is false and `wowPct`/`wowAvgPct` are never given.",
  query: Type.Object({}),
  response: ListBigMacPricesResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [macroKeys.bigMacPrices.name],
});

/**
 * The stress components: FRED series, what they measure, their weight, and the linear scale from
 * the value scoring 0 (`calm`) to the value scoring 100 (`stressed`), clamped. GSCPI (NY Fed) is
 * an input the project does not ingest: always listed as missing, its weight left out.
 */
export const STRESS_COMPONENTS = [
  {
    id: 'T10Y2Y',
    label: 'Yield curve, 10-year minus 2-year',
    weight: 0.2,
    calm: 1.0,
    stressed: -1.0,
    required: true,
  },
  {
    id: 'T10Y3M',
    label: 'Yield curve, 10-year minus 3-month',
    weight: 0.15,
    calm: 1.0,
    stressed: -1.5,
    required: true,
  },
  { id: 'VIXCLS', label: 'Equity volatility (VIX)', weight: 0.2, calm: 12, stressed: 50, required: true },
  {
    id: 'STLFSI4',
    label: 'St. Louis Fed Financial Stress Index',
    weight: 0.25,
    calm: -1,
    stressed: 4,
    required: true,
  },
  {
    id: 'ICSA',
    label: 'Initial jobless claims',
    weight: 0.1,
    calm: 200_000,
    stressed: 450_000,
    required: true,
  },
  {
    id: 'GSCPI',
    label: 'Global Supply Chain Pressure Index (NY Fed)',
    weight: 0.1,
    calm: -1,
    stressed: 3,
    required: false,
  },
] as const;
/** The FRED series the stress index reads. */
export const STRESS_FRED_IDS = ['T10Y2Y', 'T10Y3M', 'VIXCLS', 'STLFSI4', 'ICSA'] as const;

/** GET /api/economic/v1/get-economic-stress. */
export const getEconomicStress = getOp({
  id: 'GetEconomicStress',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-economic-stress',
  summary: 'US economic stress index',
  description:
    'A 0-100 stress score derived from FRED series (10y-2y and 10y-3m curve spreads, VIX, St. Louis Fed Financial Stress Index, initial jobless claims): each latest value is scored 0-100 on a fixed linear scale and the composite is the weighted mean of the scores. The weights and scales are listed in `components` and the service README. An input the project does not hold is listed with `missing: true`; without all five FRED inputs there is no composite and `unavailable` is true. The NY Fed supply-chain index is not ingested and is always missing.',
  query: Type.Object({}),
  response: GetEconomicStressResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: STRESS_FRED_IDS.map(fredKeyName),
});

/** The macro operations (get-fred-series-batch is declared in contract-macro-batch.ts). */
export const macroOperations = [
  getFredSeries,
  getBlsSeries,
  getEconomicCalendar,
  getEconomicStress,
  getFaoFoodPriceIndex,
  listBigMacPrices,
  listWorldBankIndicators,
] as const;
