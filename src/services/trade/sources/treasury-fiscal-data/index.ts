/**
 * US Treasury Fiscal Data API, Monthly Treasury Statement table 9 (keyless, daily): US customs
 * duties by month. No bundle: no real capture of this answer exists.
 * @see https://fiscaldata.treasury.gov/api-documentation/
 */

import { defineSource } from '../../../../ingest/source';
import { tradeKeys } from '../../data';
import { TREASURY_FISCAL_DATA_ENV } from './env';
import { createTreasuryCustomsRevenueJob } from './job';

/** The Treasury Fiscal Data source. */
export const treasuryFiscalDataSource = defineSource({
  id: 'treasury-fiscal-data',
  title: 'US Treasury Fiscal Data API (MTS table 9)',
  note: 'keyless; daily',
  availability: {
    kind: 'documented-format',
    reason: 'parser built on the documented Fiscal Data layout; no live capture of MTS table 9 yet',
  },
  keys: [tradeKeys.customsRevenue],
  env: TREASURY_FISCAL_DATA_ENV,
  jobs: (settings) => [createTreasuryCustomsRevenueJob(settings)],
});
