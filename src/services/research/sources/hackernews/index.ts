/**
 * The Hacker News Firebase API (keyless, every 15 minutes): the configured feeds and their
 * best-ranked items, with a bundled real capture of 11 top stories.
 * @see https://github.com/HackerNews/API
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { researchKeys } from '../../data';
import { HACKERNEWS_ENV } from './env';
import { createHackernewsItemsJob } from './job';

/** The Hacker News source. */
export const hackernewsSource = defineSource({
  id: 'hackernews',
  title: 'Hacker News API (Firebase)',
  note: 'keyless; every 15 minutes',
  availability: KEYLESS,
  keys: [researchKeys.hackernewsItems],
  env: HACKERNEWS_ENV,
  jobs: (settings) => [createHackernewsItemsJob(settings)],
});
