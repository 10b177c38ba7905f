/**
 * Parsers of the three YouTube Data API v3 answers the live-stream lookup reads, each
 * `{ kind, items: [...] }` (or `{ error: { code, message } }` with an error status):
 * `channels.list` (`items[].id`, `snippet.title`), `search.list` (`items[].id.videoId`,
 * `snippet.title`, `snippet.channelTitle`, `snippet.liveBroadcastContent`) and `videos.list`
 * (`items[].snippet`, `items[].liveStreamingDetails` with `actualStartTime`, `actualEndTime`).
 * Pure: text in, data out.
 * @see https://developers.google.com/youtube/v3/docs
 */
import { PayloadError } from '../../../../ingest/errors';
import { parseJsonBody } from '../../../../ingest/parse/json-values';

/** Name of the provider in answers. */
export const YOUTUBE_PROVIDER_NAME = 'youtube';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

function items(text: string, what: string): Json[] {
  const doc = obj(parseJsonBody(text, `YouTube ${what}`));
  const error = obj(doc?.error);
  if (error)
    throw new PayloadError(
      `YouTube ${what}: error ${String(error.code ?? '?')}: ${str(error.message) ?? ''}`,
    );
  if (!doc) throw new PayloadError(`YouTube ${what}: not an object`);
  // An answer with nothing found may leave `items` out.
  if (doc.items === undefined) return [];
  if (!Array.isArray(doc.items)) throw new PayloadError(`YouTube ${what}: items is not an array`);
  return doc.items.flatMap((i) => (obj(i) ? [obj(i)!] : []));
}

/** A channel found by handle: its id and title; undefined when there is none. */
export function parseChannels(text: string): { channelId: string; title?: string } | undefined {
  for (const item of items(text, 'channels')) {
    const channelId = str(item.id);
    const title = str(obj(item.snippet)?.title);
    if (channelId) return title ? { channelId, title } : { channelId };
  }
  return undefined;
}

/** A video of a search answer. */
export interface SearchVideo {
  videoId: string;
  title?: string;
  channelTitle?: string;
  /** `live`, `upcoming` or `none`. */
  liveBroadcastContent?: string;
}

/** The videos of a search answer, in its order (channels and playlists left out). */
export function parseSearch(text: string): SearchVideo[] {
  return items(text, 'search').flatMap((item) => {
    const videoId = str(obj(item.id)?.videoId);
    if (!videoId) return [];
    const snippet = obj(item.snippet);
    return [
      {
        videoId,
        ...optional('title', str(snippet?.title)),
        ...optional('channelTitle', str(snippet?.channelTitle)),
        ...optional('liveBroadcastContent', str(snippet?.liveBroadcastContent)),
      },
    ];
  });
}

/** A video looked up by id. */
export interface VideoInfo {
  videoId: string;
  isLive: boolean;
  title?: string;
  channelName?: string;
}

/**
 * The video of a `videos.list` answer; undefined when the id matches none. It is live when its
 * snippet says `live`, or when its broadcast has started and not ended.
 */
export function parseVideos(text: string): VideoInfo | undefined {
  const item = items(text, 'videos')[0];
  const videoId = str(item?.id);
  if (!item || !videoId) return undefined;
  const snippet = obj(item.snippet);
  const details = obj(item.liveStreamingDetails);
  const started = str(details?.actualStartTime) !== undefined && str(details?.actualEndTime) === undefined;
  return {
    videoId,
    isLive: str(snippet?.liveBroadcastContent) === 'live' || started,
    ...optional('title', str(snippet?.title)),
    ...optional('channelName', str(snippet?.channelTitle)),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
