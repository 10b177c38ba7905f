/** The economic service (transitional: its pieces still live in the layer folders). */
import { economicOperations } from '../../contract/economic';
import { defineLegacySource } from '../../ingest/legacy-source';
import { createEiaCrudeStocksJob, createEiaNatGasStorageJob, createEiaRefineryInputsJob, createEiaSprStocksJob } from '../../ingest/jobs/eia-weekly';
import { createEnergySpotPricesJob } from '../../ingest/jobs/energy-spot-prices';
import { createGieEuGasStorageJob } from '../../ingest/jobs/gie-eu-gas-storage';
import { economicKeys } from '../../store/schemas/economic';
import { defineService } from '../service';
import { getEnergyPricesHandler } from './get-energy-prices';
import { getOilInventoriesHandler } from './get-oil-inventories';

/** The economic service. */
export const economicService = defineService({
  name: 'economic',
  operations: economicOperations,
  handlers: [getOilInventoriesHandler, getEnergyPricesHandler],
  keys: economicKeys,
  sources: [
    defineLegacySource('eia', 'EIA', 'keyed', (env) => [createEiaCrudeStocksJob(env), createEiaSprStocksJob(env), createEiaNatGasStorageJob(env), createEiaRefineryInputsJob(env)]),
    defineLegacySource('gie-agsi', 'GIE AGSI+', 'keyed', (env) => [createGieEuGasStorageJob(env)]),
    defineLegacySource('datahub-oil-prices', 'Oil prices', 'keyless', (env) => [createEnergySpotPricesJob(env)]),
  ],
});
