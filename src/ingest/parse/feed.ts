/**
 * Reader of RSS 2.0 / RSS 1.0 (RDF) / Atom / JSON Feed documents, with `feedsmith` (a maintained
 * parser that normalises legacy and namespaced elements, tolerates real-world feeds and reads all
 * four formats with one call), into plain items: title and summary as plain text, an absolute
 * canonical link, the publication time (in the publisher's language too: `feed-date.ts`), an image
 * and a stable id. Pure: text in, items out.
 */
import { createHash } from 'node:crypto';
import { parseFeed } from 'feedsmith';
import { PayloadError } from '../errors';
import { parseFeedDate } from './feed-date';
import { collapseSpaces, htmlToText } from './text';
import { assertCompleteXml } from './xml-complete';

/** One entry of a feed, normalised. */
export interface FeedItem {
  /** Stable identifier: a hash of the canonical link. */
  id: string;
  /** Plain text, spaces collapsed. */
  title: string;
  /** Canonical absolute http(s) URL of the entry (no fragment, no `utm_*`). */
  link: string;
  /** Plain text of the description, summary or content ('' when none); not clipped. */
  summary: string;
  /** Publication (else update) time, Unix epoch milliseconds. */
  publishedAt: number;
  /** Absolute http(s) URL of the entry's image, when it has one. */
  imageUrl?: string;
}

/** The entries of one feed, and how many were left out (no title, link or date). */
export interface FeedRead {
  items: FeedItem[];
  skipped: number;
}

type Obj = Record<string, unknown>;

/**
 * Reads one feed. `baseUrl` (the feed's own URL) resolves relative links; `resource` names the feed
 * in the PayloadError thrown when the text is not a feed, or is a feed cut short (an RSS or Atom
 * document that stops before its closing root tag is refused, never read as the whole feed).
 */
export function readFeed(text: string, baseUrl: string, resource: string): FeedRead {
  const body = text.replace(/^\uFEFF/, '').trim();
  let parsed: { feed: unknown };
  try {
    parsed = parseFeed(body) as { feed: unknown };
  } catch (err) {
    throw new PayloadError(
      `${resource}: not an RSS/Atom/JSON feed (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  assertCompleteXml(body, resource);
  const root = asObj(parsed.feed);
  const entries = [...asArray(root.items), ...asArray(root.entries)].map(asObj);
  const items: FeedItem[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const item = toItem(entry, baseUrl);
    if (item) items.push(item);
    else skipped++;
  }
  return { items, skipped };
}

/** Stable item id: a hash of the canonical URL. */
export function feedItemId(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 24);
}

/** The URL used to recognise the same article in several feeds: no fragment, no `utm_*` tracking. */
export function canonicalUrl(link: string, base: string): string | undefined {
  if (link.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  for (const name of [...url.searchParams.keys()])
    if (name.toLowerCase().startsWith('utm_')) url.searchParams.delete(name);
  return url.toString();
}

function toItem(entry: Obj, base: string): FeedItem | undefined {
  const title = collapseSpaces(htmlToText(textOf(entry.title)));
  const link = canonicalUrl(linkOf(entry), base);
  const publishedAt = dateOf(entry);
  if (!title || !link || publishedAt === undefined) return undefined;
  const body =
    textOf(entry.description) || textOf(entry.summary) || textOf(entry.content_text) || contentOf(entry);
  const imageUrl = imageOf(entry, base);
  return {
    id: feedItemId(link),
    title,
    link,
    summary: htmlToText(body),
    publishedAt,
    ...(imageUrl ? { imageUrl } : {}),
  };
}

function linkOf(entry: Obj): string {
  if (typeof entry.link === 'string') return entry.link;
  if (typeof entry.url === 'string') return entry.url;
  const links = asArray(entry.links).map(asObj);
  const alternate = links.find((l) => l.rel === undefined || l.rel === 'alternate') ?? links[0];
  if (alternate && typeof alternate.href === 'string') return alternate.href;
  const guid = asObj(entry.guid);
  if (typeof guid.value === 'string' && guid.isPermaLink !== false) return guid.value;
  return typeof entry.id === 'string' ? entry.id : '';
}

function dateOf(entry: Obj): number | undefined {
  const dc = asObj(entry.dc);
  const candidates = [
    entry.pubDate,
    entry.published,
    entry.updated,
    entry.date_published,
    ...asArray(dc.dates),
    dc.date,
  ];
  for (const c of candidates) {
    if (typeof c !== 'string') continue;
    const t = parseFeedDate(c);
    if (t !== undefined && t >= 0) return t;
  }
  return undefined;
}

function contentOf(entry: Obj): string {
  const content = asObj(entry.content);
  if (typeof content.encoded === 'string') return content.encoded;
  if (typeof entry.content_html === 'string') return entry.content_html;
  return textOf(entry.content);
}

function imageOf(entry: Obj, base: string): string | undefined {
  const media = asObj(entry.media);
  const candidates: unknown[] = [
    ...asArray(media.contents).map((c) => asObj(c).url),
    ...asArray(media.thumbnails).map((t) => asObj(t).url),
    ...asArray(entry.enclosures)
      .map(asObj)
      .filter((e) => typeof e.type !== 'string' || e.type.startsWith('image/'))
      .map((e) => e.url),
    entry.image,
  ];
  for (const c of candidates) if (typeof c === 'string' && c.trim() !== '') return absoluteUrl(c, base);
  return undefined;
}

function absoluteUrl(link: string, base: string): string | undefined {
  try {
    const url = new URL(link.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const obj = asObj(value);
  return typeof obj.value === 'string' ? obj.value : '';
}

function asObj(value: unknown): Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
