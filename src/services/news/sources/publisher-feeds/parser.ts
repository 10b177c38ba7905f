/**
 * Publisher feeds to `news:feeds`: each feed's text read with the shared feed reader (RSS 2.0,
 * RSS 1.0, Atom, JSON Feed), its articles de-duplicated by canonical URL and kept newest first, and
 * its health recorded (ok, empty, undated entries, timeout, error, or absent from the payload). The
 * snapshot is dated by the newest article's publication time, not by the fetch. Pure: text in,
 * records out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { readFeed } from '../../../../ingest/parse/feed';
import { clipText } from '../../../../ingest/parse/text';
import type { ParseResult } from '../../../../ingest/types';
import type { FeedState, NewsArticle, NewsFeedResult, NewsFeedsData } from '../../data';
import type { ConfiguredNewsFeed } from './env';

/** Longest snippet kept, in characters (as the contract's `snippet` says). */
export const NEWS_SNIPPET_MAX_CHARS = 400;
/** Most articles kept per feed (newest first). */
export const MAX_ITEMS_PER_FEED = 100;
/** Payload resource carrying the fetch failures (JSON: feed id → {@link FetchFailure}). */
export const FETCH_FAILURES_RESOURCE = '#fetch-failures';

/** A configured feed with its payload resource id and the URL actually fetched. */
export interface NewsFeedTarget extends ConfiguredNewsFeed {
  id: string;
  fetchUrl: string;
}

/** Why a feed could not be fetched. */
export interface FetchFailure {
  kind: 'timeout' | 'error';
  problem: string;
}

/** Reads one feed body: its articles (unique, newest first, capped) and its state. */
export function readNewsFeed(
  text: string,
  feed: NewsFeedTarget,
): { items: NewsArticle[]; status: FeedState; skipped: number } {
  const { items, skipped } = readFeed(text, feed.fetchUrl, feed.name);
  const byId = new Map<string, NewsArticle>();
  for (const item of items) {
    if (byId.has(item.id)) continue;
    const snippet = clipText(item.summary, NEWS_SNIPPET_MAX_CHARS);
    byId.set(item.id, {
      id: item.id,
      title: item.title,
      link: item.link,
      publishedAt: item.publishedAt,
      snippet: snippet === item.title ? '' : snippet,
    });
  }
  const unique = [...byId.values()]
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .slice(0, MAX_ITEMS_PER_FEED);
  return { items: unique, status: feedState(unique.length, skipped), skipped };
}

/** State of a feed that was read: `empty`, `all-undated`, `partial-undated` or `ok`. */
export function feedState(kept: number, skipped: number): FeedState {
  if (kept === 0) return skipped > 0 ? 'all-undated' : 'empty';
  return skipped > 0 ? 'partial-undated' : 'ok';
}

/** What a run knows besides the payload: its clock and the snapshot it replaces. */
export interface NewsParseContext {
  now?: Date;
  previous?: NewsFeedsData;
}

/**
 * Builds `news:feeds` from the bodies of the feeds that answered (payload keys are feed ids) and
 * the fetch failures; each feed's last read time is this run's (when read) or the previous
 * snapshot's. Every feed not read is a warning naming its last read. Fails when no feed could be
 * read at all.
 */
export function parseNewsFeeds(
  payload: Readonly<Record<string, string>>,
  feeds: readonly NewsFeedTarget[],
  context: NewsParseContext = {},
): ParseResult<NewsFeedsData> {
  const failures = readFailures(payload[FETCH_FAILURES_RESOURCE]);
  const readById = new Map<string, ReturnType<typeof readNewsFeed> | { problem: string }>();
  const warnings: string[] = [];
  const results: NewsFeedResult[] = [];
  let readable = 0;
  for (const feed of feeds) {
    const base = {
      name: feed.name,
      url: feed.url,
      variant: feed.variant,
      category: feed.category,
      lang: feed.lang,
    };
    const failure = failures[feed.id];
    const body = payload[feed.id];
    if (failure) {
      results.push({ ...base, status: failure.kind, problem: failure.problem, items: [] });
      continue;
    }
    if (body === undefined) {
      results.push({ ...base, status: 'unavailable', problem: 'not fetched in this run', items: [] });
      continue;
    }
    let read = readById.get(feed.id);
    if (!read) {
      try {
        read = readNewsFeed(body, feed);
        if (read.skipped > 0)
          warnings.push(`${feed.name}: ${read.skipped} entries without date, title or link skipped`);
      } catch (err) {
        read = { problem: err instanceof Error ? err.message : String(err) };
      }
      readById.set(feed.id, read);
    }
    if ('problem' in read) {
      results.push({ ...base, status: 'error', problem: read.problem, items: [] });
      continue;
    }
    readable++;
    results.push({ ...base, status: read.status, items: read.items });
  }
  const lastRead = new Map<string, string>();
  for (const f of context.previous?.feeds ?? [])
    if (f.lastReadAt !== undefined) lastRead.set(feedKey(f), f.lastReadAt);
  for (const r of results) {
    const read = READ_STATES.has(r.status);
    const at = read && context.now ? context.now.toISOString() : lastRead.get(feedKey(r));
    if (at !== undefined) r.lastReadAt = at;
    if (!read)
      warnings.push(`${r.name}: ${r.status} (${r.problem ?? ''}), last read ${r.lastReadAt ?? 'never'}`);
  }
  if (readable === 0) {
    const problems = results.map((r) => `${r.name}: ${r.problem ?? r.status}`);
    throw new PayloadError(`no feed could be read: ${problems.join('; ')}`);
  }
  let newest: number | undefined;
  for (const r of results)
    for (const item of r.items)
      if (newest === undefined || item.publishedAt > newest) newest = item.publishedAt;
  return {
    data: { feeds: results },
    ...(newest !== undefined ? { asOf: new Date(newest).toISOString() } : {}),
    warnings,
  };
}

const READ_STATES = new Set<FeedState>(['ok', 'empty', 'all-undated', 'partial-undated']);

function feedKey(f: Pick<NewsFeedResult, 'name' | 'variant' | 'category'>): string {
  return `${f.variant}/${f.category}/${f.name}`;
}

function readFailures(text: string | undefined): Record<string, FetchFailure> {
  if (text === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, FetchFailure>) : {};
  } catch {
    return {};
  }
}
