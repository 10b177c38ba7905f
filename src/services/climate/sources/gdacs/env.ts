/** The variables the GDACS source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the GDACS API. */
export const GDACS_DEFAULT_BASE_URL = 'https://www.gdacs.org';

/** Declared variables of the source. */
export const GDACS_ENV = {
  GDACS_BASE_URL: envVar.url({
    default: GDACS_DEFAULT_BASE_URL,
    description: 'GDACS origin.',
  }),
} as const;
