/**
 * USGS earthquake GeoJSON summary feeds (keyless, every 5 minutes): seismic events worldwide, with
 * a bundled real capture.
 *
 * `seismology:earthquakes` ← one USGS GeoJSON summary feed (keyless), by default magnitude 2.5 and
 * above over the past week. The feeds change as events are added and revised; a run every
 * 5 minutes (+ up to 1 minute of jitter) with conditional requests keeps the list current without
 * downloading an unchanged feed twice.
 * @see https://earthquake.usgs.gov/earthquakes/feed/v1.0/geojson.php
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { seismologyKeys } from '../../data';
import { parseUsgsFeed } from './parser';

/** Default origin of the USGS earthquake feeds. */
export const USGS_EARTHQUAKE_DEFAULT_BASE_URL = 'https://earthquake.usgs.gov';

/** Magnitude thresholds of the summary feeds (`significant`: USGS's significant events). */
export const USGS_FEED_MAGNITUDES = ['significant', '4.5', '2.5', '1.0', 'all'] as const;
/** Periods of the summary feeds. */
export const USGS_FEED_PERIODS = ['hour', 'day', 'week', 'month'] as const;
/** Every summary feed name, `<magnitude>_<period>` (e.g. `2.5_week`). */
export const USGS_FEEDS = USGS_FEED_MAGNITUDES.flatMap((m) =>
  USGS_FEED_PERIODS.map((p) => `${m}_${p}` as const),
);
/** One summary feed name. */
export type UsgsFeed = (typeof USGS_FEEDS)[number];
/** The feed read by default: magnitude 2.5 and above over the past week. */
export const USGS_DEFAULT_FEED: UsgsFeed = '2.5_week';

/** Declared variables of the source. */
export const USGS_EARTHQUAKES_ENV = {
  USGS_EARTHQUAKE_BASE_URL: envVar.url({
    default: USGS_EARTHQUAKE_DEFAULT_BASE_URL,
    description: 'USGS earthquake feeds origin.',
  }),
  USGS_EARTHQUAKE_FEED: envVar.oneOf({
    values: USGS_FEEDS,
    default: USGS_DEFAULT_FEED,
    description:
      'USGS GeoJSON summary feed read, <magnitude>_<period> (magnitude significant, 4.5, 2.5, 1.0 or all; period hour, day, week or month).',
  }),
} as const;

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

/** The USGS earthquake source. */
export const usgsEarthquakesSource = defineSource({
  id: 'usgs-earthquakes',
  title: 'USGS earthquake GeoJSON summary feeds',
  note: 'keyless; every 5 minutes',
  availability: KEYLESS,
  keys: [seismologyKeys.earthquakes],
  env: USGS_EARTHQUAKES_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'usgs-earthquakes',
      key: seismologyKeys.earthquakes,
      title: 'USGS earthquake summary feed',
      url: joinUrl(settings.USGS_EARTHQUAKE_BASE_URL, usgsFeedPath(settings.USGS_EARTHQUAKE_FEED)),
      resource: 'feed',
      accept: 'application/geo+json, application/json',
      schedule: USGS_EARTHQUAKES_SCHEDULE,
      // The parser refuses an empty list unless the feed itself counts zero events.
      minRecords: 0,
      bundle: USGS_EARTHQUAKES_BUNDLE,
      parse: parseUsgsFeed,
    }),
  ],
});
