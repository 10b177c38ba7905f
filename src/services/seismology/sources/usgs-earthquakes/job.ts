/**
 * `seismology:earthquakes` ← one USGS GeoJSON summary feed (keyless), by default magnitude 2.5 and
 * above over the past week. The feeds change as events are added and revised; a run every
 * 5 minutes (+ up to 1 minute of jitter) with conditional requests keeps the list current without
 * downloading an unchanged feed twice.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { seismologyKeys } from '../../data';
import type { USGS_EARTHQUAKES_ENV, UsgsFeed } from './env';
import { parseUsgsFeed } from './parser';

/** Folder of the summary feeds. */
export const USGS_SUMMARY_FEED_DIR = '/earthquakes/feed/v1.0/summary';
/** Every 5 minutes plus up to a minute of jitter. */
export const USGS_EARTHQUAKES_SCHEDULE = { everyMs: 5 * 60_000, jitterMs: 60_000 } as const;

/** Path of one summary feed (`/earthquakes/feed/v1.0/summary/2.5_week.geojson`). */
export function usgsFeedPath(feed: UsgsFeed): string {
  return `${USGS_SUMMARY_FEED_DIR}/${feed}.geojson`;
}

/** Bundled real capture: 30 of the 52 events of the M2.5+ past-day feed of 2026-07-21. */
export const USGS_EARTHQUAKES_BUNDLE = bundleBeside(import.meta.url, {
  name: 'seismology-usgs',
  files: { feed: 'summary_2.5_day.geojson' },
  capturedAt: '2026-07-21T03:20:15Z',
});

/** Creates the USGS earthquake feed job. */
export function createUsgsEarthquakesJob(settings: EnvValues<typeof USGS_EARTHQUAKES_ENV>): AnyIngestJob {
  const url = joinUrl(settings.USGS_EARTHQUAKE_BASE_URL, usgsFeedPath(settings.USGS_EARTHQUAKE_FEED));
  return defineJob({
    id: 'usgs-earthquakes',
    key: seismologyKeys.earthquakes,
    source: `USGS earthquake summary feed ${url}`,
    schedule: USGS_EARTHQUAKES_SCHEDULE,
    credentials: { kind: 'keyless' },
    // The parser refuses an empty list unless the feed itself counts zero events.
    minRecords: 0,
    bundle: USGS_EARTHQUAKES_BUNDLE,
    async fetch({ http }) {
      return { feed: await http.get(url, { accept: 'application/geo+json, application/json' }) };
    },
    async parse(payload) {
      return parseUsgsFeed(payload.feed ?? '');
    },
  });
}
