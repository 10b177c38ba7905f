/**
 * `prediction:polymarket-markets` ← the Polymarket Gamma API `/events` (public, keyless): the
 * 100 open events with the most volume over 24 hours, with their markets. Every 15 minutes
 * (+ up to 3 minutes of jitter) with conditional requests: prices move, and the public API's
 * rate limits are far above one call per quarter hour.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { predictionKeys } from '../../data';
import type { POLYMARKET_ENV } from './env';
import { parsePolymarketEvents } from './parser';

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

/** Creates the Polymarket events job. */
export function createPolymarketEventsJob(settings: EnvValues<typeof POLYMARKET_ENV>): AnyIngestJob {
  const url = `${joinUrl(settings.POLYMARKET_GAMMA_BASE_URL, POLYMARKET_EVENTS_PATH)}?${POLYMARKET_EVENTS_QUERY}`;
  return defineJob({
    id: 'polymarket-events',
    key: predictionKeys.polymarket,
    source: `Polymarket Gamma ${url}`,
    schedule: POLYMARKET_SCHEDULE,
    credentials: { kind: 'keyless' },
    // The busiest open events always hold open markets: none means a broken answer.
    minRecords: 1,
    bundle: POLYMARKET_BUNDLE,
    async fetch({ http }) {
      return { events: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parsePolymarketEvents(payload.events ?? '');
    },
  });
}
