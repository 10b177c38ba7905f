/**
 * GET /api/research/v1/list-hackernews-items: the items of one Hacker News feed in the feed's own
 * order, one per canonical URL (the better-ranked one is kept), in pages.
 */

import type { Static } from 'typebox';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, unavailable } from '../handler';
import { perSnapshot } from '../per-snapshot';
import { HACKERNEWS_ITEMS_PAGE, listHackernewsItems } from './contract';
import { type HackernewsData, type HackernewsFeed, type HackernewsItemRecord, researchKeys } from './data';
import { decodeRankCursor, pageByRank } from './rank-cursor';

type Item = Static<typeof listHackernewsItems.response>['items'][number];

/** Feed when `feed_type` is absent. */
export const DEFAULT_HACKERNEWS_FEED: HackernewsFeed = 'top';

/** Handler of list-hackernews-items. */
export const listHackernewsItemsHandler = defineHandler(listHackernewsItems, async (ctx, query) => {
  decodeRankCursor(query.cursor);
  const read = await ctx.snapshots.read(researchKeys.hackernewsItems);
  if (read.status !== 'hit') return unavailable(HACKERNEWS_ITEMS_PAGE.empty);
  const { data, meta } = read.snapshot;
  const items = feedItems(data, query.feed_type ?? DEFAULT_HACKERNEWS_FEED);
  // A feed the snapshot does not hold is unknown, not empty.
  if (items === undefined) return unavailable(HACKERNEWS_ITEMS_PAGE.empty);
  const { page, pagination } = pageByRank(items, query.cursor, query.page_size ?? DEFAULT_PAGE_SIZE);
  return fromData({ items: page.map(toItem), pagination }, meta.fetchedAt);
});

/** Every loaded feed's items (the first list of a feed named twice), built once per snapshot. */
const feedsOf = perSnapshot((data: HackernewsData) => {
  const byId = new Map(data.items.map((i) => [i.id, i]));
  const feeds = new Map<HackernewsFeed, HackernewsItemRecord[]>();
  for (const list of data.feeds) {
    if (!feeds.has(list.feed)) feeds.set(list.feed, dedupedByUrl(list.ids, byId));
  }
  return feeds;
});

/** The items of a feed in rank order, de-duplicated by URL; undefined when the feed was not loaded. */
export function feedItems(data: HackernewsData, feed: HackernewsFeed): HackernewsItemRecord[] | undefined {
  return feedsOf(data).get(feed);
}

/** The items of `ids` in order, keeping the first of each URL and skipping unknown ids. */
function dedupedByUrl(
  ids: readonly number[],
  byId: ReadonlyMap<number, HackernewsItemRecord>,
): HackernewsItemRecord[] {
  const urls = new Set<string>();
  const out: HackernewsItemRecord[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item === undefined || urls.has(item.url)) continue;
    urls.add(item.url);
    out.push(item);
  }
  return out;
}

function toItem(i: HackernewsItemRecord): Item {
  return {
    id: i.id,
    title: i.title,
    url: i.url,
    ...(i.by !== undefined ? { by: i.by } : {}),
    ...(i.score !== undefined ? { score: i.score } : {}),
    ...(i.commentCount !== undefined ? { commentCount: i.commentCount } : {}),
    submittedAt: i.submittedAt,
  };
}
