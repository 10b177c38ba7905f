/**
 * YouTube Data API v3 (request-time, keyed): the live-stream lookup of get-video-live-stream-info,
 * built only when its key is set. No job and no bundle: looked up per request (cached by the
 * provider client, within a daily budget).
 * @see https://developers.google.com/youtube/v3/docs
 */
import { type EnvValues, envVar } from '../../../../env-vars';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { type ProviderLimits, YoutubeLiveStreamProvider } from './provider';

/** Default origin of the YouTube Data API. */
export const YOUTUBE_DEFAULT_BASE_URL = 'https://www.googleapis.com';
/** Default daily call budget: a live search costs 100 of the default 10,000 daily quota units. */
export const YOUTUBE_DEFAULT_DAILY_CALLS = 90;

/** Declared variables of the source. */
export const YOUTUBE_ENV = {
  YOUTUBE_API_KEY: envVar.secret({
    description: 'YouTube Data API v3 key for get-video-live-stream-info (without it the provider is off).',
  }),
  YOUTUBE_BASE_URL: envVar.url({
    default: YOUTUBE_DEFAULT_BASE_URL,
    description: 'YouTube Data API origin.',
  }),
  YOUTUBE_DAILY_CALLS: envVar.int({
    default: YOUTUBE_DEFAULT_DAILY_CALLS,
    min: 0,
    max: 1_000_000,
    description: 'YouTube Data API calls allowed per UTC day; once spent, lookups answer daily_budget_spent.',
  }),
} as const;

/** The providers of the source: the live-stream lookup (`aviation.liveStreams`) when a key is set. */
export function createYoutubeProviders(
  settings: EnvValues<typeof YOUTUBE_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const apiKey = settings.YOUTUBE_API_KEY;
  if (!apiKey) return {};
  const liveStreams = new YoutubeLiveStreamProvider({
    apiKey,
    baseUrl: settings.YOUTUBE_BASE_URL,
    dailyCalls: settings.YOUTUBE_DAILY_CALLS,
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { aviation: { liveStreams } };
}

/** The YouTube source. */
export const youtubeSource = defineSource({
  id: 'youtube',
  title: 'YouTube Data API v3',
  note: 'keyed (YOUTUBE_API_KEY); request-time, no schedule',
  availability: {
    kind: 'operator-key',
    variables: ['YOUTUBE_API_KEY'],
    reason: 'a YouTube Data API v3 key (free, daily quota)',
  },
  env: YOUTUBE_ENV,
  providers: (settings, deps) => createYoutubeProviders(settings, deps),
});
