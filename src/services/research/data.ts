/**
 * Data schemas and snapshot keys of the research datasets: recent arXiv papers (per tracked
 * category and search query) and Hacker News feeds with their stories.
 */
import Type, { type Static } from 'typebox';
import { StringEnum } from '../../contract/common';
import { defineSnapshotKey } from '../../store/snapshot';
import type { SortKey } from '../keyset-cursor';

/** The Hacker News feeds (`<feed>stories.json`), as the contract's `feed_type` names them. */
export const HACKERNEWS_FEEDS = ['top', 'new', 'best', 'ask', 'show', 'job'] as const;
export type HackernewsFeed = (typeof HACKERNEWS_FEEDS)[number];

/** One arXiv paper as stored. */
export const ArxivPaperRecordSchema = Type.Object({
  /** arXiv identifier without version (`2510.14968`, `hep-th/9901001`). */
  id: Type.String({ minLength: 1 }),
  /** Title, hard line breaks unfolded. */
  title: Type.String({ minLength: 1 }),
  /** Abstract, hard line breaks unfolded ('' when absent). */
  summary: Type.String(),
  authors: Type.Array(Type.String()),
  /** Every category the paper is listed in, primary first. */
  categories: Type.Array(Type.String()),
  /** First version's submission time (`published`), epoch ms. */
  publishedAt: Type.Integer({ minimum: 0 }),
  /** Latest version's time (`updated`), epoch ms. */
  updatedAt: Type.Integer({ minimum: 0 }),
  /** Canonical abstract page, https and version-less: the de-duplication key. */
  url: Type.String({ minLength: 1 }),
});
export type ArxivPaperRecord = Static<typeof ArxivPaperRecordSchema>;

/** A paper's place in the stored and listed order: newest submission first, then id. */
export const arxivPaperKey = (p: ArxivPaperRecord): SortKey => ({ time: p.publishedAt, id: p.id });

/** The papers of one run in `arxivPaperKey` order, one per canonical URL. */
export const ArxivPapersDataSchema = Type.Object({
  papers: Type.Array(ArxivPaperRecordSchema),
});

/** One Hacker News story, job or poll as stored. */
export const HackernewsItemRecordSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String({ minLength: 1 }),
  /** Canonical URL: the linked page, or the discussion page for text posts. */
  url: Type.String({ minLength: 1 }),
  /** True when the item links nowhere (Ask HN, Launch HN text posts, most jobs). */
  textPost: Type.Boolean(),
  by: Type.Optional(Type.String()),
  score: Type.Optional(Type.Integer({ minimum: 0 })),
  /** All comments (`descendants`); absent on jobs. */
  commentCount: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Submission time, epoch ms (HN gives seconds). */
  submittedAt: Type.Integer({ minimum: 0 }),
});
export type HackernewsItemRecord = Static<typeof HackernewsItemRecordSchema>;

/** One feed: item ids in the feed's own order (rank), only ids whose item was read. */
export const HackernewsFeedRecordSchema = Type.Object({
  feed: StringEnum(HACKERNEWS_FEEDS),
  ids: Type.Array(Type.Integer({ minimum: 1 })),
});
export type HackernewsFeedRecord = Static<typeof HackernewsFeedRecordSchema>;

/** The feeds of one run and their items (each item once). */
export const HackernewsDataSchema = Type.Object({
  feeds: Type.Array(HackernewsFeedRecordSchema),
  items: Type.Array(HackernewsItemRecordSchema),
});
export type HackernewsData = Static<typeof HackernewsDataSchema>;

/** Research snapshot keys. */
export const researchKeys = {
  arxivPapers: defineSnapshotKey({
    name: 'research:arxiv-papers',
    schema: ArxivPapersDataSchema,
    description: 'Recent arXiv papers of the tracked categories and search queries',
    countRecords: (d) => d.papers.length,
  }),
  hackernewsItems: defineSnapshotKey({
    name: 'research:hackernews-items',
    schema: HackernewsDataSchema,
    description: 'Hacker News feeds (top, new, best, ask, show, job) and their items',
    countRecords: (d) => d.items.length,
  }),
} as const;
