/**
 * Parser of Hacker News API answers: feed lists (`<feed>stories.json`, an array of item ids in
 * rank order) and items (`item/<id>.json`). HN writes times in epoch seconds and leaves keys out
 * rather than writing null (no `url` on text posts, no `descendants` on jobs). Each item's URL is
 * made canonical; text posts get their discussion page. Pure: bodies in, feeds and items out.
 * @see https://github.com/HackerNews/API
 */
import { PayloadError } from '../../../../ingest/errors';
import { canonicalUrl } from '../../../../ingest/parse/feed';
import { collapseSpaces, decodeEntities } from '../../../../ingest/parse/text';
import type { Payload } from '../../../../ingest/types';
import {
  HACKERNEWS_FEEDS,
  type HackernewsData,
  type HackernewsFeed,
  type HackernewsFeedRecord,
  type HackernewsItemRecord,
} from '../../data';

/** Discussion page of an item. */
export const HACKERNEWS_ITEM_PAGE = 'https://news.ycombinator.com/item?id=';
/** Item types a feed lists (comments and poll options never are). */
const LISTED_TYPES = new Set(['story', 'job', 'poll']);

type Obj = Record<string, unknown>;

/** Resource name of a feed list. */
export function listResource(feed: HackernewsFeed): string {
  return `list:${feed}`;
}

/** Resource name of an item, naming the feed it was read for. */
export function itemResource(feed: HackernewsFeed, id: number): string {
  return `item:${feed}:${id}`;
}

/** The ids of a feed list body (`[41234567, …]`); throws PayloadError otherwise. */
export function parseFeedList(text: string, resource: string): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PayloadError(`${resource}: not JSON`);
  }
  if (!Array.isArray(value)) throw new PayloadError(`${resource}: not an array of item ids`);
  return value.filter((v): v is number => Number.isSafeInteger(v) && (v as number) > 0);
}

/**
 * One item body; undefined for `null` (unknown id), deleted or dead items, comments, and items
 * without a title or time. Throws PayloadError when the body is not JSON.
 */
export function parseItem(text: string, resource: string): HackernewsItemRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PayloadError(`${resource}: not JSON`);
  }
  if (value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new PayloadError(`${resource}: not an item`);
  const o = value as Obj;
  const id = o.id;
  const time = o.time;
  const title = typeof o.title === 'string' ? collapseSpaces(decodeEntities(o.title)) : '';
  if (!Number.isSafeInteger(id) || (id as number) <= 0 || !Number.isSafeInteger(time) || title === '')
    return undefined;
  if (o.deleted === true || o.dead === true || !LISTED_TYPES.has(String(o.type))) return undefined;
  const link = typeof o.url === 'string' ? canonicalUrl(o.url, HACKERNEWS_ITEM_PAGE) : undefined;
  return {
    id: id as number,
    title,
    url: link ?? `${HACKERNEWS_ITEM_PAGE}${id}`,
    textPost: link === undefined,
    ...(typeof o.by === 'string' && o.by !== '' ? { by: o.by } : {}),
    ...(count(o.score) !== undefined ? { score: count(o.score) } : {}),
    ...(count(o.descendants) !== undefined ? { commentCount: count(o.descendants) } : {}),
    submittedAt: (time as number) * 1000,
  };
}

/**
 * Reads a run's bodies: `list:<feed>` lists and `item:<feed>:<id>` items. A feed's order is its
 * list; a feed with items but no list (a capture of single items) is ordered newest first. Ids
 * whose item is missing or unlisted are dropped. No `asOf`: a feed's ranking is true when fetched.
 */
export function parseHackernews(payload: Payload): { data: HackernewsData; warnings: string[] } {
  const warnings: string[] = [];
  const items = new Map<number, HackernewsItemRecord>();
  const readFor = new Map<HackernewsFeed, number[]>();
  let badItems = 0;
  for (const [resource, body] of Object.entries(payload)) {
    const m = /^item:([a-z]+):\d+$/.exec(resource);
    if (!m) continue;
    try {
      const item = parseItem(body, resource);
      if (!item) continue;
      items.set(item.id, item);
      const feed = m[1] as HackernewsFeed;
      readFor.set(feed, [...(readFor.get(feed) ?? []), item.id]);
    } catch (err) {
      if (!(err instanceof PayloadError)) throw err;
      badItems++;
    }
  }
  if (badItems > 0) warnings.push(`${badItems} item bodies were not JSON items`);
  const feeds: HackernewsFeedRecord[] = [];
  for (const feed of HACKERNEWS_FEEDS) {
    const body = payload[listResource(feed)];
    if (body !== undefined) {
      feeds.push({ feed, ids: parseFeedList(body, listResource(feed)).filter((id) => items.has(id)) });
    } else if (readFor.has(feed)) {
      const ids = readFor.get(feed) ?? [];
      feeds.push({
        feed,
        ids: ids.sort((a, b) => (items.get(b)?.submittedAt ?? 0) - (items.get(a)?.submittedAt ?? 0)),
      });
    }
  }
  if (feeds.length === 0) throw new PayloadError('no Hacker News feed list or item read');
  const listed = new Set(feeds.flatMap((f) => f.ids));
  return { data: { feeds, items: [...items.values()].filter((i) => listed.has(i.id)) }, warnings };
}

function count(v: unknown): number | undefined {
  return Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : undefined;
}
