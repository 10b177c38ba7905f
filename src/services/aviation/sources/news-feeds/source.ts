/**
 * Aviation news feeds (keyless, every 15 minutes): RSS/Atom feeds of aviation publications, read
 * with the shared feed reader. No bundle: no raw capture of these feeds exists.
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar, type Parsed } from '../../../../env-vars';
import { httpFeedUrl, parseFeedListVariable } from '../../../../ingest/feed-list';
import { defineSource } from '../../../../ingest/source';
import { aviationKeys } from '../../data';
import { createAviationNewsJob } from './job';

/** A feed as configured: a publication name and its feed URL. */
export interface ConfiguredFeed {
  name: string;
  url: string;
}

/** Feeds polled when `AVIATION_NEWS_FEEDS` is not set (the reference service's list). */
export const DEFAULT_AVIATION_FEEDS: readonly ConfiguredFeed[] = [
  { name: 'FlightGlobal', url: 'https://www.flightglobal.com/rss' },
  { name: 'Simple Flying', url: 'https://simpleflying.com/feed/' },
  { name: 'AeroTime', url: 'https://aerotime.aero/feed' },
  { name: 'The Points Guy', url: 'https://thepointsguy.com/feed/' },
  { name: 'Airline Geeks', url: 'https://airlinegeeks.com/feed/' },
  { name: 'One Mile at a Time', url: 'https://onemileatatime.com/feed/' },
  { name: 'View from the Wing', url: 'https://viewfromthewing.com/feed/' },
  { name: 'Aviation Pros', url: 'https://www.aviationpros.com/rss' },
  { name: 'Aviation Week', url: 'https://www.aviationweek.com/rss' },
];

/**
 * Reads a feed list: comma- or newline-separated `Name|URL` or bare URLs (a bare URL is named
 * after its host); every URL must be http(s).
 */
export function parseFeedList(raw: string): Parsed<readonly ConfiguredFeed[]> {
  return parseFeedListVariable(raw, ([a, b]) => {
    const url = b ? b : a!;
    const parsed = httpFeedUrl(url);
    if (!parsed) return envVar.refuse(`must list http(s) feed URLs, as Name|URL or URL (bad: "${url}")`);
    return envVar.ok({ name: b ? a! : parsed.hostname.replace(/^www\./, ''), url });
  });
}

/** Declared variables of the source. */
export const AVIATION_NEWS_ENV = {
  AVIATION_NEWS_FEEDS: envVar.custom<readonly ConfiguredFeed[]>({
    default: DEFAULT_AVIATION_FEEDS,
    defaultText: '',
    description: `Aviation news feeds: comma- or newline-separated \`Name|URL\` or URLs (default: ${DEFAULT_AVIATION_FEEDS.map((f) => f.name).join(', ')}).`,
    parse: parseFeedList,
  }),
  AVIATION_NEWS_BASE_URL: envVar.optionalUrl({
    description: "Moves every news feed to this origin, keeping each feed's path (proxy or test server).",
  }),
} as const;

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
