/** The energy wave's handlers and sources, added to the supply-chain service in `index.ts`. */
import type { BoundHandler } from '../handler';
import { getCriticalMineralsHandler } from './get-critical-minerals';
import { getFuelShortageDetailHandler } from './get-fuel-shortage-detail';
import { getMineralProductionHandler } from './get-mineral-production';
import { getPipelineDetailHandler } from './get-pipeline-detail';
import { getStorageFacilityDetailHandler } from './get-storage-facility-detail';
import { listEnergyDisruptionsHandler } from './list-energy-disruptions';
import { listFuelShortagesHandler } from './list-fuel-shortages';
import { listStorageFacilitiesHandler } from './list-storage-facilities';
import { energyRegistriesSource } from './sources/energy-registries/source';
import { usgsMcsSource } from './sources/usgs-mcs/source';

/** Handlers of the energy wave. */
export const supplyChainEnergyHandlers: readonly BoundHandler[] = [
  getPipelineDetailHandler,
  listStorageFacilitiesHandler,
  getStorageFacilityDetailHandler,
  listFuelShortagesHandler,
  getFuelShortageDetailHandler,
  listEnergyDisruptionsHandler,
  getMineralProductionHandler,
  getCriticalMineralsHandler,
];

/** Sources of the energy wave. */
export const supplyChainEnergySources = [energyRegistriesSource, usgsMcsSource] as const;
