/**
 * GET /api/news/v1/list-feed-digest: the articles of one variant's feeds, by category, newest
 * first, each canonical URL once across the whole digest (the feed listed first keeps it, and
 * `corroborationCount` counts the distinct feeds that carried it), with every unhealthy feed in
 * `feedStatuses` and each bucket's `status`.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  type CategoryBucket,
  FEED_DIGEST_UNAVAILABLE,
  type ListFeedDigestResponse,
  listFeedDigest,
} from './contract';
import { type NewsArticle, type NewsFeedResult, newsKeys } from './data';
import { NEWS_VARIANTS, type NewsVariant } from './sources/publisher-feeds/env';

/** Most articles listed per category. */
export const MAX_ITEMS_PER_CATEGORY = 50;
/** Variant used when `variant` is absent or not one of {@link NEWS_VARIANTS}. */
export const DEFAULT_VARIANT: NewsVariant = 'full';
/** States of a feed that was read (its items, possibly none, are real). */
const READ_STATES = new Set(['ok', 'empty', 'all-undated', 'partial-undated']);

/** The variant a query asks for: one of the five, else `full`. */
export function resolveVariant(raw: string | undefined): NewsVariant {
  const v = raw?.trim().toLowerCase();
  return NEWS_VARIANTS.includes(v as NewsVariant) ? (v as NewsVariant) : DEFAULT_VARIANT;
}

/** Handler of list-feed-digest. */
export const listFeedDigestHandler = defineHandler(listFeedDigest, async (ctx, query) => {
  const read = await ctx.snapshots.read(newsKeys.feeds);
  if (read.status !== 'hit') return unavailable(FEED_DIGEST_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const variant = resolveVariant(query.variant);
  const lang = query.lang?.toLowerCase();
  const feeds = data.feeds.filter((f) => f.variant === variant && (lang === undefined || f.lang === lang));
  const body = buildDigest(feeds, meta.fetchedAt);
  // A variant none of whose feeds could be read has no data to offer.
  if (!feeds.some((f) => READ_STATES.has(f.status))) return unavailable(body);
  return fromData(body, meta.fetchedAt);
});

/** Groups the feeds' articles by category, de-duplicated by canonical URL across the digest. */
export function buildDigest(feeds: readonly NewsFeedResult[], generatedAt: string): ListFeedDigestResponse {
  const sourcesByLink = new Map<string, Set<string>>();
  for (const f of feeds)
    for (const item of f.items) {
      const names = sourcesByLink.get(item.link) ?? new Set<string>();
      names.add(f.name);
      sourcesByLink.set(item.link, names);
    }
  const taken = new Set<string>();
  const byCategory = new Map<string, { items: { item: NewsArticle; source: string }[]; read: boolean }>();
  const feedStatuses: Record<string, string> = {};
  for (const f of feeds) {
    const bucket = byCategory.get(f.category) ?? { items: [], read: false };
    byCategory.set(f.category, bucket);
    if (f.status !== 'ok') feedStatuses[f.name] = f.status;
    if (!READ_STATES.has(f.status)) continue;
    bucket.read = true;
    for (const item of f.items) {
      if (taken.has(item.link)) continue;
      taken.add(item.link);
      bucket.items.push({ item, source: f.name });
    }
  }
  const categories: Record<string, CategoryBucket> = {};
  for (const [name, bucket] of byCategory) {
    const items = bucket.items
      .sort((a, b) => b.item.publishedAt - a.item.publishedAt)
      .slice(0, MAX_ITEMS_PER_CATEGORY)
      .map(({ item, source }) => ({
        source,
        title: item.title,
        link: item.link,
        publishedAt: item.publishedAt,
        snippet: item.snippet,
        corroborationCount: sourcesByLink.get(item.link)?.size ?? 1,
      }));
    const status = items.length > 0 ? 'ok' : bucket.read ? 'empty' : 'unavailable';
    categories[name] = { items, status };
  }
  return { categories, feedStatuses, generatedAt };
}
