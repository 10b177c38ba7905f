/** The variables the World Bank source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the World Bank Indicators API. */
export const WORLD_BANK_DEFAULT_BASE_URL = 'https://api.worldbank.org';

/** Declared variables of the source. */
export const WORLD_BANK_ENV = {
  WORLD_BANK_BASE_URL: envVar.url({
    default: WORLD_BANK_DEFAULT_BASE_URL,
    description: 'World Bank Indicators API origin.',
  }),
} as const;
