/** The economic service: oil and gas inventories, energy spot prices and ECB euro rates (SPEC §4.6). */
import { defineService } from '../service';
import { economicOperations } from './contract';
import { economicKeys } from './data';
import { getEcbFxRatesHandler } from './get-ecb-fx-rates';
import { getEnergyPricesHandler } from './get-energy-prices';
import { getOilInventoriesHandler } from './get-oil-inventories';
import { macroHandlers, macroKeysAll, macroPostHandlers, macroSources } from './macro';
import { economicNoSource } from './no-source';
import { datahubOilPricesSource } from './sources/datahub-oil-prices/source';
import { ecbSource } from './sources/ecb/source';
import { eiaSource } from './sources/eia/source';
import { gieAgsiSource } from './sources/gie-agsi/source';

/** The economic service. */
export const economicService = defineService({
  name: 'economic',
  operations: [...economicOperations, ...economicNoSource.operations],
  handlers: [
    getOilInventoriesHandler,
    getEnergyPricesHandler,
    getEcbFxRatesHandler,
    ...macroHandlers,
    ...economicNoSource.handlers,
  ],
  postHandlers: macroPostHandlers,
  keys: { ...economicKeys, ...macroKeysAll },
  sources: [eiaSource, gieAgsiSource, datahubOilPricesSource, ecbSource, ...macroSources],
});
