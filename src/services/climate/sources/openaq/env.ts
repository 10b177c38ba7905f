/** The variables the OpenAQ source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the OpenAQ API. */
export const OPENAQ_DEFAULT_BASE_URL = 'https://api.openaq.org';

/** Declared variables of the source. */
export const OPENAQ_ENV = {
  OPENAQ_BASE_URL: envVar.url({
    default: OPENAQ_DEFAULT_BASE_URL,
    description: 'OpenAQ v3 API origin.',
  }),
  OPENAQ_API_KEY: envVar.secret({
    description: 'OpenAQ API key (sent as X-API-Key); without it the job is not_configured.',
  }),
} as const;
