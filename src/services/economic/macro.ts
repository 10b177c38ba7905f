/**
 * The macro and energy-weeklies wave of the economic service in one list (handlers, keys,
 * sources), so the service index takes it in one line each.
 */

import type { Source } from '../../ingest/source';
import type { SnapshotKey } from '../../store/snapshot';
import type { BoundHandler, BoundPostHandler } from '../handler';
import { energyKeys } from './data-energy';
import { fredKeys, macroKeys } from './data-macro';
import { getBlsSeriesHandler } from './get-bls-series';
import { getCrudeInventoriesHandler } from './get-crude-inventories';
import { getEconomicCalendarHandler } from './get-economic-calendar';
import { getEconomicStressHandler } from './get-economic-stress';
import { getEnergyCapacityHandler } from './get-energy-capacity';
import { getFaoFoodPriceIndexHandler } from './get-fao-food-price-index';
import { getFredSeriesHandler } from './get-fred-series';
import { getFredSeriesBatchHandler } from './get-fred-series-batch';
import { getNatGasStorageHandler } from './get-nat-gas-storage';
import { listBigMacPricesHandler } from './list-bigmac-prices';
import { listWorldBankIndicatorsHandler } from './list-world-bank-indicators';
import { economistBigMacSource } from './sources/economist-bigmac/source';
import { eiaCapacitySource } from './sources/eia-capacity/source';
import { faoFfpiSource } from './sources/fao-ffpi/source';
import { fredSource } from './sources/fred/source';
import { worldBankIndicatorsSource } from './sources/worldbank-indicators/source';

/** Handlers of the wave's GET operations. */
export const macroHandlers: readonly BoundHandler[] = [
  getFredSeriesHandler,
  getBlsSeriesHandler,
  getEconomicCalendarHandler,
  getEconomicStressHandler,
  getFaoFoodPriceIndexHandler,
  listBigMacPricesHandler,
  getCrudeInventoriesHandler,
  getNatGasStorageHandler,
  getEnergyCapacityHandler,
  listWorldBankIndicatorsHandler,
];

/** Handlers of the wave's POST operations. */
export const macroPostHandlers: readonly BoundPostHandler[] = [getFredSeriesBatchHandler];

/** Snapshot keys of the wave. */
export const macroKeysAll: Readonly<Record<string, SnapshotKey>> = {
  ...Object.fromEntries(
    Object.entries(fredKeys).map(([id, k]) => [`fred${id}`, k as unknown as SnapshotKey]),
  ),
  ...(macroKeys as unknown as Record<string, SnapshotKey>),
  ...(energyKeys as unknown as Record<string, SnapshotKey>),
};

/** Sources of the wave. */
export const macroSources: readonly Source[] = [
  fredSource,
  faoFfpiSource,
  economistBigMacSource,
  eiaCapacitySource,
  worldBankIndicatorsSource,
];
