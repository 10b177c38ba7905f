/**
 * Kalshi (keyless, every 15 minutes): open prediction markets from the Trade API v2 `/events`,
 * with a bundled real capture.
 * @see https://docs.kalshi.com/api-reference
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { predictionKeys } from '../../data';
import { KALSHI_ENV } from './env';
import { createKalshiEventsJob } from './job';

/** The Kalshi source. */
export const kalshiSource = defineSource({
  id: 'kalshi',
  title: 'Kalshi Trade API prediction-market events',
  note: 'keyless; every 15 minutes',
  availability: KEYLESS,
  keys: [predictionKeys.kalshi],
  env: KALSHI_ENV,
  jobs: (settings) => [createKalshiEventsJob(settings)],
});
