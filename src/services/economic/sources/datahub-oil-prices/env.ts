/** The variables the oil-price mirror source reads. */
import { envVar } from '../../../../env-vars';

/** Default location of the mirror's files (the `datasets/oil-prices` data package). */
export const DATAHUB_OIL_PRICES_DEFAULT_BASE_URL =
  'https://raw.githubusercontent.com/datasets/oil-prices/main';

/** Declared variables of the source. */
export const DATAHUB_OIL_PRICES_ENV = {
  DATAHUB_OIL_PRICES_BASE_URL: envVar.url({
    default: DATAHUB_OIL_PRICES_DEFAULT_BASE_URL,
    description: 'Folder of the WTI/Brent weekly price CSVs (the datasets/oil-prices mirror).',
  }),
} as const;
