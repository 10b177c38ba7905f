/**
 * ECB euro foreign exchange reference rates (keyless, every 6 hours): the daily file, with the
 * 90-day history for the day-on-day change, and a bundled real capture.
 * @see https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { economicKeys } from '../../data';
import { ECB_ENV } from './env';
import { createEcbFxRatesJob } from './job';

/** The ECB reference-rate source. */
export const ecbSource = defineSource({
  id: 'ecb',
  title: 'ECB euro foreign exchange reference rates',
  note: 'keyless; every 6 hours',
  availability: KEYLESS,
  keys: [economicKeys.ecbFxRates],
  env: ECB_ENV,
  jobs: (settings) => [createEcbFxRatesJob(settings)],
});
