/**
 * `news:feeds` ← the configured publishers' RSS/Atom feeds (keyless). Each distinct feed is fetched
 * once per run, in parallel; one feed failing costs only its own articles and is recorded as its
 * health (`timeout` or `error`); the run fails when no feed could be read. Every 15 minutes plus
 * jitter: publishers' feeds change by the minute, and conditional requests keep repeats cheap.
 */
import type { EnvValues } from '../../../../env-vars';
import { UpstreamTimeoutError } from '../../../../ingest/errors';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { rebaseUrl } from '../../../../ingest/urls';
import { type NewsFeedsData, newsKeys } from '../../data';
import { newsFeedId, type PUBLISHER_FEEDS_ENV } from './env';
import { FETCH_FAILURES_RESOURCE, type FetchFailure, type NewsFeedTarget, parseNewsFeeds } from './parser';

/** Every 15 minutes plus up to 3 minutes of jitter. */
export const NEWS_FEEDS_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;
/** Time box of one run (every feed, in parallel). */
export const NEWS_FEEDS_RUN_TIMEOUT_MS = 120_000;
/** Accept header for feeds. */
export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/** Bundled real capture: a subset of The Guardian's US feed (the `Guardian US` feed of the default list). */
export const PUBLISHER_FEEDS_BUNDLE = bundleBeside(import.meta.url, {
  name: 'news-rss',
  files: { 'guardian-us': 'guardian-us.rss' },
  capturedAt: '2018-01-31T20:15:15Z',
});

/** The feeds to poll, each with its id: `NEWS_FEEDS_BASE_URL` moves every one to that origin. */
export function newsFeedTargets(settings: EnvValues<typeof PUBLISHER_FEEDS_ENV>): NewsFeedTarget[] {
  const base = settings.NEWS_FEEDS_BASE_URL;
  return settings.NEWS_FEEDS.map((f) => ({
    ...f,
    id: newsFeedId(f.name),
    fetchUrl: base ? rebaseUrl(f.url, base) : f.url,
  }));
}

/** Creates the news feeds job. */
export function createNewsFeedsJob(settings: EnvValues<typeof PUBLISHER_FEEDS_ENV>): AnyIngestJob {
  const feeds = newsFeedTargets(settings);
  const distinct = new Map<string, NewsFeedTarget>();
  for (const f of feeds) if (!distinct.has(f.id)) distinct.set(f.id, f);
  return defineJob({
    id: 'news-feeds',
    key: newsKeys.feeds,
    source: `RSS/Atom: ${[...distinct.values()].map((f) => f.fetchUrl).join(' ')}`,
    schedule: NEWS_FEEDS_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: NEWS_FEEDS_RUN_TIMEOUT_MS,
    bundle: PUBLISHER_FEEDS_BUNDLE,
    async fetch({ http, warn }) {
      const bodies: Record<string, string> = {};
      const failures: Record<string, FetchFailure> = {};
      await Promise.all(
        [...distinct.values()].map(async (f) => {
          try {
            bodies[f.id] = await http.get(f.fetchUrl, { accept: FEED_ACCEPT });
          } catch (err) {
            const problem = err instanceof Error ? err.message : String(err);
            failures[f.id] = { kind: err instanceof UpstreamTimeoutError ? 'timeout' : 'error', problem };
          }
        }),
      );
      const failed = Object.keys(failures);
      if (Object.keys(bodies).length === 0)
        throw new Error(
          `every feed failed: ${failed.map((id) => `${id}: ${failures[id]?.problem}`).join('; ')}`,
        );
      // Shown as the run's lastError in /api/health; each feed's last read time is in the snapshot.
      if (failed.length > 0)
        warn(
          `${failed.length} of ${distinct.size} feeds failed: ${failed.map((id) => `${id} (${failures[id]?.kind})`).join(', ')}`,
        );
      return { ...bodies, [FETCH_FAILURES_RESOURCE]: JSON.stringify(failures) };
    },
    async parse(payload, { now, previous }) {
      const before = previous?.status === 'hit' ? (previous.snapshot.data as NewsFeedsData) : undefined;
      return parseNewsFeeds(payload, feeds, { now: now(), ...(before ? { previous: before } : {}) });
    },
  });
}
