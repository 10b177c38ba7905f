/**
 * News service contract: the feed digest operation, its response schema and degraded body.
 */
import Type, { type Static } from 'typebox';
import { Int32, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { newsKeys } from './data';

const SERVICE = 'news';
const TAG = 'News';

/** States of a category bucket (beyond the reference: says why a bucket is empty). */
export const BUCKET_STATES = ['ok', 'empty', 'unavailable'] as const;

/** One article of the digest. */
export const NewsItemSchema = Type.Object({
  source: Type.String({ minLength: 1, description: 'Name of the feed that carried the article' }),
  title: Type.String({ minLength: 1, description: 'Headline, plain text' }),
  link: Type.Optional(
    Type.String({ description: 'Canonical article URL (no fragment, no utm_* parameters)' }),
  ),
  publishedAt: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Publication time the feed gives, Unix epoch ms' }),
  ),
  snippet: Type.Optional(
    Type.String({
      description:
        'Plain-text description from the feed, spaces collapsed, at most 400 characters; empty when the feed has none or it repeats the headline',
    }),
  ),
  corroborationCount: Type.Optional(
    Int32({
      minimum: 1,
      description: 'How many distinct feeds of this digest carried the same canonical URL (1 when only one)',
    }),
  ),
});

/** The articles of one category. */
export const CategoryBucketSchema = Type.Object({
  items: Type.Array(NewsItemSchema, { description: 'Articles, newest first' }),
  status: Type.Optional(
    StringEnum(BUCKET_STATES, {
      description:
        'ok: has articles; empty: at least one of its feeds was read and had none; unavailable: none of its feeds could be read',
    }),
  ),
});
export type CategoryBucket = Static<typeof CategoryBucketSchema>;

/** ListFeedDigestResponse. */
export const ListFeedDigestResponseSchema = Type.Object({
  categories: Type.Unsafe<Record<string, CategoryBucket>>(
    Type.Object(
      {},
      {
        additionalProperties: CategoryBucketSchema,
        description: "Buckets by category name, as the variant's feed configuration names them",
      },
    ),
  ),
  feedStatuses: Type.Unsafe<Record<string, string>>(
    Type.Object(
      {},
      {
        additionalProperties: Type.String(),
        description:
          'Feeds (by name) that are not healthy, with their state: empty, timeout, all-undated, partial-undated, error (could not be fetched or is not a feed) or unavailable (not read yet); a feed absent here is ok',
      },
    ),
  ),
  generatedAt: Type.Optional(
    Type.String({
      description: 'ISO 8601 date of the digest: the newest article of the feeds read; empty when no data',
    }),
  ),
});
export type ListFeedDigestResponse = Static<typeof ListFeedDigestResponseSchema>;

/** The degraded answer: no feed has been read yet. */
export const FEED_DIGEST_UNAVAILABLE: ListFeedDigestResponse = {
  categories: {},
  feedStatuses: {},
  generatedAt: '',
};

/** GET /api/news/v1/list-feed-digest. */
export const listFeedDigest = getOp({
  id: 'ListFeedDigest',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-feed-digest',
  summary: "Digest of publishers' news feeds",
  description:
    "Latest articles of the configured publishers' RSS/Atom feeds for one site variant (`full`, `tech`, `finance`, `happy`, `commodity`; absent or unknown: `full`), grouped by category, newest first, each article once (by canonical URL) with its publication time. `lang` (ISO 639-1) keeps only the feeds in that language. `feedStatuses` names every feed of the variant that is not healthy; each bucket's `status` says whether an empty category is empty or unavailable.",
  query: Type.Object({
    variant: Type.Optional(
      Type.String({
        maxLength: 32,
        description:
          'Site variant: full, tech, finance, happy or commodity; any other value falls back to full',
      }),
    ),
    lang: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2}$',
        description: 'ISO 639-1 language code: only feeds in that language',
      }),
    ),
  }),
  response: ListFeedDigestResponseSchema,
  access: 'key',
  cacheTier: 'fast',
  rateLimitClass: 'caller',
  snapshotKeys: [newsKeys.feeds.name],
});

/** Every news operation. */
export const newsOperations: readonly OperationDef[] = [listFeedDigest];
