/**
 * Aviation news from RSS/Atom/JSON feeds: each feed read with the shared feed reader, its items
 * mapped to `aviation:news` records (publication name, clipped plain-text snippet), then merged
 * across feeds, de-duplicated by canonical URL and kept newest first. The snapshot is dated by its
 * newest article's publication date, not by the fetch. Pure: text in, records out.
 */
import { PayloadError } from '../../../../ingest/errors';
import { type FeedItem, readFeed } from '../../../../ingest/parse/feed';
import { clipText } from '../../../../ingest/parse/text';
import type { ParseResult } from '../../../../ingest/types';
import type { AviationNewsData, AviationNewsRecord } from '../../data';

/** Longest snippet kept, in characters. */
export const NEWS_SNIPPET_MAX_CHARS = 280;
/** Most articles kept in the snapshot (newest first). */
export const MAX_NEWS_ITEMS = 500;

/** One configured feed. */
export interface NewsFeed {
  id: string;
  name: string;
  url: string;
}

/** Parses one feed's text into articles; throws PayloadError when it is not a feed. */
export function parseNewsFeed(
  text: string,
  feed: NewsFeed,
): { items: AviationNewsRecord[]; skipped: number } {
  const { items, skipped } = readFeed(text, feed.url, feed.name);
  return { items: items.map((item) => toRecord(item, feed)), skipped };
}

/** Merges feeds: one record per canonical URL (the first feed listed wins), newest first, capped. */
export function mergeNewsItems(
  lists: readonly AviationNewsRecord[][],
  max: number = MAX_NEWS_ITEMS,
): AviationNewsRecord[] {
  const byId = new Map<string, AviationNewsRecord>();
  for (const list of lists) for (const item of list) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.publishedAt - a.publishedAt).slice(0, max);
}

/** Builds `aviation:news` from the bodies of the feeds that answered (payload keys are feed ids). */
export function parseAviationNews(
  payload: Readonly<Record<string, string>>,
  feeds: readonly NewsFeed[],
): ParseResult<AviationNewsData> {
  const lists: AviationNewsRecord[][] = [];
  const warnings: string[] = [];
  for (const feed of feeds) {
    const body = payload[feed.id];
    if (body === undefined) continue;
    try {
      const { items, skipped } = parseNewsFeed(body, feed);
      if (skipped > 0) warnings.push(`${feed.name}: ${skipped} entries without title, link or date skipped`);
      lists.push(items);
    } catch (err) {
      warnings.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (lists.length === 0)
    throw new PayloadError(`no feed could be parsed: ${warnings.join('; ') || 'no feed answered'}`);
  const items = mergeNewsItems(lists);
  const newest = items[0]?.publishedAt;
  return {
    data: { items },
    ...(newest !== undefined ? { asOf: new Date(newest).toISOString() } : {}),
    warnings,
  };
}

function toRecord(item: FeedItem, feed: NewsFeed): AviationNewsRecord {
  return {
    id: item.id,
    title: item.title,
    url: item.link,
    sourceName: feed.name,
    publishedAt: item.publishedAt,
    snippet: clipText(item.summary, NEWS_SNIPPET_MAX_CHARS),
    ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
  };
}
