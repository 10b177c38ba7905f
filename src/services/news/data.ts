/**
 * Data schemas and snapshot keys of the news datasets: the configured publishers' RSS/Atom feeds,
 * each with its variant, category, health and articles.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';

/** Health of one feed at the last run. */
export const FEED_STATES = [
  'ok',
  'empty',
  'timeout',
  'error',
  'all-undated',
  'partial-undated',
  'unavailable',
] as const;
/** One feed state. */
export type FeedState = (typeof FEED_STATES)[number];

/** One article of a feed. */
export const NewsArticleSchema = Type.Object({
  /** Hash of the canonical URL. */
  id: Type.String({ minLength: 1 }),
  title: Type.String({ minLength: 1 }),
  /** Canonical absolute URL (no fragment, no `utm_*`). */
  link: Type.String({ minLength: 1 }),
  /** Publication (else update) time the feed gives, Unix epoch ms. */
  publishedAt: Type.Integer({ minimum: 0 }),
  /** Plain-text description, clipped; '' when none. */
  snippet: Type.String(),
});
export type NewsArticle = Static<typeof NewsArticleSchema>;

/** One configured feed and what its last read gave. */
export const NewsFeedResultSchema = Type.Object({
  name: Type.String({ minLength: 1 }),
  url: Type.String({ minLength: 1 }),
  variant: Type.String({ minLength: 1 }),
  category: Type.String({ minLength: 1 }),
  lang: Type.String({ minLength: 2 }),
  status: StringEnum(FEED_STATES),
  /** Why the feed could not be read (status `timeout`, `error` or `unavailable`). */
  problem: Type.Optional(Type.String()),
  /** When the feed was last read (this run or an earlier one), ISO 8601; absent when never. */
  lastReadAt: Type.Optional(Type.String()),
  /** Articles, newest first. */
  items: Type.Array(NewsArticleSchema),
});
export type NewsFeedResult = Static<typeof NewsFeedResultSchema>;

/** Every configured feed, in configuration order. */
export const NewsFeedsDataSchema = Type.Object({
  feeds: Type.Array(NewsFeedResultSchema, { minItems: 1 }),
});
export type NewsFeedsData = Static<typeof NewsFeedsDataSchema>;

/** News snapshot keys. */
export const newsKeys = {
  feeds: defineSnapshotKey({
    name: 'news:feeds',
    schema: NewsFeedsDataSchema,
    description: "Publishers' RSS/Atom feeds: articles and health per feed, variant and category",
    countRecords: (d) => d.feeds.reduce((n, f) => n + f.items.length, 0),
  }),
} as const;
