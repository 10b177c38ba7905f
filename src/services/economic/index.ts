/** The economic service: oil and gas inventories and energy spot prices (SPEC §4.6). */
import { defineService } from '../service';
import { economicOperations } from './contract';
import { economicKeys } from './data';
import { getEnergyPricesHandler } from './get-energy-prices';
import { getOilInventoriesHandler } from './get-oil-inventories';
import { datahubOilPricesSource } from './sources/datahub-oil-prices';
import { eiaSource } from './sources/eia';
import { gieAgsiSource } from './sources/gie-agsi';

/** The economic service. */
export const economicService = defineService({
  name: 'economic',
  operations: economicOperations,
  handlers: [getOilInventoriesHandler, getEnergyPricesHandler],
  keys: economicKeys,
  sources: [eiaSource, gieAgsiSource, datahubOilPricesSource],
});
