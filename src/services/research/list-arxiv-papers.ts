/**
 * GET /api/research/v1/list-arxiv-papers: the stored arXiv papers newest first, filtered by
 * category and by the words of `query`, in keyset-cursor pages.
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { ARXIV_PAPERS_PAGE, listArxivPapers } from './contract';
import { type ArxivPaperRecord, arxivPaperKey, researchKeys } from './data';

type Paper = Static<typeof listArxivPapers.response>['papers'][number];

/** Handler of list-arxiv-papers. */
export const listArxivPapersHandler = defineHandler(listArxivPapers, async (ctx, query) => {
  // A malformed cursor is a client error whether or not data exists.
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(researchKeys.arxivPapers);
  if (read.status !== 'hit') return unavailable(ARXIV_PAPERS_PAGE.empty);
  const { data, meta } = read.snapshot;
  const words = queryWords(query.query);
  const category = query.category?.toLowerCase();
  const matching = data.papers
    .filter((p) => category === undefined || p.categories.some((c) => c.toLowerCase() === category))
    .filter((p) => words.length === 0 || matchesAll(p, words));
  // Stored in key order by the parser; filtering keeps it.
  const { page, pagination } = pageAfter(
    matching,
    arxivPaperKey,
    after,
    query.page_size ?? DEFAULT_PAGE_SIZE,
  );
  return fromData({ papers: page.map(toPaper), pagination }, meta.fetchedAt);
});

/** The lower-cased words of a query ('' or absent → none). */
export function queryWords(query: string | undefined): string[] {
  return (query ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
}

function matchesAll(p: ArxivPaperRecord, words: readonly string[]): boolean {
  const text = `${p.title} ${p.summary}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

function toPaper(p: ArxivPaperRecord): Paper {
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    authors: p.authors,
    categories: p.categories,
    publishedAt: p.publishedAt,
    url: p.url,
  };
}
