/**
 * The `datasets/oil-prices` data package (keyless, every 12 hours): EIA's weekly WTI and Brent spot
 * prices as CSV, with a bundled real capture.
 * @see https://github.com/datasets/oil-prices
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { economicKeys } from '../../data';
import { DATAHUB_OIL_PRICES_ENV } from './env';
import { createEnergySpotPricesJob } from './job';

/** The oil-price mirror source. */
export const datahubOilPricesSource = defineSource({
  id: 'datahub-oil-prices',
  title: 'datasets/oil-prices (EIA weekly WTI and Brent spot prices)',
  note: 'keyless; every 12 hours',
  availability: KEYLESS,
  keys: [economicKeys.energySpotPrices],
  env: DATAHUB_OIL_PRICES_ENV,
  jobs: (settings) => [createEnergySpotPricesJob(settings)],
});
