/** The variables the ACLED reader uses. */
import { envVar } from '../../../../env-vars';

/** Default origin of the ACLED API. */
export const ACLED_DEFAULT_BASE_URL = 'https://acleddata.com';

/** Declared variables of ACLED: a static access token, or an account for OAuth (password grant). */
export const ACLED_ENV = {
  ACLED_BASE_URL: envVar.url({ default: ACLED_DEFAULT_BASE_URL, description: 'ACLED API origin.' }),
  ACLED_ACCESS_TOKEN: envVar.secret({ description: 'ACLED static access token.' }),
  ACLED_EMAIL: envVar.optionalText({ description: 'ACLED account e-mail for OAuth (with ACLED_PASSWORD).' }),
  ACLED_PASSWORD: envVar.secret({ description: 'ACLED account password for OAuth.' }),
} as const;
