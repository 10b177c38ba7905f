/**
 * GDELT DOC 2.0 API (request-time, keyless): article searches (`mode=ArtList`) and coverage
 * timelines (`mode=TimelineVol`, `mode=TimelineTone`) asked per request through the shared
 * provider client (time box, TTL and negative-TTL cache, one call in flight per query, breaker).
 * Format from the documentation; no recorded answer was found.
 * @see https://blog.gdeltproject.org/gdelt-doc-2-0-api-debuts/
 */
import { type EnvValues, envVar } from '../../../../env-vars';
import { ProviderClient, type ProviderLimits } from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import type { GdeltDocProvider, GdeltDocSearch } from '../../gdelt-doc-providers';
import { parseArtList, parseTimeline } from './parser';

/** Default origin of the GDELT APIs. */
export const GDELT_DOC_DEFAULT_BASE_URL = 'https://api.gdeltproject.org';
/** Path of the DOC 2.0 API. */
export const GDELT_DOC_PATH = '/api/v2/doc/doc';
/** Name of the provider (logs, errors). */
export const GDELT_DOC_PROVIDER_NAME = 'gdelt_doc';
/** Answers are reused for 15 minutes (GDELT indexes in 15-minute batches). */
export const GDELT_DOC_TTL_MS = 15 * 60_000;
/** A failure or an empty answer is reused for a minute (GDELT asks for one request every 5 s). */
export const GDELT_DOC_NEGATIVE_TTL_MS = 60_000;

/** Declared variables of the source. */
export const GDELT_DOC_ENV = {
  GDELT_DOC_BASE_URL: envVar.url({
    default: GDELT_DOC_DEFAULT_BASE_URL,
    description:
      'GDELT DOC 2.0 API origin (article searches and timelines at /api/v2/doc/doc), asked at request time.',
  }),
} as const;

/** The DOC API URL of one request. */
export function gdeltDocUrl(base: string, params: Record<string, string>): string {
  return `${joinUrl(base, GDELT_DOC_PATH)}?${new URLSearchParams({ ...params, format: 'json' }).toString()}`;
}

/** The GDELT DOC lookups through one provider client. */
export function createGdeltDocProvider(
  base: string,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): GdeltDocProvider & { client: ProviderClient } {
  const client = new ProviderClient({
    name: GDELT_DOC_PROVIDER_NAME,
    ttlMs: GDELT_DOC_TTL_MS,
    negativeTtlMs: GDELT_DOC_NEGATIVE_TTL_MS,
    ...limits,
    now: () => deps.now().getTime(),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    userAgent: deps.userAgent,
  });
  async function ask<T>(url: string, parse: (text: string) => T): Promise<{ value: T; fetchedAt: string }> {
    const result = await client.get(url, async (signal) => parse(await client.fetchText(url, { signal })));
    if (result.status === 'error')
      throw new ProviderCallError(GDELT_DOC_PROVIDER_NAME, result.reason, result.error, result.httpStatus);
    if (result.status === 'empty')
      throw new ProviderCallError(GDELT_DOC_PROVIDER_NAME, 'upstream', 'no answer');
    return { value: result.value, fetchedAt: result.fetchedAt };
  }
  return {
    client,
    async articles(search: GdeltDocSearch) {
      const url = gdeltDocUrl(base, {
        query: search.query,
        mode: 'ArtList',
        maxrecords: String(search.maxRecords),
        sort: search.sort,
        ...(search.timespan ? { timespan: search.timespan } : {}),
      });
      const { value, fetchedAt } = await ask(url, parseArtList);
      return { articles: value, fetchedAt };
    },
    async timeline(mode, query, timespan) {
      const url = gdeltDocUrl(base, {
        query,
        mode: mode === 'timelinevol' ? 'TimelineVol' : 'TimelineTone',
        timespan,
      });
      const { value, fetchedAt } = await ask(url, parseTimeline);
      return { points: value, fetchedAt };
    },
  };
}

/** The providers of the source. */
export function createGdeltDocProviders(
  settings: EnvValues<typeof GDELT_DOC_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  return { gdeltDoc: createGdeltDocProvider(settings.GDELT_DOC_BASE_URL, deps, limits) };
}

/** The GDELT DOC source. */
export const gdeltDocSource = defineSource({
  id: 'gdelt-doc',
  title: 'GDELT DOC 2.0 API (article search, timelines)',
  note: 'no key; request-time, no schedule',
  availability: {
    kind: 'documented-format',
    reason: 'parsers built from the GDELT DOC 2.0 documentation; no recorded answer was found',
  },
  env: GDELT_DOC_ENV,
  providers: (settings, deps) => createGdeltDocProviders(settings, deps),
});
