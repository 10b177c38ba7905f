/** The variables the EIA source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the EIA API. */
export const EIA_DEFAULT_BASE_URL = 'https://api.eia.gov';

/** Declared variables of the source. */
export const EIA_ENV = {
  EIA_BASE_URL: envVar.url({ default: EIA_DEFAULT_BASE_URL, description: 'EIA Open Data API origin.' }),
  EIA_API_KEY: envVar.secret({
    description: 'EIA API key (sent as api_key); without it the EIA jobs are not_configured.',
  }),
} as const;
