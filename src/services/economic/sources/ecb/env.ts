/** The variables the ECB reference-rate source reads. */
import { envVar } from '../../../../env-vars';

/** Declared variables of the source. */
export const ECB_ENV = {
  ECB_BASE_URL: envVar.url({
    default: 'https://www.ecb.europa.eu',
    description: 'ECB origin serving /stats/eurofxref/eurofxref-daily.xml and eurofxref-hist-90d.xml.',
  }),
} as const;
