/** The variables the Kalshi source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the Kalshi Trade API (public market data). */
export const KALSHI_DEFAULT_BASE_URL = 'https://api.elections.kalshi.com';

/** Declared variables of the source. */
export const KALSHI_ENV = {
  KALSHI_BASE_URL: envVar.url({
    default: KALSHI_DEFAULT_BASE_URL,
    description: 'Kalshi Trade API origin (public prediction-market events).',
  }),
} as const;
