/**
 * `prediction:kalshi-markets` ← the Kalshi Trade API v2 `/events` (public market data, keyless):
 * one page of 200 open events with their nested markets. Every 15 minutes (+ up to 3 minutes of
 * jitter) with conditional requests, well inside the public read limits.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { predictionKeys } from '../../data';
import type { KALSHI_ENV } from './env';
import { parseKalshiEvents } from './parser';

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

/** Creates the Kalshi events job. */
export function createKalshiEventsJob(settings: EnvValues<typeof KALSHI_ENV>): AnyIngestJob {
  const url = `${joinUrl(settings.KALSHI_BASE_URL, KALSHI_EVENTS_PATH)}?${KALSHI_EVENTS_QUERY}`;
  return defineJob({
    id: 'kalshi-events',
    key: predictionKeys.kalshi,
    source: `Kalshi ${url}`,
    schedule: KALSHI_SCHEDULE,
    credentials: { kind: 'keyless' },
    // A page of open events always holds open markets: none means a broken answer.
    minRecords: 1,
    bundle: KALSHI_BUNDLE,
    async fetch({ http }) {
      return { events: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parseKalshiEvents(payload.events ?? '');
    },
  });
}
