/**
 * Live-stream lookup over the YouTube Data API v3 (request time). A video id: `videos.list`
 * (`part=snippet,liveStreamingDetails`). A channel: its id (`UC…`), or its handle resolved by
 * `channels.list?forHandle=` (cached a day: handles rarely move), then `search.list` with
 * `eventType=live&type=video` for its live video (100 quota units a call, hence the cache and the
 * daily budget). The key travels in the `x-goog-api-key` header, never in a URL. Each call goes
 * through the shared provider client (time box, TTL + negative TTL, single flight, breaker,
 * daily budget; DESIGN §1). The API gives no HLS manifest, so `hlsUrl` is never set.
 * @see https://developers.google.com/youtube/v3/docs
 */
import {
  type KeyedProviderOptions,
  keyedProviderClient,
  type ProviderClient,
  type ProviderLimits,
  type ProviderResult,
} from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { joinUrl } from '../../../../ingest/urls';
import type { LiveStreamAnswer, LiveStreamProvider } from '../../providers';
import { parseChannels, parseSearch, parseVideos, YOUTUBE_PROVIDER_NAME } from './parser';

/** Paths of the three endpoints under the API origin. */
export const YOUTUBE_PATHS = {
  channels: '/youtube/v3/channels',
  search: '/youtube/v3/search',
  videos: '/youtube/v3/videos',
} as const;
/** How long a live status is reused: the operation's `fast` cache tier is minutes. */
export const YOUTUBE_TTL_MS = 5 * 60_000;
/** How long a handle's channel id is reused. */
export const YOUTUBE_CHANNEL_TTL_MS = 24 * 60 * 60_000;
/** How long "nothing" (no channel, not live) or a failure is reused before asking again. */
export const YOUTUBE_NEGATIVE_TTL_MS = 60_000;
/** A channel id, as opposed to a handle. */
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;

export type { ProviderLimits };

/** What the adapter needs. */
export type YoutubeOptions = KeyedProviderOptions;

/** The YouTube live-stream lookup, implementing the `aviation.liveStreams` port. */
export class YoutubeLiveStreamProvider implements LiveStreamProvider {
  /** The shared-client instance of this provider (circuit state, budget left). */
  readonly client: ProviderClient;

  constructor(private readonly options: YoutubeOptions) {
    this.client = keyedProviderClient(
      { name: YOUTUBE_PROVIDER_NAME, ttlMs: YOUTUBE_TTL_MS, negativeTtlMs: YOUTUBE_NEGATIVE_TTL_MS },
      options,
    );
  }

  /** Whether the video, or the channel, is live now; throws ProviderCallError on failure. */
  async liveStreamInfo(query: { channel?: string; videoId?: string }): Promise<LiveStreamAnswer> {
    if (query.videoId) {
      const found = await this.lookup(
        YOUTUBE_PATHS.videos,
        { part: 'snippet,liveStreamingDetails', id: query.videoId },
        parseVideos,
      );
      if (found.status === 'empty') return { isLive: false };
      const { videoId, isLive, title, channelName } = found.value;
      return {
        isLive,
        videoId,
        channelExists: true,
        ...(title ? { title } : {}),
        ...(channelName ? { channelName } : {}),
        fetchedAt: found.fetchedAt,
      };
    }
    const channel = query.channel ?? '';
    let channelId = channel;
    let channelName: string | undefined;
    if (!CHANNEL_ID_PATTERN.test(channel)) {
      const handle = channel.startsWith('@') ? channel : `@${channel}`;
      const found = await this.lookup(
        YOUTUBE_PATHS.channels,
        { part: 'snippet', forHandle: handle },
        parseChannels,
        YOUTUBE_CHANNEL_TTL_MS,
      );
      if (found.status === 'empty') return { isLive: false, channelExists: false };
      channelId = found.value.channelId;
      channelName = found.value.title;
    }
    const params = { part: 'snippet', channelId, eventType: 'live', type: 'video', maxResults: '1' };
    const live = await this.lookup(YOUTUBE_PATHS.search, params, (t) => parseSearch(t)[0]);
    const named = channelName ? { channelName } : {};
    if (live.status === 'empty') return { isLive: false, channelExists: true, ...named };
    const v = live.value;
    return {
      isLive: true,
      videoId: v.videoId,
      channelExists: true,
      ...(v.channelTitle ? { channelName: v.channelTitle } : named),
      ...(v.title ? { title: v.title } : {}),
      fetchedAt: live.fetchedAt,
    };
  }

  /** One cached call; "nothing found" is `empty`; throws ProviderCallError on failure. */
  private async lookup<T>(
    path: string,
    params: Record<string, string>,
    parse: (text: string) => T | undefined,
    ttlMs?: number,
  ): Promise<Exclude<ProviderResult<T>, { status: 'error' }>> {
    const url = `${joinUrl(this.options.baseUrl, path)}?${new URLSearchParams(params).toString()}`;
    const headers = { 'x-goog-api-key': this.options.apiKey, accept: 'application/json' };
    const result = await this.client.get(
      url,
      async (signal) => parse(await this.client.fetchText(url, { headers, signal })),
      ttlMs,
    );
    if (result.status === 'error')
      throw new ProviderCallError(YOUTUBE_PROVIDER_NAME, result.reason, result.error, result.httpStatus);
    return result;
  }
}
