/**
 * Kalshi (keyless, every 15 minutes): open prediction markets from the Trade API v2 `/events`,
 * with a bundled real capture.
 *
 * `prediction:kalshi-markets` ← the Kalshi Trade API v2 `/events` (public market data, keyless):
 * one page of 200 open events with their nested markets. Every 15 minutes (+ up to 3 minutes of
 * jitter) with conditional requests, well inside the public read limits.
 * @see https://docs.kalshi.com/api-reference
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { predictionKeys } from '../../data';
import { parseKalshiEvents } from './parser';

/** Default origin of the Kalshi Trade API (public market data). */
export const KALSHI_DEFAULT_BASE_URL = 'https://api.elections.kalshi.com';

/** Declared variables of the source. */
export const KALSHI_ENV = {
  KALSHI_BASE_URL: envVar.url({
    default: KALSHI_DEFAULT_BASE_URL,
    description: 'Kalshi Trade API origin (public prediction-market events).',
  }),
} as const;

/** The events route. */
export const KALSHI_EVENTS_PATH = '/trade-api/v2/events';
/** Open events with their markets. */
export const KALSHI_EVENTS_QUERY = 'status=open&with_nested_markets=true&limit=200';
/** Every 15 minutes plus up to 3 minutes of jitter. */
export const KALSHI_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;

/** Bundled real capture: 2 events with 7 of their 9 markets, last updated 2026-06-29. */
export const KALSHI_BUNDLE = bundleBeside(import.meta.url, {
  name: 'predictions-kalshi',
  files: { events: 'events.json' },
  capturedAt: '2026-06-29T19:47:00Z',
});

/** The Kalshi source. */
export const kalshiSource = defineSource({
  id: 'kalshi',
  title: 'Kalshi Trade API prediction-market events',
  note: 'keyless; every 15 minutes',
  availability: KEYLESS,
  keys: [predictionKeys.kalshi],
  env: KALSHI_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'kalshi-events',
      key: predictionKeys.kalshi,
      title: 'Kalshi',
      url: `${joinUrl(settings.KALSHI_BASE_URL, KALSHI_EVENTS_PATH)}?${KALSHI_EVENTS_QUERY}`,
      resource: 'events',
      accept: 'application/json',
      schedule: KALSHI_SCHEDULE,
      // A page of open events always holds open markets: none means a broken answer.
      minRecords: 1,
      bundle: KALSHI_BUNDLE,
      parse: parseKalshiEvents,
    }),
  ],
});
