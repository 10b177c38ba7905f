/**
 * `aviation:news` ← a configurable list of aviation RSS/Atom feeds (keyless), merged and
 * de-duplicated by article URL. One feed failing costs only its own articles (reported as the
 * run's warning); the run fails when no feed could be read. Every 15 minutes plus jitter.
 */
import type { EnvValues } from '../../../../env-vars';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { rebaseUrl } from '../../../../ingest/urls';
import { aviationKeys } from '../../data';
import { type NewsFeed, parseAviationNews } from './parser';
import type { AVIATION_NEWS_ENV } from './source';

/** Every 15 minutes plus up to 3 minutes of jitter. */
export const AVIATION_NEWS_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;
/** Accept header for feeds. */
export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/** The feeds to poll, each with its id: `AVIATION_NEWS_BASE_URL` moves every one to that origin. */
export function aviationFeeds(settings: EnvValues<typeof AVIATION_NEWS_ENV>): NewsFeed[] {
  const base = settings.AVIATION_NEWS_BASE_URL;
  return settings.AVIATION_NEWS_FEEDS.map((f, i) => ({
    id: `feed-${i + 1}`,
    name: f.name,
    url: base ? rebaseUrl(f.url, base) : f.url,
  }));
}

/** Creates the aviation news job. */
export function createAviationNewsJob(settings: EnvValues<typeof AVIATION_NEWS_ENV>): AnyIngestJob {
  const feeds = aviationFeeds(settings);
  return defineJob({
    id: 'aviation-news',
    key: aviationKeys.news,
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
