/**
 * GET /api/aviation/v1/list-aviation-news: articles published within `window_hours` of now,
 * newest first, at most `max_items`; with `entities`, only those mentioning one of them.
 */
import type { Static } from 'typebox';
import { defineHandler, fromData, unavailable } from '../handler';
import {
  AVIATION_NEWS_UNAVAILABLE,
  type AviationNewsItemSchema,
  listAviationNews,
  NEWS_DEFAULT_MAX_ITEMS,
  NEWS_DEFAULT_WINDOW_HOURS,
} from './contract';
import { type AviationNewsRecord, aviationKeys } from './data';

type AviationNewsItem = Static<typeof AviationNewsItemSchema>;

/** `source` of the answer: articles come from RSS feeds. */
export const NEWS_SOURCE = 'rss';
const HOUR_MS = 3_600_000;

/** Handler of list-aviation-news. */
export const listAviationNewsHandler = defineHandler(listAviationNews, async (ctx, query) => {
  const read = await ctx.snapshots.read(aviationKeys.news);
  if (read.status !== 'hit') return unavailable(AVIATION_NEWS_UNAVAILABLE);
  const since = ctx.now().getTime() - (query.window_hours ?? NEWS_DEFAULT_WINDOW_HOURS) * HOUR_MS;
  const entities = [...new Set((query.entities ?? []).map((e) => e.trim()).filter((e) => e !== ''))];
  const items: AviationNewsItem[] = [];
  for (const record of read.snapshot.data.items) {
    if (record.publishedAt < since) continue;
    const matchedEntities = matching(record, entities);
    if (entities.length > 0 && matchedEntities.length === 0) continue;
    items.push({ ...record, matchedEntities });
  }
  items.sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));
  return fromData(
    {
      items: items.slice(0, query.max_items ?? NEWS_DEFAULT_MAX_ITEMS),
      source: NEWS_SOURCE,
      updatedAt: Date.parse(read.snapshot.meta.fetchedAt),
    },
    read.snapshot.meta.fetchedAt,
  );
});

/** The entities the title or snippet mentions (case-insensitive), as the client wrote them. */
function matching(record: AviationNewsRecord, entities: readonly string[]): string[] {
  if (entities.length === 0) return [];
  const text = `${record.title}\n${record.snippet}`.toLowerCase();
  return entities.filter((e) => text.includes(e.toLowerCase()));
}
