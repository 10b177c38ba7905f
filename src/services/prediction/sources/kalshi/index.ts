/**
 * Kalshi (keyless, every 15 minutes): open prediction markets from the Trade API v2 `/events`,
 * with a bundled real capture.
 * @see https://docs.kalshi.com/api-reference
 */
import { defineSource } from '../../../../ingest/source';
import { KALSHI_ENV } from './env';
import { createKalshiEventsJob } from './job';

/** The Kalshi source. */
export const kalshiSource = defineSource({
  id: 'kalshi',
  title: 'Kalshi Trade API prediction-market events',
  note: 'keyless; every 15 minutes',
  env: KALSHI_ENV,
  jobs: (settings) => [createKalshiEventsJob(settings)],
});
