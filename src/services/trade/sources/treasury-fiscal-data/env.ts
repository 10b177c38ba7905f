/** The variables the Treasury Fiscal Data source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the Fiscal Data API. */
export const TREASURY_FISCAL_DATA_DEFAULT_BASE_URL = 'https://api.fiscaldata.treasury.gov';

/** Declared variables of the source. */
export const TREASURY_FISCAL_DATA_ENV = {
  TREASURY_FISCAL_DATA_BASE_URL: envVar.url({
    default: TREASURY_FISCAL_DATA_DEFAULT_BASE_URL,
    description: 'US Treasury Fiscal Data API origin.',
  }),
} as const;
