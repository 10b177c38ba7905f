/** The YouTube parsers on a recorded search answer and on the API reference's resource shapes. */
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../../../test/helpers/ingest/ingest-harness';
import { PayloadError } from '../../../../ingest/errors';
import { parseChannels, parseSearch, parseVideos } from './parser';

const SEARCH = readFixture(import.meta.url, 'search-channel-videos.json');

describe('YouTube parsers', () => {
  it('reads the videos of a recorded search answer', () => {
    expect(parseSearch(SEARCH)).toEqual([
      {
        videoId: 'KFUIuE_hDRQ',
        title: '≪WAZZUP≫ *peek*',
        channelTitle: 'Hakos Baelz Ch. hololive-EN',
        liveBroadcastContent: 'none',
      },
    ]);
  });

  it('reads a channel found by handle, and none when items are absent (reference shape, invented values)', () => {
    const found = JSON.stringify({
      kind: 'youtube#channelListResponse',
      items: [{ kind: 'youtube#channel', id: 'UCabcdefghijklmnopqrstuv', snippet: { title: 'Example TV' } }],
    });
    expect(parseChannels(found)).toEqual({ channelId: 'UCabcdefghijklmnopqrstuv', title: 'Example TV' });
    expect(
      parseChannels(JSON.stringify({ kind: 'youtube#channelListResponse', pageInfo: {} })),
    ).toBeUndefined();
  });

  it('tells a live video from an ended or a plain one (reference shape, invented values)', () => {
    const video = (snippet: object, liveStreamingDetails?: object) =>
      JSON.stringify({
        items: [{ id: 'abcdefghijk', snippet, ...(liveStreamingDetails ? { liveStreamingDetails } : {}) }],
      });
    expect(parseVideos(video({ title: 'T', channelTitle: 'C', liveBroadcastContent: 'live' }))).toEqual({
      videoId: 'abcdefghijk',
      isLive: true,
      title: 'T',
      channelName: 'C',
    });
    expect(parseVideos(video({}, { actualStartTime: '2026-01-01T00:00:00Z' }))?.isLive).toBe(true);
    const ended = { actualStartTime: '2026-01-01T00:00:00Z', actualEndTime: '2026-01-01T01:00:00Z' };
    expect(parseVideos(video({ liveBroadcastContent: 'none' }, ended))?.isLive).toBe(false);
    expect(parseVideos(JSON.stringify({ items: [] }))).toBeUndefined();
  });

  it('refuses an error body', () => {
    const err = JSON.stringify({ error: { code: 403, message: 'quotaExceeded' } });
    expect(() => parseSearch(err)).toThrow(PayloadError);
  });
});
