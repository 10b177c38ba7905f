/**
 * Polymarket (keyless, every 15 minutes): open prediction markets from the Gamma API `/events`,
 * with a bundled real capture.
 * @see https://docs.polymarket.com/developers/gamma-markets-api/overview
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { predictionKeys } from '../../data';
import { POLYMARKET_ENV } from './env';
import { createPolymarketEventsJob } from './job';

/** The Polymarket source. */
export const polymarketSource = defineSource({
  id: 'polymarket',
  title: 'Polymarket Gamma API prediction-market events',
  note: 'keyless; every 15 minutes',
  availability: KEYLESS,
  keys: [predictionKeys.polymarket],
  env: POLYMARKET_ENV,
  jobs: (settings) => [createPolymarketEventsJob(settings)],
});
