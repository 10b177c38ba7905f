/**
 * `aviation:news` ← a configurable list of aviation RSS/Atom feeds (keyless), merged and
 * de-duplicated by article URL. One feed failing costs only its own articles (reported as the
 * run's warning); the run fails when no feed could be read. Every 15 minutes plus jitter.
 */
import { keys } from '../../store/keys';
import { type NewsFeed, parseAviationNews } from '../parsers/news-feed';
import { rebaseUrl, type SourceEnv } from '../source-env';
import { type AnyIngestJob, defineJob } from '../types';

/** Feeds polled when `AVIATION_NEWS_FEEDS` is not set (the reference service's list). */
export const DEFAULT_AVIATION_FEEDS: readonly Omit<NewsFeed, 'id'>[] = [
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
/** Every 15 minutes plus up to 3 minutes of jitter. */
export const AVIATION_NEWS_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;
/** Accept header for feeds. */
export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/**
 * The feed list: `AVIATION_NEWS_FEEDS` (comma- or newline-separated `Name|URL` or bare URLs) or
 * the defaults; `AVIATION_NEWS_BASE_URL` then moves every feed to that origin, keeping its path.
 */
export function aviationFeeds(env: SourceEnv): NewsFeed[] {
  const raw = env.AVIATION_NEWS_FEEDS?.trim();
  const listed = raw
    ? raw
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter((s) => s.length > 0)
        .map((entry) => {
          const [a, b] = entry.split('|').map((s) => s.trim());
          return b ? { name: a!, url: b } : { name: new URL(a!).hostname.replace(/^www\./, ''), url: a! };
        })
    : DEFAULT_AVIATION_FEEDS;
  const base = env.AVIATION_NEWS_BASE_URL?.trim();
  return listed.map((f, i) => ({
    id: `feed-${i + 1}`,
    name: f.name,
    url: base ? rebaseUrl(f.url, base) : f.url,
  }));
}

/** Creates the aviation news job. */
export function createAviationNewsJob(env: SourceEnv): AnyIngestJob {
  const feeds = aviationFeeds(env);
  return defineJob({
    id: 'aviation-news',
    key: keys.aviationNews,
    source: `RSS/Atom: ${feeds.map((f) => f.url).join(' ')}`,
    schedule: AVIATION_NEWS_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    async fetch({ http, warn }) {
      // Fetch each distinct URL once (a base URL can map several feeds to one path).
      const firstByUrl = new Map<string, NewsFeed>();
      for (const f of feeds) if (!firstByUrl.has(f.url)) firstByUrl.set(f.url, f);
      const results = await Promise.all(
        [...firstByUrl.values()].map(async (f) => {
          try {
            return [f.id, await http.get(f.url, { accept: FEED_ACCEPT })] as const;
          } catch (err) {
            return { feed: f, error: err instanceof Error ? err.message : String(err) };
          }
        }),
      );
      const bodies: Record<string, string> = {};
      const failures: string[] = [];
      for (const r of results) {
        if (Array.isArray(r)) bodies[r[0]] = r[1];
        else if ('error' in r) failures.push(`${r.feed.name}: ${r.error}`);
      }
      if (Object.keys(bodies).length === 0) throw new Error(`every feed failed: ${failures.join('; ')}`);
      if (failures.length > 0)
        warn(`${failures.length} of ${firstByUrl.size} feeds failed: ${failures.join('; ')}`);
      return bodies;
    },
    async parse(payload) {
      return parseAviationNews(payload, feeds);
    },
  });
}
