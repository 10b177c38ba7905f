/**
 * Publishers' RSS/Atom feeds (keyless, every 15 minutes), configured per digest variant and
 * category, read with the shared feed reader. Bundled: a subset of a real Guardian US feed capture.
 */
import { defineSource } from '../../../../ingest/source';
import { PUBLISHER_FEEDS_ENV } from './env';
import { createNewsFeedsJob } from './job';

/** The publisher feeds source. */
export const publisherFeedsSource = defineSource({
  id: 'publisher-feeds',
  title: "Publishers' news feeds (RSS/Atom)",
  note: 'keyless; every 15 min',
  env: PUBLISHER_FEEDS_ENV,
  jobs: (settings) => [createNewsFeedsJob(settings)],
});
