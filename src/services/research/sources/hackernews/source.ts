/**
 * The Hacker News Firebase API (keyless, every 15 minutes): the configured feeds and their
 * best-ranked items, with a bundled real capture of 11 top stories.
 * @see https://github.com/HackerNews/API
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar, type Parsed } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { HACKERNEWS_FEEDS, type HackernewsFeed, researchKeys } from '../../data';
import { createHackernewsItemsJob } from './job';

/** The Firebase host of the Hacker News API. */
export const HACKERNEWS_DEFAULT_BASE_URL = 'https://hacker-news.firebaseio.com';

/** Parses a comma-separated list of feeds (`top,new,...`). */
export function parseFeeds(raw: string): Parsed<readonly HackernewsFeed[]> {
  const list = [...new Set(raw.split(',').map((s) => s.trim().toLowerCase()))].filter((s) => s !== '');
  const bad = list.find((f) => !(HACKERNEWS_FEEDS as readonly string[]).includes(f));
  if (bad !== undefined) return envVar.refuse(`"${bad}" is not one of ${HACKERNEWS_FEEDS.join(', ')}`);
  if (list.length === 0) return envVar.refuse('must name at least one feed');
  return envVar.ok(list as HackernewsFeed[]);
}

/** Declared variables of the source. */
export const HACKERNEWS_ENV = {
  HACKERNEWS_BASE_URL: envVar.url({
    default: HACKERNEWS_DEFAULT_BASE_URL,
    description: 'Origin of the Hacker News API (`/v0/<feed>stories.json`, `/v0/item/<id>.json`).',
  }),
  HACKERNEWS_FEEDS: envVar.custom<readonly HackernewsFeed[]>({
    default: HACKERNEWS_FEEDS,
    defaultText: HACKERNEWS_FEEDS.join(','),
    description: 'Hacker News feeds kept, comma-separated.',
    parse: parseFeeds,
  }),
  HACKERNEWS_ITEMS_PER_FEED: envVar.int({
    default: 30,
    min: 1,
    max: 200,
    description: 'Best-ranked items read per feed (one request per new item).',
  }),
} as const;

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
