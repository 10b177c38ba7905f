/**
 * Contract of the energy weeklies of the economic service: US crude stocks (EIA WCRSTUS1, total
 * including the SPR), US natural-gas storage (EIA NW2_EPG0_SWO_R48_BCF) and annual US generating
 * capacity by energy source (EIA state electricity profiles). Field names follow the reference's
 * EconomicService document (DESIGN §8).
 */
import Type, { type Static } from 'typebox';
import { Int32, Repeated, StringEnum } from '../../contract/common';
import { getOp } from '../../contract/op';
import { economicKeys } from './data';
import { CAPACITY_SOURCES, energyKeys } from './data-energy';

const SERVICE = 'economic';
const TAG = 'Economic';

const Double = (description: string) => Type.Number({ format: 'double', description });
const WeekPeriod = () => Type.String({ description: "EIA's week-ending date, YYYY-MM-DD" });

/** One week of US crude stocks. */
export const CrudeWeekSchema = Type.Object({
  period: WeekPeriod(),
  stocksMb: Double('Crude oil stocks, million barrels'),
  weeklyChangeMb: Type.Optional(Double('Change from the week before, million barrels (positive = build)')),
});

/** One week of US natural-gas storage. */
export const GasStorageWeekSchema = Type.Object({
  period: WeekPeriod(),
  storBcf: Double('Lower-48 working gas in storage, billion cubic feet'),
  weeklyChangeBcf: Type.Optional(
    Double('Change from the week before, billion cubic feet (positive = injection)'),
  ),
});

/** Years of capacity history when `years` is absent. */
export const DEFAULT_CAPACITY_YEARS = 20;
/** Most years of capacity history one answer may carry. */
export const MAX_CAPACITY_YEARS = 50;

export const GetCrudeInventoriesResponseSchema = Type.Object({
  weeks: Type.Array(CrudeWeekSchema, { description: 'The 8 newest weeks, newest first' }),
  latestPeriod: Type.Optional(
    Type.String({ description: 'Week-ending date of the newest week, YYYY-MM-DD' }),
  ),
});
/** The degraded answer: no weeks loaded. @see SPEC §7 */
export const CRUDE_INVENTORIES_UNAVAILABLE: Static<typeof GetCrudeInventoriesResponseSchema> = { weeks: [] };

/** GET /api/economic/v1/get-crude-inventories. */
export const getCrudeInventories = getOp({
  id: 'GetCrudeInventories',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-crude-inventories',
  summary: 'US crude oil stocks, weekly',
  description:
    "The 8 newest weeks of total US crude oil ending stocks including the Strategic Petroleum Reserve (EIA series WCRSTUS1), in million barrels, with each week's change (positive = build). Weeks are EIA's week-ending dates.",
  query: Type.Object({}),
  response: GetCrudeInventoriesResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [energyKeys.eiaCrudeTotalStocks.name],
});

export const GetNatGasStorageResponseSchema = Type.Object({
  weeks: Type.Array(GasStorageWeekSchema, { description: 'The 8 newest weeks, newest first' }),
  latestPeriod: Type.Optional(
    Type.String({ description: 'Week-ending date of the newest week, YYYY-MM-DD' }),
  ),
});
/** The degraded answer: no weeks loaded. @see SPEC §7 */
export const NAT_GAS_STORAGE_UNAVAILABLE: Static<typeof GetNatGasStorageResponseSchema> = { weeks: [] };

/** GET /api/economic/v1/get-nat-gas-storage. */
export const getNatGasStorage = getOp({
  id: 'GetNatGasStorage',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-nat-gas-storage',
  summary: 'US natural-gas storage, weekly',
  description:
    "The 8 newest weeks of Lower-48 working gas in underground storage (EIA series NW2_EPG0_SWO_R48_BCF), in billion cubic feet, with each week's change (positive = injection).",
  query: Type.Object({}),
  response: GetNatGasStorageResponseSchema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [economicKeys.eiaNatGasStorage.name],
});

export const EnergyCapacitySeriesSchema = Type.Object({
  energySource: Type.String({ description: 'EIA energy source code (SUN, WND, COL)' }),
  name: Type.String({ description: 'Energy source, as EIA describes it' }),
  data: Type.Array(
    Type.Object({
      year: Int32({ description: 'Year' }),
      capacityMw: Type.Number({ format: 'double', description: 'US net summer capacity, megawatts' }),
    }),
    { description: 'One value per year, oldest first' },
  ),
});

export const GetEnergyCapacityResponseSchema = Type.Object({
  series: Type.Array(EnergyCapacitySeriesSchema),
});
/** The degraded answer: no capacity loaded. @see SPEC §7 */
export const ENERGY_CAPACITY_UNAVAILABLE: Static<typeof GetEnergyCapacityResponseSchema> = { series: [] };

/** GET /api/economic/v1/get-energy-capacity. */
export const getEnergyCapacity = getOp({
  id: 'GetEnergyCapacity',
  service: SERVICE,
  tag: TAG,
  rpc: 'get-energy-capacity',
  summary: 'US generating capacity by energy source',
  description:
    'Annual US electric generating capacity (net summer capability, megawatts) of solar, wind and coal from EIA state electricity profiles (Form EIA-860). `energy_sources` (repeated) limits the sources; `years` (1-50, default 20) sets how many of the newest years are listed.',
  query: Type.Object({
    energy_sources: Type.Optional(
      Repeated(StringEnum(CAPACITY_SOURCES), {
        maxItems: CAPACITY_SOURCES.length,
        description: 'EIA energy source codes to return (repeat for several); absent returns all',
      }),
    ),
    years: Type.Optional(
      Int32({
        minimum: 1,
        maximum: MAX_CAPACITY_YEARS,
        description: `Newest years to list, 1-${MAX_CAPACITY_YEARS}; default ${DEFAULT_CAPACITY_YEARS}`,
      }),
    ),
  }),
  response: GetEnergyCapacityResponseSchema,
  access: 'key',
  cacheTier: 'daily',
  rateLimitClass: 'caller',
  snapshotKeys: [energyKeys.eiaEnergyCapacity.name],
});

/** The energy weeklies operations. */
export const energyOperations = [getCrudeInventories, getNatGasStorage, getEnergyCapacity] as const;
