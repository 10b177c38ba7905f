/** The variables the UCDP GED reader uses. */
import { envVar } from '../../../../env-vars';

/** Default origin of the UCDP API. */
export const UCDP_DEFAULT_BASE_URL = 'https://ucdpapi.pcr.uu.se';

/** Declared variables of UCDP GED. */
export const UCDP_GED_ENV = {
  UCDP_BASE_URL: envVar.url({ default: UCDP_DEFAULT_BASE_URL, description: 'UCDP GED API origin.' }),
  UCDP_ACCESS_TOKEN: envVar.secret({ description: 'UCDP access token (sent as x-ucdp-access-token).' }),
  UCDP_GED_VERSION: envVar.optionalText({
    description:
      'UCDP GED version to read, e.g. 26.0.7 (default: the newest monthly candidate that answers).',
  }),
} as const;
