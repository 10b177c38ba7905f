/**
 * GET /api/aviation/v1/get-video-live-stream-info: asks the live-stream provider whether a channel
 * or video is live. `error` is empty on success and says why otherwise (DESIGN §4).
 */
import { getVideoLiveStreamInfo } from '../../contract/aviation';
import { defineHandler, fromData, unavailable } from '../handler';
import {
  AVIATION_PROVIDERS,
  answeredAt,
  callProvider,
  type LiveStreamProvider,
  PROVIDER_NOT_CONFIGURED,
  providerPort,
  UPSTREAM_ERROR,
} from './providers';

/** `error` when neither `channel` nor `video_id` is given (both are optional, SPEC §4.2). */
export const MISSING_CHANNEL_OR_VIDEO = 'missing channel or video_id';

export const getVideoLiveStreamInfoHandler = defineHandler(getVideoLiveStreamInfo, async (ctx, query) => {
  const degraded = (error: string) => unavailable({ isLive: false, error });
  if (query.channel === undefined && query.video_id === undefined) return degraded(MISSING_CHANNEL_OR_VIDEO);
  const provider = providerPort<LiveStreamProvider>(ctx.providers, AVIATION_PROVIDERS.liveStream, [
    'liveStreamInfo',
  ]);
  if (!provider) return degraded(PROVIDER_NOT_CONFIGURED);
  const call = await callProvider(() =>
    provider.liveStreamInfo({
      ...(query.channel === undefined ? {} : { channel: query.channel }),
      ...(query.video_id === undefined ? {} : { videoId: query.video_id }),
    }),
  );
  if (!call.ok) return degraded(UPSTREAM_ERROR);
  const { fetchedAt: _ignored, ...answer } = call.value;
  return fromData({ ...answer, error: '' }, answeredAt(call.value, ctx.now()));
});
