/** The variables the Travelpayouts fare provider reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the Travelpayouts Data API. */
export const TRAVELPAYOUTS_DEFAULT_BASE_URL = 'https://api.travelpayouts.com';

/** Declared variables of the source. */
export const TRAVELPAYOUTS_ENV = {
  TRAVELPAYOUTS_TOKEN: envVar.secret({
    aliases: ['TRAVELPAYOUTS_API_TOKEN'],
    description:
      'Travelpayouts Data API token for search-flight-prices (alias TRAVELPAYOUTS_API_TOKEN; without it the provider is off).',
  }),
  TRAVELPAYOUTS_BASE_URL: envVar.url({
    default: TRAVELPAYOUTS_DEFAULT_BASE_URL,
    description: 'Travelpayouts API origin.',
  }),
} as const;
