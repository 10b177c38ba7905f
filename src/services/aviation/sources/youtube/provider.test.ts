/**
 * The YouTube live-stream provider against a local HTTP server: the calls it makes (handle →
 * channel → live search; video id → videos), the key in a header, requests counted (cache, single
 * flight, daily budget), and the operation through the app.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_USER_AGENT } from '../../../../../test/helpers/ingest/ingest-harness';
import { startUpstream, type Upstream } from '../../../../../test/helpers/ingest/upstream-server';
import { buildTestApp } from '../../../../../test/helpers/test-app';
import { parseEnv, type RawEnv } from '../../../../env-vars';
import { YOUTUBE_PATHS, YOUTUBE_TTL_MS, YoutubeLiveStreamProvider } from './provider';
import { createYoutubeProviders, YOUTUBE_ENV, youtubeSource } from './source';

/** Synthetic key and answers in the API reference's shapes (values invented for the test). */
const KEY = 'yt-test-key-0123456789';
const CHANNEL_ID = 'UCabcdefghijklmnopqrstuv';
const CHANNELS = JSON.stringify({ items: [{ id: CHANNEL_ID, snippet: { title: 'Example TV' } }] });
const LIVE = JSON.stringify({
  items: [
    {
      id: { kind: 'youtube#video', videoId: 'live0000001' },
      snippet: { title: 'Airport cam', channelTitle: 'Example TV', liveBroadcastContent: 'live' },
    },
  ],
});
const VIDEOS = JSON.stringify({
  items: [
    {
      id: 'live0000001',
      snippet: { title: 'Airport cam', channelTitle: 'Example TV' },
      liveStreamingDetails: { actualStartTime: '2026-01-14T10:00:00Z' },
    },
  ],
});
const TIME_BOX_MS = 5_000;

describe('YouTube live-stream provider', () => {
  let up: Upstream;
  let clock: number;
  const now = () => new Date(clock);
  const providersFor = (env: RawEnv) =>
    createYoutubeProviders(
      parseEnv(YOUTUBE_ENV, { YOUTUBE_API_KEY: KEY, YOUTUBE_BASE_URL: up.url, ...env }),
      { now, userAgent: TEST_USER_AGENT },
      { timeoutMs: TIME_BOX_MS },
    );
  const provider = (env: RawEnv = {}) => providersFor(env).aviation?.liveStreams as YoutubeLiveStreamProvider;
  const hits = (path: string) => up.requests.filter((r) => r.path.startsWith(path)).length;

  beforeEach(async () => {
    clock = Date.UTC(2026, 0, 14, 12, 0);
    up = await startUpstream({
      [YOUTUBE_PATHS.channels]: { body: CHANNELS },
      [YOUTUBE_PATHS.search]: { body: LIVE },
      [YOUTUBE_PATHS.videos]: { body: VIDEOS },
    });
  });
  afterEach(() => up.close());

  it('resolves a handle, searches its live video, with the key in a header only', async () => {
    const answer = await provider().liveStreamInfo({ channel: '@exampletv' });
    expect(answer).toMatchObject({
      isLive: true,
      videoId: 'live0000001',
      channelExists: true,
      channelName: 'Example TV',
      title: 'Airport cam',
    });
    const [channels, search] = up.requests;
    expect(Object.fromEntries(new URL(channels!.path, up.url).searchParams)).toEqual({
      part: 'snippet',
      forHandle: '@exampletv',
    });
    expect(Object.fromEntries(new URL(search!.path, up.url).searchParams)).toEqual({
      part: 'snippet',
      channelId: CHANNEL_ID,
      eventType: 'live',
      type: 'video',
      maxResults: '1',
    });
    expect(search!.headers['x-goog-api-key']).toBe(KEY);
    expect(up.requests.some((r) => r.path.includes(KEY))).toBe(false);
  });

  it('caches: the channel a day, the live status for its TTL; one request for concurrent lookups', async () => {
    const p = provider();
    await Promise.all([1, 2, 3].map(() => p.liveStreamInfo({ channel: 'exampletv' })));
    expect([hits(YOUTUBE_PATHS.channels), hits(YOUTUBE_PATHS.search)]).toEqual([1, 1]);
    clock += YOUTUBE_TTL_MS + 1;
    await p.liveStreamInfo({ channel: 'exampletv' });
    expect([hits(YOUTUBE_PATHS.channels), hits(YOUTUBE_PATHS.search)]).toEqual([1, 2]);
  });

  it('asks by channel id without resolving, and by video id through videos.list', async () => {
    const p = provider();
    expect((await p.liveStreamInfo({ channel: CHANNEL_ID })).isLive).toBe(true);
    expect(hits(YOUTUBE_PATHS.channels)).toBe(0);
    expect(await p.liveStreamInfo({ videoId: 'live0000001' })).toMatchObject({
      isLive: true,
      videoId: 'live0000001',
      channelName: 'Example TV',
    });
    expect(new URL(up.requests.at(-1)!.path, up.url).searchParams.get('part')).toBe(
      'snippet,liveStreamingDetails',
    );
  });

  it('says a handle names no channel', async () => {
    up.route(YOUTUBE_PATHS.channels, { body: JSON.stringify({ kind: 'youtube#channelListResponse' }) });
    expect(await provider().liveStreamInfo({ channel: '@nobody' })).toEqual({
      isLive: false,
      channelExists: false,
    });
    expect(hits(YOUTUBE_PATHS.search)).toBe(0);
  });

  it('is built only with a key', () => {
    const deps = { now, userAgent: TEST_USER_AGENT };
    expect(youtubeSource.createProviders({}, deps)).toEqual({});
    expect(
      youtubeSource.createProviders({ YOUTUBE_API_KEY: KEY }, deps).aviation?.liveStreams,
    ).toBeInstanceOf(YoutubeLiveStreamProvider);
  });

  it('serves the operation; a spent budget and a failure are degraded bodies with their error', async () => {
    const t = await buildTestApp({ deps: { now, providers: providersFor({ YOUTUBE_DAILY_CALLS: '2' }) } });
    const headers = { 'x-service-key': await t.createKey({ tier: 3 }) };
    const get = (q: string) =>
      t.app.inject({ url: `/api/aviation/v1/get-video-live-stream-info?${q}`, headers });

    const ok = await get('channel=@exampletv');
    expect(ok.headers['x-data-status']).toBe('ok');
    expect(ok.json()).toEqual({
      isLive: true,
      videoId: 'live0000001',
      channelExists: true,
      channelName: 'Example TV',
      title: 'Airport cam',
      error: '',
    });

    const spent = await get('video_id=live0000001');
    expect(spent.statusCode).toBe(200);
    expect(spent.json()).toEqual({ isLive: false, error: 'daily_budget_spent' });
    expect(up.requests).toHaveLength(2);

    clock = Date.UTC(2026, 0, 15, 0, 0, 1);
    up.route(YOUTUBE_PATHS.videos, { status: 403 });
    const failed = await get('video_id=live0000001');
    expect(failed.json()).toEqual({ isLive: false, error: 'upstream_error: HTTP 403' });
    await t.close();
  });
});
