/** The variables the NASA EONET source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the EONET API. */
export const EONET_DEFAULT_BASE_URL = 'https://eonet.gsfc.nasa.gov';

/** Declared variables of the source. */
export const EONET_ENV = {
  EONET_BASE_URL: envVar.url({
    default: EONET_DEFAULT_BASE_URL,
    description: 'NASA EONET origin.',
  }),
} as const;
