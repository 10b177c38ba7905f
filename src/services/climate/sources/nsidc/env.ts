/** The variables the NSIDC source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the NSIDC Sea Ice Index files. */
export const NSIDC_DEFAULT_BASE_URL = 'https://noaadata.apps.nsidc.org';

/** Declared variables of the source. */
export const NSIDC_ENV = {
  NSIDC_BASE_URL: envVar.url({
    default: NSIDC_DEFAULT_BASE_URL,
    description: 'NSIDC Sea Ice Index origin.',
  }),
} as const;
