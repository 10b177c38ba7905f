/**
 * Publishers' RSS/Atom feeds (keyless, every 15 minutes), configured per digest variant and
 * category, read with the shared feed reader. Bundled: a subset of a real Guardian US feed capture.
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { newsKeys } from '../../data';
import { PUBLISHER_FEEDS_ENV } from './env';
import { createNewsFeedsJob } from './job';

/** The publisher feeds source. */
export const publisherFeedsSource = defineSource({
  id: 'publisher-feeds',
  title: "Publishers' news feeds (RSS/Atom)",
  note: 'keyless; every 15 min',
  availability: KEYLESS,
  keys: [newsKeys.feeds],
  env: PUBLISHER_FEEDS_ENV,
  jobs: (settings) => [createNewsFeedsJob(settings)],
});
