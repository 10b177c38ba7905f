/**
 * Aviation news feeds (keyless, every 15 minutes): RSS/Atom feeds of aviation publications, read
 * with the shared feed reader. No bundle: no raw capture of these feeds exists.
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { aviationKeys } from '../../data';
import { AVIATION_NEWS_ENV } from './env';
import { createAviationNewsJob } from './job';

/** The aviation news feeds source. */
export const newsFeedsSource = defineSource({
  id: 'news-feeds',
  title: 'Aviation news feeds (RSS/Atom)',
  note: 'keyless; every 15 min',
  availability: KEYLESS,
  keys: [aviationKeys.news],
  env: AVIATION_NEWS_ENV,
  jobs: (settings) => [createAviationNewsJob(settings)],
});
