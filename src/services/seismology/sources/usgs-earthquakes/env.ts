/** The variables the USGS earthquake source reads. */
import { envVar } from '../../../../env-vars';

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
