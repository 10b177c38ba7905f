/**
 * Polymarket (keyless, every 15 minutes): open prediction markets from the Gamma API `/events`,
 * with a bundled real capture.
 *
 * `prediction:polymarket-markets` ← the Polymarket Gamma API `/events` (public, keyless): the
 * 100 open events with the most volume over 24 hours, with their markets. Every 15 minutes
 * (+ up to 3 minutes of jitter) with conditional requests: prices move, and the public API's
 * rate limits are far above one call per quarter hour.
 * @see https://docs.polymarket.com/developers/gamma-markets-api/overview
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { predictionKeys } from '../../data';
import { parsePolymarketEvents } from './parser';

/** Default origin of the Polymarket Gamma API. */
export const POLYMARKET_GAMMA_DEFAULT_BASE_URL = 'https://gamma-api.polymarket.com';

/** Declared variables of the source. */
export const POLYMARKET_ENV = {
  POLYMARKET_GAMMA_BASE_URL: envVar.url({
    default: POLYMARKET_GAMMA_DEFAULT_BASE_URL,
    description: 'Polymarket Gamma API origin (public prediction-market events).',
  }),
} as const;

/** The events route. */
export const POLYMARKET_EVENTS_PATH = '/events';
/** Open events, most traded over 24 hours first. */
export const POLYMARKET_EVENTS_QUERY = 'limit=100&active=true&closed=false&order=volume24hr&ascending=false';
/** Every 15 minutes plus up to 3 minutes of jitter. */
export const POLYMARKET_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;

/** Bundled real capture: 2 events with 4 of their 8 markets (2 open), Gamma of 2026-07-25. */
export const POLYMARKET_BUNDLE = bundleBeside(import.meta.url, {
  name: 'predictions-polymarket',
  files: { events: 'events.json' },
  capturedAt: '2026-07-25T05:50:21Z',
});

/** The Polymarket source. */
export const polymarketSource = defineSource({
  id: 'polymarket',
  title: 'Polymarket Gamma API prediction-market events',
  note: 'keyless; every 15 minutes',
  availability: KEYLESS,
  keys: [predictionKeys.polymarket],
  env: POLYMARKET_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'polymarket-events',
      key: predictionKeys.polymarket,
      title: 'Polymarket Gamma',
      url: `${joinUrl(settings.POLYMARKET_GAMMA_BASE_URL, POLYMARKET_EVENTS_PATH)}?${POLYMARKET_EVENTS_QUERY}`,
      resource: 'events',
      accept: 'application/json',
      schedule: POLYMARKET_SCHEDULE,
      // The busiest open events always hold open markets: none means a broken answer.
      minRecords: 1,
      bundle: POLYMARKET_BUNDLE,
      parse: parsePolymarketEvents,
    }),
  ],
});
