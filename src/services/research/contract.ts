/**
 * Research service contract: recent arXiv papers and Hacker News feeds, their response schemas and
 * degraded bodies.
 */
import Type from 'typebox';
import { Cursor, Int32, PageSize, StringEnum } from '../../contract/common';
import { getOp, type OperationDef } from '../../contract/op';
import { pagedList } from '../../contract/paged-list';
import { HACKERNEWS_FEEDS, researchKeys } from './data';

const SERVICE = 'research';
const TAG = 'Research';

/** Longest `query` accepted on list-arxiv-papers. */
export const ARXIV_QUERY_MAX_LENGTH = 200;
/** arXiv category names: archive, then an optional subject class (`cs.AI`, `hep-th`, `astro-ph.GA`). */
export const ARXIV_CATEGORY_PATTERN = '^[a-z][a-z-]{0,15}(\\.[A-Za-z][A-Za-z-]{0,15})?$';

// ---- list-arxiv-papers ----

/** One arXiv paper. */
export const ArxivPaperSchema = Type.Object({
  id: Type.String({ minLength: 1, description: 'arXiv identifier without version, e.g. 2510.14968' }),
  title: Type.String({ minLength: 1, description: 'Title, on one line' }),
  summary: Type.Optional(Type.String({ description: 'Abstract, on one line' })),
  authors: Type.Optional(Type.Array(Type.String(), { description: 'Authors in the order listed' })),
  categories: Type.Optional(
    Type.Array(Type.String(), { description: 'arXiv categories of the paper, primary first' }),
  ),
  publishedAt: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Submission time of the first version, Unix epoch ms' }),
  ),
  url: Type.Optional(Type.String({ description: 'Abstract page on arxiv.org (https, no version suffix)' })),
});

/** The page of list-arxiv-papers; its empty page is the degraded answer: no arXiv snapshot has been loaded. */
export const ARXIV_PAPERS_PAGE = pagedList('papers', ArxivPaperSchema, {
  items: { description: 'Papers, newest first' },
});

/** GET /api/research/v1/list-arxiv-papers. */
export const listArxivPapers = getOp({
  id: 'ListArxivPapers',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-arxiv-papers',
  summary: 'Recent arXiv papers',
  description:
    'Recent papers of the tracked arXiv categories and search queries, newest first, each paper once. `category` keeps papers listed in that category (cross-lists included); `query` keeps papers whose title or abstract contains every word of it (case-insensitive). Pass `pagination.nextCursor` as `cursor` for the next page.',
  query: Type.Object({
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    category: Type.Optional(
      Type.String({ pattern: ARXIV_CATEGORY_PATTERN, description: 'arXiv category, e.g. cs.AI' }),
    ),
    query: Type.Optional(
      Type.String({
        maxLength: ARXIV_QUERY_MAX_LENGTH,
        description: 'Words that must all appear in the title or abstract',
      }),
    ),
  }),
  response: ARXIV_PAPERS_PAGE.schema,
  access: 'key',
  cacheTier: 'slow',
  rateLimitClass: 'caller',
  snapshotKeys: [researchKeys.arxivPapers.name],
});

// ---- list-hackernews-items ----

/** One Hacker News item. */
export const HackernewsItemSchema = Type.Object({
  id: Type.Optional(Int32({ minimum: 1, description: 'Hacker News item id' })),
  title: Type.String({ minLength: 1 }),
  url: Type.Optional(
    Type.String({ description: 'Linked page; for text posts the discussion page on news.ycombinator.com' }),
  ),
  by: Type.Optional(Type.String({ description: 'Submitter' })),
  score: Type.Optional(Int32({ minimum: 0, description: 'Points' })),
  commentCount: Type.Optional(Int32({ minimum: 0, description: 'Comments, replies included' })),
  submittedAt: Type.Optional(
    Type.Integer({ format: 'int64', description: 'Submission time, Unix epoch ms' }),
  ),
});

/** The page of list-hackernews-items; its empty page is the degraded answer: the feed asked for has not been loaded. */
export const HACKERNEWS_ITEMS_PAGE = pagedList('items', HackernewsItemSchema, {
  items: { description: "Items in the feed's own order" },
});

/** GET /api/research/v1/list-hackernews-items. */
export const listHackernewsItems = getOp({
  id: 'ListHackernewsItems',
  service: SERVICE,
  tag: TAG,
  rpc: 'list-hackernews-items',
  summary: 'Hacker News feed items',
  description:
    "Stories of one Hacker News feed (`feed_type`, default top) in the feed's own order, each URL once. An empty list with `X-Data-Status: unavailable` means that feed has not been loaded, not that it is empty. Pass `pagination.nextCursor` as `cursor` for the next page.",
  query: Type.Object({
    page_size: Type.Optional(PageSize()),
    cursor: Type.Optional(Cursor()),
    feed_type: Type.Optional(
      StringEnum(HACKERNEWS_FEEDS, { default: 'top', description: 'Feed, default top' }),
    ),
  }),
  response: HACKERNEWS_ITEMS_PAGE.schema,
  access: 'key',
  cacheTier: 'medium',
  rateLimitClass: 'caller',
  snapshotKeys: [researchKeys.hackernewsItems.name],
});

/** Every research operation. */
export const researchOperations: readonly OperationDef[] = [listArxivPapers, listHackernewsItems];
