/**
 * Parser of arXiv API answers (Atom 1.0 with `opensearch:` and `arxiv:` namespaces) into papers.
 * arXiv folds long titles and abstracts with hard line breaks and leading spaces: they are unfolded
 * to one line. Papers are keyed by their version-less https abstract URL, so a paper found by
 * several categories or queries, or in two versions, is kept once. Pure: text in, papers out.
 * @see https://info.arxiv.org/help/api/user-manual.html
 */
import { XMLParser } from 'fast-xml-parser';
import { PayloadError } from '../../../../ingest/errors';
import { canonicalUrl } from '../../../../ingest/parse/feed';
import { collapseSpaces } from '../../../../ingest/parse/text';
import { assertCompleteXml } from '../../../../ingest/parse/xml-complete';
import type { Payload } from '../../../../ingest/types';
import { sortByKey } from '../../../keyset-cursor';
import { type ArxivPaperRecord, arxivPaperKey } from '../../data';

/** Where the canonical abstract URL points. */
export const ARXIV_ABS_BASE = 'https://arxiv.org/abs/';

type Obj = Record<string, unknown>;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  isArray: (name) => ['entry', 'author', 'category', 'link'].includes(name),
});

/** The papers of one arXiv answer, and the entries left out (no id, title or date). */
export interface ArxivFeedRead {
  papers: ArxivPaperRecord[];
  skipped: number;
}

/** Reads one answer; throws PayloadError when it is not an arXiv Atom feed, is cut short or is an API error. */
export function parseArxivFeed(text: string, resource: string): ArxivFeedRead {
  let doc: Obj;
  try {
    doc = xml.parse(text) as Obj;
  } catch (err) {
    throw new PayloadError(`${resource}: not XML (${err instanceof Error ? err.message : String(err)})`);
  }
  const feed = doc.feed;
  if (typeof feed !== 'object' || feed === null) throw new PayloadError(`${resource}: not an Atom feed`);
  // A body cut after an </entry> parses into the entries before the cut: refused, not published.
  assertCompleteXml(text, resource);
  const entries = asArray((feed as Obj).entry).map(asObj);
  // arXiv reports a bad query as a feed with one entry whose id is …/api/errors#…
  const error = entries.find((e) => textOf(e.id).includes('/api/errors'));
  if (error) throw new PayloadError(`${resource}: arXiv API error: ${collapseSpaces(textOf(error.summary))}`);
  const papers: ArxivPaperRecord[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const paper = toPaper(entry);
    if (paper) papers.push(paper);
    else skipped++;
  }
  return { papers, skipped };
}

/**
 * Reads every answer of a run (resource → body): papers merged by canonical URL (the newest
 * version wins), newest first; the data is dated by the newest `updated` time it holds. A body
 * that is not a feed is a warning while another one reads; all of them failing is an error.
 */
export function parseArxivPapers(payload: Payload): {
  data: { papers: ArxivPaperRecord[] };
  asOf?: string;
  warnings: string[];
} {
  const warnings: string[] = [];
  const byUrl = new Map<string, ArxivPaperRecord>();
  let readable = 0;
  for (const [resource, body] of Object.entries(payload)) {
    let read: ArxivFeedRead;
    try {
      read = parseArxivFeed(body, resource);
    } catch (err) {
      if (!(err instanceof PayloadError)) throw err;
      warnings.push(err.message);
      continue;
    }
    readable++;
    if (read.skipped > 0) warnings.push(`${resource}: ${read.skipped} entries without id, title or date`);
    for (const p of read.papers) {
      const seen = byUrl.get(p.url);
      if (!seen || p.updatedAt > seen.updatedAt) byUrl.set(p.url, seen ? mergeCategories(p, seen) : p);
      else byUrl.set(p.url, mergeCategories(seen, p));
    }
  }
  if (readable === 0) throw new PayloadError(warnings.join('; ') || 'no arXiv answer');
  const papers = sortByKey(byUrl.values(), arxivPaperKey);
  const newest = Math.max(...papers.map((p) => p.updatedAt));
  return {
    data: { papers },
    ...(papers.length > 0 ? { asOf: new Date(newest).toISOString() } : {}),
    warnings,
  };
}

/** The version-less arXiv id of an entry id or abstract URL (`…/abs/2510.14968v1` → `2510.14968`). */
export function arxivId(idUrl: string): string | undefined {
  const m = /\/abs\/([A-Za-z.-]+\/\d{7}|\d{4}\.\d{4,5})(v\d+)?$/.exec(idUrl.trim());
  return m?.[1];
}

function toPaper(entry: Obj): ArxivPaperRecord | undefined {
  const id = arxivId(textOf(entry.id));
  const title = collapseSpaces(textOf(entry.title));
  const publishedAt = Date.parse(textOf(entry.published));
  const updated = Date.parse(textOf(entry.updated));
  const url = id === undefined ? undefined : canonicalUrl(`${ARXIV_ABS_BASE}${id}`, ARXIV_ABS_BASE);
  if (id === undefined || url === undefined || title === '' || Number.isNaN(publishedAt)) return undefined;
  const primary = attr(asObj(entry.primary_category), 'term');
  const terms = asArray(entry.category).map((c) => attr(asObj(c), 'term'));
  return {
    id,
    title,
    summary: collapseSpaces(textOf(entry.summary)),
    authors: asArray(entry.author)
      .map((a) => collapseSpaces(textOf(asObj(a).name)))
      .filter((n) => n !== ''),
    categories: [...new Set([primary, ...terms].filter((t) => t !== ''))],
    publishedAt,
    updatedAt: Number.isNaN(updated) ? publishedAt : Math.max(updated, publishedAt),
    url,
  };
}

/** `keep` with the categories of `other` appended (a paper found by two searches). */
function mergeCategories(keep: ArxivPaperRecord, other: ArxivPaperRecord): ArxivPaperRecord {
  return { ...keep, categories: [...new Set([...keep.categories, ...other.categories])] };
}

function attr(obj: Obj, name: string): string {
  const v = obj[`@_${name}`];
  return typeof v === 'string' ? v.trim() : '';
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const obj = asObj(value);
  return typeof obj['#text'] === 'string' ? obj['#text'] : '';
}

function asObj(value: unknown): Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}
