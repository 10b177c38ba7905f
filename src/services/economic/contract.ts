/**
 * Economic service contract (SPEC §2.3, §4.6). `updatedAt` and `priceAt` are Unix epoch
 * milliseconds (SPEC §2, DESIGN §2).
 */
import Type, { type Static } from 'typebox';
import { Int32, Repeated, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { getEcbFxRates } from './contract-ecb';
import { energyOperations } from './contract-energy';
import { macroOperations } from './contract-macro';
import { getFredSeriesBatch } from './contract-macro-batch';
import { ENERGY_COMMODITIES, economicKeys } from './data';

const SERVICE = 'economic';
const TAG = 'Economic';

/** Most commodity filters one request may carry. */
export const MAX_COMMODITY_FILTERS = 10;
/** Trends of the EU gas storage filling level. */
export const EU_GAS_TRENDS = ['rising', 'falling', 'stable', 'unknown'] as const;

const EpochMs = (description: string) => Type.Integer({ format: 'int64', minimum: 0, description });
const Double = (description: string) => Type.Number({ format: 'double', description });
const WeekPeriod = () => Type.String({ description: 'Week-ending date, YYYY-MM-DD' });

/** One week of US crude stocks. */
export const CrudeInventoryWeekSchema = Type.Object({
  period: WeekPeriod(),
  stocksMb: Double('US commercial crude stocks excluding the SPR, million barrels'),
  weeklyChangeMb: Type.Optional(Double('Change from the previous week, million barrels')),
});

/** One week of US natural-gas storage. */
export const NatGasWeekSchema = Type.Object({
  period: WeekPeriod(),
  storBcf: Double('Lower-48 working gas in storage, billion cubic feet'),
  weeklyChangeBcf: Type.Optional(Double('Change from the previous week, billion cubic feet')),
});

/** One week of Strategic Petroleum Reserve stocks. */
export const SprWeekSchema = Type.Object({
  period: WeekPeriod(),
  stocksMb: Double('Strategic Petroleum Reserve stocks, million barrels'),
});

/** The strategic-reserve part of the inventories. */
export const SprSnapshotSchema = Type.Object({
  latestStocksMb: Double('Latest SPR stocks, million barrels'),
  changeWow: Type.Optional(Double('Change from the previous week, million barrels')),
  weeks: Type.Array(SprWeekSchema, { description: 'Recent weeks, newest first' }),
});

/** One gas day of EU storage. */
export const EuGasDaySchema = Type.Object({
  date: Type.String({ description: 'Gas day, YYYY-MM-DD' }),
  fillPct: Double('Filling level, percent of working gas volume'),
});

/** EU aggregate gas storage. */
export const EuGasSchema = Type.Object({
  fillPct: Double('Latest EU aggregate filling level, percent'),
  fillPctChange1d: Type.Optional(Double('Change from the previous gas day, percentage points')),
  trend: StringEnum(EU_GAS_TRENDS, {
    description: 'Direction of the filling level over the last gas day; unknown without a previous day',
  }),
  history: Type.Array(EuGasDaySchema, { description: 'Recent gas days, newest first' }),
});

/** Oil-stock summary of one IEA region. */
export const RegionStatsSchema = Type.Object({
  avgDays: Double('Mean days of net imports covered, over the region members with a figure'),
  minDays: Double('Lowest days of cover in the region'),
  countBelowObligation: Int32({ minimum: 0, description: 'Members below the 90-day obligation' }),
});

/** One IEA member's oil stocks. */
export const IeaMemberSchema = Type.Object({
  iso2: Type.String({ description: 'ISO 3166-1 alpha-2 code' }),
  daysOfCover: Type.Optional(Double('Days of net imports covered by stocks; absent for net exporters')),
  netExporter: Type.Boolean(),
  belowObligation: Type.Boolean({ description: 'True when a net importer holds under 90 days' }),
});

/** IEA members' oil stocks for one month. */
export const IeaStocksSchema = Type.Object({
  dataMonth: Type.String({ description: 'Month of the figures, YYYY-MM' }),
  members: Type.Array(IeaMemberSchema),
  europe: Type.Optional(RegionStatsSchema),
  asiaPacific: Type.Optional(RegionStatsSchema),
  northAmerica: Type.Optional(RegionStatsSchema),
});

/** Latest US refinery crude input. */
export const RefinerySchema = Type.Object({
  inputsMbpd: Double('US refiner net input of crude oil, thousand barrels per day (EIA MBBL/D)'),
  period: WeekPeriod(),
});

/** GetOilInventoriesResponse (SPEC §2.3). */
export const GetOilInventoriesResponseSchema = Type.Object({
  crudeWeeks: Type.Array(CrudeInventoryWeekSchema, { description: 'Recent weeks, newest first' }),
  spr: Type.Optional(SprSnapshotSchema),
  natGasWeeks: Type.Array(NatGasWeekSchema, { description: 'Recent weeks, newest first' }),
  euGas: Type.Optional(EuGasSchema),
  ieaStocks: Type.Optional(IeaStocksSchema),
  refinery: Type.Optional(RefinerySchema),
  updatedAt: EpochMs('Time of the most recently updated part, Unix epoch ms; 0 when no part has data'),
});

/** The degraded answer: no inventory dataset has data. @see SPEC §7 */
export const OIL_INVENTORIES_UNAVAILABLE: Static<typeof GetOilInventoriesResponseSchema> = {
  crudeWeeks: [],
  natGasWeeks: [],
  updatedAt: 0,
};

/** GET /api/economic/v1/get-oil-inventories. */
export const getOilInventories = getOp({
  id: 'GetOilInventories',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-oil-inventories',
  summary: 'Oil and gas inventories',
  description:
    "US crude stocks, the Strategic Petroleum Reserve, US natural-gas storage and refinery inputs (EIA weekly series), EU gas storage (GIE AGSI+) and IEA members' oil stocks. Each part comes from its own dataset; a part whose dataset has no data yet is absent (empty for the week lists).",
  query: Type.Object({}),
  response: GetOilInventoriesResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [
    economicKeys.eiaCrudeStocks.name,
    economicKeys.eiaSprStocks.name,
    economicKeys.eiaNatGasStorage.name,
    economicKeys.eiaRefineryInputs.name,
    economicKeys.gieEuGasStorage.name,
    economicKeys.ieaOilStocks.name,
  ],
});

/** Latest spot price of one commodity. */
export const EnergyPriceSchema = Type.Object({
  commodity: StringEnum(ENERGY_COMMODITIES, { description: 'Commodity identifier' }),
  name: Type.String({ description: 'Display name, e.g. WTI Crude Oil' }),
  price: Double('Latest weekly spot price, USD'),
  change: Type.Optional(Double('Percent change from the previous week, one decimal')),
  unit: Type.String({ description: 'Price unit, e.g. $/barrel' }),
  priceAt: EpochMs('Start of the day the price is for, Unix epoch ms'),
});

/** GetEnergyPricesResponse (SPEC §2.3). */
export const GetEnergyPricesResponseSchema = Type.Object({
  prices: Type.Array(EnergyPriceSchema),
});

/** The degraded answer: no prices have been loaded (an empty list). @see SPEC §7 */
export const ENERGY_PRICES_UNAVAILABLE: Static<typeof GetEnergyPricesResponseSchema> = { prices: [] };

/** GET /api/economic/v1/get-energy-prices. */
export const getEnergyPrices = getOp({
  id: 'GetEnergyPrices',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-energy-prices',
  summary: 'Energy spot prices',
  description:
    'Latest weekly spot prices of the tracked energy commodities (WTI and Brent crude, EIA). `commodities` (repeated) limits the answer to those commodities; absent returns all. An empty list with X-Data-Status: unavailable means no prices have been loaded yet.',
  query: Type.Object({
    commodities: Type.Optional(
      Repeated(StringEnum(ENERGY_COMMODITIES), {
        maxItems: MAX_COMMODITY_FILTERS,
        description: 'Commodities to return (repeat the parameter for several)',
      }),
    ),
  }),
  response: GetEnergyPricesResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [economicKeys.energySpotPrices.name],
});

/** Every economic operation. */
export const economicOperations: readonly OperationDef[] = [
  getOilInventories,
  getEnergyPrices,
  getEcbFxRates,
  ...macroOperations,
  ...energyOperations,
  getFredSeriesBatch,
];
