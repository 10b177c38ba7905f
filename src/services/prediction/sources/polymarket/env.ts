/** The variables the Polymarket source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the Polymarket Gamma API. */
export const POLYMARKET_GAMMA_DEFAULT_BASE_URL = 'https://gamma-api.polymarket.com';

/** Declared variables of the source. */
export const POLYMARKET_ENV = {
  POLYMARKET_GAMMA_BASE_URL: envVar.url({
    default: POLYMARKET_GAMMA_DEFAULT_BASE_URL,
    description: 'Polymarket Gamma API origin (public prediction-market events).',
  }),
} as const;
