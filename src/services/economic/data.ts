/**
 * Data schemas and snapshot keys of the economic datasets. Oil inventories combine several
 * upstreams; each has its own key so each ingestion job publishes on its own and a failed source
 * never blanks the others (DESIGN §4).
 */
import Type, { type Static } from 'typebox';
import { ISO_DATE_PATTERN, ISO2_PATTERN, StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** One weekly value of an EIA series, in the series' own units, as EIA publishes it. */
export const EiaPointSchema = Type.Object({
  period: Type.String({ pattern: ISO_DATE_PATTERN }),
  value: Type.Number(),
});

/**
 * A weekly EIA v2 series. The series id and units are fixed per key, so a job wired to the wrong
 * series (or EIA changing units) is refused at publish instead of being mis-converted.
 */
function eiaSeries<const S extends string, const U extends string>(series: S, units: U) {
  return Type.Object({
    series: Type.Literal(series),
    units: Type.Literal(units),
    points: Type.Array(EiaPointSchema, { minItems: 1 }),
  });
}

/**
 * EIA series ids and units of the inventory datasets. Crude stocks are the commercial series
 * WCESTUS1 (ending stocks excluding the SPR); the total WCRSTUS1 includes the SPR, which the
 * answer reports separately, so it would count the reserve twice.
 */
export const EIA_SERIES = {
  crudeStocks: { series: 'WCESTUS1', units: 'MBBL' },
  sprStocks: { series: 'WCSSTUS1', units: 'MBBL' },
  natGasStorage: { series: 'NW2_EPG0_SWO_R48_BCF', units: 'BCF' },
  refineryInputs: { series: 'WCRRIUS2', units: 'MBBL/D' },
} as const;

/** EIA crude stocks excluding the SPR, thousand barrels. */
export const CrudeStocksDataSchema = eiaSeries(EIA_SERIES.crudeStocks.series, EIA_SERIES.crudeStocks.units);
/** EIA Strategic Petroleum Reserve stocks, thousand barrels. */
export const SprStocksDataSchema = eiaSeries(EIA_SERIES.sprStocks.series, EIA_SERIES.sprStocks.units);
/** EIA Lower-48 working gas in storage, billion cubic feet. */
export const NatGasStorageDataSchema = eiaSeries(
  EIA_SERIES.natGasStorage.series,
  EIA_SERIES.natGasStorage.units,
);
/** EIA refiner net input of crude oil, thousand barrels per day. */
export const RefineryInputsDataSchema = eiaSeries(
  EIA_SERIES.refineryInputs.series,
  EIA_SERIES.refineryInputs.units,
);
/** One weekly EIA value. */
export type EiaPoint = Static<typeof EiaPointSchema>;

/** GIE AGSI+ EU-aggregate storage, one row per gas day. */
export const EuGasStorageDataSchema = Type.Object({
  days: Type.Array(
    Type.Object({
      gasDayStart: Type.String({ pattern: ISO_DATE_PATTERN }),
      /** Storage filling level, percent of working gas volume (AGSI+ `full`). */
      full: Type.Number({ minimum: 0, maximum: 110 }),
      /** Gas in storage, TWh (AGSI+ `gasInStorage`). */
      gasInStorage: Type.Optional(Type.Number({ minimum: 0 })),
    }),
    { minItems: 1 },
  ),
});
/** The `economic:gie-eu-gas-storage` data. */
export type EuGasStorageData = Static<typeof EuGasStorageDataSchema>;

/** IEA net-importer oil stocks, one row per member country for one month. */
export const IeaOilStocksDataSchema = Type.Object({
  /** Month the figures are for, `YYYY-MM`. */
  dataMonth: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }),
  members: Type.Array(
    Type.Object({
      iso2: Type.String({ pattern: ISO2_PATTERN }),
      /** Total days of net imports covered by stocks; absent for net exporters. */
      daysOfCover: Type.Optional(Type.Number({ minimum: 0 })),
      netExporter: Type.Boolean(),
    }),
    { minItems: 1 },
  ),
});
/** The `economic:iea-oil-stocks` data. */
export type IeaOilStocksData = Static<typeof IeaOilStocksDataSchema>;

/** Energy commodities with tracked spot prices. */
export const ENERGY_COMMODITIES = ['wti', 'brent'] as const;
/** A tracked energy commodity. */
export type EnergyCommodity = (typeof ENERGY_COMMODITIES)[number];

/** Weekly spot prices (USD) per commodity, from EIA (RWTC, RBRTE) or its keyless mirror. */
export const EnergySpotPricesDataSchema = Type.Object({
  series: Type.Array(
    Type.Object({
      commodity: StringEnum(ENERGY_COMMODITIES),
      points: Type.Array(
        Type.Object({
          period: Type.String({ pattern: ISO_DATE_PATTERN }),
          price: Type.Number({ minimum: -1000, maximum: 100000 }),
        }),
        { minItems: 1 },
      ),
    }),
    { minItems: 1 },
  ),
});
/** The `economic:energy-spot-prices` data. */
export type EnergySpotPricesData = Static<typeof EnergySpotPricesDataSchema>;

/** An ISO 4217 currency code as ECB writes it. */
export const CURRENCY_CODE_PATTERN = '^[A-Z]{3}$';

/**
 * ECB euro reference rates of one business day (units of the currency per 1 EUR), with the rate
 * of the previous business day the 90-day history holds, when it holds one.
 */
export const EcbFxRatesDataSchema = Type.Object({
  /** Business day the rates are for (`Cube time`). */
  date: Type.String({ pattern: ISO_DATE_PATTERN }),
  /** Business day of `previousRate`, absent without a history. */
  previousDate: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN })),
  rates: Type.Array(
    Type.Object({
      currency: Type.String({ pattern: CURRENCY_CODE_PATTERN }),
      rate: Type.Number({ exclusiveMinimum: 0 }),
      previousRate: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    }),
    { minItems: 1 },
  ),
});
/** The `economic:ecb-fx-rates` data. */
export type EcbFxRatesData = Static<typeof EcbFxRatesDataSchema>;

/** Economic snapshot keys. */
export const economicKeys = {
  eiaCrudeStocks: defineSnapshotKey({
    name: 'economic:eia-crude-stocks',
    schema: CrudeStocksDataSchema,
    description: 'EIA weekly US crude oil ending stocks excluding the SPR (WCESTUS1)',
    countRecords: (d) => d.points.length,
  }),
  eiaSprStocks: defineSnapshotKey({
    name: 'economic:eia-spr-stocks',
    schema: SprStocksDataSchema,
    description: 'EIA weekly US Strategic Petroleum Reserve stocks (WCSSTUS1)',
    countRecords: (d) => d.points.length,
  }),
  eiaNatGasStorage: defineSnapshotKey({
    name: 'economic:eia-nat-gas-storage',
    schema: NatGasStorageDataSchema,
    description: 'EIA weekly Lower-48 working gas in storage (NW2_EPG0_SWO_R48_BCF)',
    countRecords: (d) => d.points.length,
  }),
  eiaRefineryInputs: defineSnapshotKey({
    name: 'economic:eia-refinery-inputs',
    schema: RefineryInputsDataSchema,
    description: 'EIA weekly US refiner net input of crude oil (WCRRIUS2)',
    countRecords: (d) => d.points.length,
  }),
  gieEuGasStorage: defineSnapshotKey({
    name: 'economic:gie-eu-gas-storage',
    schema: EuGasStorageDataSchema,
    description: 'GIE AGSI+ EU aggregate gas storage filling level',
    countRecords: (d) => d.days.length,
  }),
  ieaOilStocks: defineSnapshotKey({
    name: 'economic:iea-oil-stocks',
    schema: IeaOilStocksDataSchema,
    description: 'IEA oil stocks of net-importing member countries, days of net imports',
    countRecords: (d) => d.members.length,
  }),
  energySpotPrices: defineSnapshotKey({
    name: 'economic:energy-spot-prices',
    schema: EnergySpotPricesDataSchema,
    description: 'Weekly WTI and Brent crude spot prices (EIA RWTC, RBRTE)',
    countRecords: (d) => d.series.reduce((n, s) => n + s.points.length, 0),
  }),
  ecbFxRates: defineSnapshotKey({
    name: 'economic:ecb-fx-rates',
    schema: EcbFxRatesDataSchema,
    description: 'ECB euro foreign exchange reference rates of the latest business day',
    countRecords: (d) => d.rates.length,
  }),
} as const;

/** The macro wave's keys (FRED series, release dates, FAO, Big Mac), for other services to read. */
export { FRED_SERIES_IDS, type FredSeriesData, fredKeys, macroKeys } from './data-macro';
