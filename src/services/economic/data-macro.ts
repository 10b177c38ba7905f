/**
 * Data schemas and snapshot keys of the macro datasets of the economic service: FRED series (one
 * key per series, so each publishes on its own and a failed series never blanks the others,
 * DESIGN §4), FRED release dates, the FAO Food Price Index and The Economist's Big Mac index.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { ISO_DATE_PATTERN } from '../../contract/common';
import { defineSnapshotKey, type SnapshotKey } from '../../store/snapshot';

/**
 * The FRED series the project ingests: the 24 series of the reference's FRED seeder (rates, curve
 * spreads, prices, money, credit spreads, claims, stress) and the two BLS series it reads through
 * FRED's mirror (USPRIV, ECIALLCIV).
 */
export const FRED_SERIES_IDS = [
  'WALCL',
  'FEDFUNDS',
  'T10Y2Y',
  'UNRATE',
  'CPIAUCSL',
  'DGS10',
  'VIXCLS',
  'GDP',
  'M2SL',
  'DCOILWTICO',
  'BAMLH0A0HYM2',
  'ICSA',
  'MORTGAGE30US',
  'BAMLC0A0CM',
  'SOFR',
  'DGS1MO',
  'DGS3MO',
  'DGS6MO',
  'DGS1',
  'DGS2',
  'DGS5',
  'DGS30',
  'T10Y3M',
  'STLFSI4',
  'USPRIV',
  'ECIALLCIV',
] as const;
/** A tracked FRED series id. */
export type FredSeriesId = (typeof FRED_SERIES_IDS)[number];
/** The BLS series served through FRED's mirror (get-bls-series). */
export const BLS_SERIES_IDS = ['USPRIV', 'ECIALLCIV'] as const satisfies readonly FredSeriesId[];

/** One FRED observation; `value` is absent where FRED publishes "." (no value for that date). */
export const FredObservationDataSchema = Type.Object({
  date: Type.String({ pattern: ISO_DATE_PATTERN }),
  value: Type.Optional(Type.Number()),
});
/** One FRED observation. */
export type FredObservationData = Static<typeof FredObservationDataSchema>;

function fredSeriesSchema<I extends TSchema>(id: I) {
  return Type.Object({
    seriesId: id,
    title: Type.String({ minLength: 1 }),
    /** FRED `units` (e.g. "Billions of Dollars"). */
    units: Type.String(),
    unitsShort: Type.Optional(Type.String()),
    /** FRED `frequency` (e.g. "Quarterly"). */
    frequency: Type.String(),
    frequencyShort: Type.Optional(Type.String()),
    seasonalAdjustment: Type.Optional(Type.String()),
    /** FRED `last_updated`, ISO 8601 UTC. */
    lastUpdated: Type.Optional(Type.String()),
    /** First and last observation dates of the whole series (FRED metadata). */
    observationStart: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN })),
    observationEnd: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN })),
    /** Oldest first. */
    observations: Type.Array(FredObservationDataSchema, { minItems: 1 }),
  });
}

/** The data of one FRED series key (each key pins its own series id). */
export const FredSeriesDataSchema = fredSeriesSchema(Type.String());
/** One FRED series as stored. */
export type FredSeriesData = Static<typeof FredSeriesDataSchema>;
/** A FRED series key. */
export type FredKey = SnapshotKey<typeof FredSeriesDataSchema>;

/** The snapshot key name of a FRED series. */
export function fredKeyName(id: string): string {
  return `economic:fred:${id}`;
}

/** The key of one series: its schema pins the series id, so a job wired to another series is refused. */
function fredKey(id: FredSeriesId): FredKey {
  return defineSnapshotKey({
    name: fredKeyName(id),
    schema: fredSeriesSchema(Type.Literal(id)),
    description: `FRED series ${id} (observations and series metadata)`,
    countRecords: (d) => d.observations.length,
  }) as unknown as FredKey;
}

/** One snapshot key per tracked FRED series. */
export const fredKeys = Object.fromEntries(FRED_SERIES_IDS.map((id) => [id, fredKey(id)])) as Readonly<
  Record<FredSeriesId, FredKey>
>;

/** The FRED releases of the economic calendar (FRED release ids and names). */
export const FRED_CALENDAR_RELEASES = [
  { id: 10, name: 'Consumer Price Index' },
  { id: 50, name: 'Employment Situation' },
  { id: 53, name: 'Gross Domestic Product' },
  { id: 54, name: 'Personal Income and Outlays' },
  { id: 9, name: 'Advance Monthly Sales for Retail and Food Services' },
] as const;

/** Release dates of the calendar's FRED releases, oldest first. */
export const FredReleaseDatesDataSchema = Type.Object({
  events: Type.Array(
    Type.Object({
      releaseId: Type.Integer({ minimum: 1 }),
      event: Type.String({ minLength: 1 }),
      date: Type.String({ pattern: ISO_DATE_PATTERN }),
    }),
    { minItems: 1 },
  ),
});
/** The `economic:fred-release-dates` data. */
export type FredReleaseDatesData = Static<typeof FredReleaseDatesDataSchema>;

/** One month of the FAO Food Price Index (2014-2016 = 100); a sub-index FAO left blank is absent. */
export const FaoFoodPriceMonthSchema = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
  ffpi: Type.Number(),
  meat: Type.Optional(Type.Number()),
  dairy: Type.Optional(Type.Number()),
  cereals: Type.Optional(Type.Number()),
  oils: Type.Optional(Type.Number()),
  sugar: Type.Optional(Type.Number()),
});
/** FAO Food Price Index months, oldest first. */
export const FaoFoodPriceDataSchema = Type.Object({
  months: Type.Array(FaoFoodPriceMonthSchema, { minItems: 1 }),
});
/** The `economic:fao-food-price-index` data. */
export type FaoFoodPriceData = Static<typeof FaoFoodPriceDataSchema>;

/** One country row of a Big Mac index edition. */
export const BigMacRowSchema = Type.Object({
  iso3: Type.String({ pattern: '^[A-Z]{3}$' }),
  name: Type.String({ minLength: 1 }),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  localPrice: Type.Number({ exclusiveMinimum: 0 }),
  /** Local currency units per US dollar. */
  dollarEx: Type.Number({ exclusiveMinimum: 0 }),
  dollarPrice: Type.Number({ exclusiveMinimum: 0 }),
});
/** The two newest editions of The Economist's Big Mac index. */
export const BigMacDataSchema = Type.Object({
  edition: Type.String({ pattern: ISO_DATE_PATTERN }),
  rows: Type.Array(BigMacRowSchema, { minItems: 1 }),
  previousEdition: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN })),
  previousRows: Type.Optional(Type.Array(BigMacRowSchema)),
});
/** The `economic:bigmac-prices` data. */
export type BigMacData = Static<typeof BigMacDataSchema>;

/** Macro snapshot keys besides the FRED series. */
export const macroKeys = {
  fredReleaseDates: defineSnapshotKey({
    name: 'economic:fred-release-dates',
    schema: FredReleaseDatesDataSchema,
    description: 'FRED release dates of CPI, employment, GDP, personal income and retail sales',
    countRecords: (d) => d.events.length,
  }),
  faoFoodPriceIndex: defineSnapshotKey({
    name: 'economic:fao-food-price-index',
    schema: FaoFoodPriceDataSchema,
    description: 'FAO Food Price Index and its five sub-indices, monthly (2014-2016 = 100)',
    countRecords: (d) => d.months.length,
  }),
  bigMacPrices: defineSnapshotKey({
    name: 'economic:bigmac-prices',
    schema: BigMacDataSchema,
    description: "The Economist's Big Mac index, newest edition (and the one before)",
    countRecords: (d) => d.rows.length,
  }),
} as const;
