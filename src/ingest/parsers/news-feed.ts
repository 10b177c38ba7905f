/**
 * Parser of RSS 2.0 / RSS 1.0 (RDF) / Atom / JSON Feed news feeds into news articles, with
 * `feedsmith` (a maintained parser that normalises legacy and namespaced elements, tolerates
 * real-world feeds and reads all four formats with one call). Articles are merged across feeds,
 * de-duplicated by canonical URL and kept newest first. Pure: text in, records out.
 */
import { createHash } from 'node:crypto';
import { parseFeed } from 'feedsmith';
import type { AviationNewsData, AviationNewsRecord } from '../../store/schemas/aviation';
import { PayloadError } from '../errors';
import type { ParseResult } from '../types';
import { clipText, collapseSpaces, htmlToText } from '../parse/text';

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

type Obj = Record<string, unknown>;

/** Parses one feed's text; throws PayloadError when it is not a feed. */
export function parseNewsFeed(
  text: string,
  feed: NewsFeed,
): { items: AviationNewsRecord[]; skipped: number } {
  let parsed: { feed: unknown };
  try {
    parsed = parseFeed(text.replace(/^\uFEFF/, '').trim()) as { feed: unknown };
  } catch (err) {
    throw new PayloadError(
      `${feed.name}: not an RSS/Atom/JSON feed (${err instanceof Error ? err.message : String(err)})`,
    );
  }
  const root = asObj(parsed.feed);
  const entries = [...asArray(root.items), ...asArray(root.entries)].map(asObj);
  const items: AviationNewsRecord[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const item = toRecord(entry, feed);
    if (item) items.push(item);
    else skipped++;
  }
  return { items, skipped };
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
  return { data: { items: mergeNewsItems(lists) }, warnings };
}

/** Stable article id: a hash of the canonical URL. */
export function newsItemId(url: string): string {
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

function toRecord(entry: Obj, feed: NewsFeed): AviationNewsRecord | undefined {
  const title = collapseSpaces(htmlToText(textOf(entry.title)));
  const url = canonicalUrl(linkOf(entry), feed.url);
  const publishedAt = dateOf(entry);
  if (!title || !url || publishedAt === undefined) return undefined;
  const body =
    textOf(entry.description) || textOf(entry.summary) || textOf(entry.content_text) || contentOf(entry);
  const imageUrl = imageOf(entry, feed.url);
  return {
    id: newsItemId(url),
    title,
    url,
    sourceName: feed.name,
    publishedAt,
    snippet: clipText(htmlToText(body), NEWS_SNIPPET_MAX_CHARS),
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
    if (typeof c !== 'string' || c.trim() === '') continue;
    const t = Date.parse(c.trim());
    if (!Number.isNaN(t) && t >= 0) return t;
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
  for (const c of candidates) if (typeof c === 'string' && c.trim() !== '') return canonicalImage(c, base);
  return undefined;
}

function canonicalImage(link: string, base: string): string | undefined {
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
