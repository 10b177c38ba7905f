/**
 * `research:hackernews-items` ← the Hacker News Firebase API: each configured feed's id list
 * (`/v0/<feed>stories.json`), then the best-ranked items (`/v0/item/<id>.json`), each item read
 * once even when several feeds list it. The API is public and unthrottled, but the front page moves
 * in minutes, not seconds: a run every 15 minutes, items read a few at a time. A feed whose list
 * fails is a warning while another one answers; all lists failing fails the run.
 * @see https://github.com/HackerNews/API
 */
import type { EnvValues } from '../../../../env-vars';
import { PayloadError } from '../../../../ingest/errors';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob, type FetchContext } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import type { HackernewsFeed } from '../../data';
import { researchKeys } from '../../data';
import { itemResource, listResource, parseFeedList, parseHackernews } from './parser';
import type { HACKERNEWS_ENV } from './source';

/** Every 15 minutes plus up to 3 minutes of jitter. */
export const HACKERNEWS_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;
/** Time box of one run (up to a few hundred small requests). */
export const HACKERNEWS_RUN_TIMEOUT_MS = 180_000;
/** Items read at the same time. */
export const HACKERNEWS_ITEM_CONCURRENCY = 8;

/** Path of a feed's id list. */
export function feedPath(feed: HackernewsFeed): string {
  return `/v0/${feed}stories.json`;
}

/** Path of an item. */
export function itemPath(id: number): string {
  return `/v0/item/${id}.json`;
}

/**
 * Bundled real captures: 11 items that were each the first of `topstories.json` when captured
 * (2023-07-30 … 2024-05-22); the list itself was not kept, so the bundle dates the snapshot by
 * the newest capture time.
 */
export const HACKERNEWS_BUNDLE = bundleBeside(import.meta.url, {
  name: 'hackernews',
  files: Object.fromEntries(
    [
      36929499, 36935843, 36933603, 36937713, 36940323, 36940871, 38835419, 39483482, 39828686, 40053774,
      40432688,
    ].map((id) => [itemResource('top', id), `item-${id}.json`]),
  ),
  capturedAt: '2024-05-22T00:42:36Z',
});

/** Creates the Hacker News job. */
export function createHackernewsItemsJob(settings: EnvValues<typeof HACKERNEWS_ENV>): AnyIngestJob {
  const base = settings.HACKERNEWS_BASE_URL;
  return defineJob({
    id: 'hackernews-items',
    key: researchKeys.hackernewsItems,
    source: `Hacker News API ${joinUrl(base, '/v0/')}`,
    schedule: HACKERNEWS_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: HACKERNEWS_RUN_TIMEOUT_MS,
    bundle: HACKERNEWS_BUNDLE,
    async fetch(ctx) {
      const payload: Record<string, string> = {};
      const wanted: { feed: HackernewsFeed; id: number }[] = [];
      const seen = new Set<number>();
      let firstError: unknown;
      for (const feed of settings.HACKERNEWS_FEEDS) {
        try {
          const body = await ctx.http.get(joinUrl(base, feedPath(feed)), { accept: 'application/json' });
          const ids = parseFeedList(body, listResource(feed)).slice(0, settings.HACKERNEWS_ITEMS_PER_FEED);
          payload[listResource(feed)] = body;
          for (const id of ids) {
            if (seen.has(id)) continue;
            seen.add(id);
            wanted.push({ feed, id });
          }
        } catch (err) {
          firstError ??= err;
          ctx.warn(`${feed}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (Object.keys(payload).length === 0) throw firstError ?? new PayloadError('no feed list read');
      await readItems(ctx, base, wanted, payload);
      return payload;
    },
    async parse(payload) {
      return parseHackernews(payload);
    },
  });
}

/** Reads the items a few at a time into `payload`; a failed item is a warning. */
async function readItems(
  ctx: FetchContext,
  base: string,
  wanted: readonly { feed: HackernewsFeed; id: number }[],
  payload: Record<string, string>,
): Promise<void> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < wanted.length && !ctx.signal.aborted) {
      const w = wanted[next++] as { feed: HackernewsFeed; id: number };
      try {
        payload[itemResource(w.feed, w.id)] = await ctx.http.get(joinUrl(base, itemPath(w.id)), {
          accept: 'application/json',
        });
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: HACKERNEWS_ITEM_CONCURRENCY }, worker));
  if (failed > 0) ctx.warn(`${failed} of ${wanted.length} items could not be read`);
}
