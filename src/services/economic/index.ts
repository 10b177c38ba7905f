/** Handlers of the economic service. */
import type { BoundHandler } from '../handler';
import { getEnergyPricesHandler } from './get-energy-prices';
import { getOilInventoriesHandler } from './get-oil-inventories';

/** Handlers of the economic operations. */
export const economicHandlers: readonly BoundHandler[] = [getOilInventoriesHandler, getEnergyPricesHandler];
