/**
 * GET /api/aviation/v1/get-video-live-stream-info: asks the live-stream provider whether a channel
 * or video is live. `error` is empty on success and says why otherwise (DESIGN §4).
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  getVideoLiveStreamInfo,
  liveStreamDegraded,
  MISSING_CHANNEL_OR_VIDEO,
  PROVIDER_NOT_CONFIGURED,
} from './contract-request-time';
import { answeredAt, callProvider } from './providers';

/** Handler of get-video-live-stream-info. */
export const getVideoLiveStreamInfoHandler = defineHandler(getVideoLiveStreamInfo, async (ctx, query) => {
  const degraded = (error: string) => unavailable(liveStreamDegraded(error));
  if (query.channel === undefined && query.video_id === undefined) return degraded(MISSING_CHANNEL_OR_VIDEO);
  const provider = ctx.providers.aviation?.liveStreams;
  if (!provider) return degraded(PROVIDER_NOT_CONFIGURED);
  const call = await callProvider(() =>
    provider.liveStreamInfo({
      ...(query.channel === undefined ? {} : { channel: query.channel }),
      ...(query.video_id === undefined ? {} : { videoId: query.video_id }),
    }),
  );
  if (!call.ok) return degraded(call.error);
  const { fetchedAt: _ignored, ...answer } = call.value;
  return fromData({ ...answer, error: '' }, answeredAt(call.value, ctx.now()));
});
