/**
 * Imagery search adapter over Element 84 Earth Search (`POST /v1/search`, STAC item search), asked
 * at request time through the shared provider client: a time box per call, answers cached for a
 * TTL and failures or empty answers for a shorter negative TTL, one call in flight per query, and
 * a circuit breaker (DESIGN §1). The cache key is the STAC request body itself.
 * @see https://element84.com/earth-search/
 */
import { UpstreamNetworkError, UpstreamStatusError } from '../../../../ingest/errors';
import type { FetchLike } from '../../../../ingest/http-client';
import { ProviderClient, type ProviderLimits } from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { joinUrl } from '../../../../ingest/urls';
import type { ImageryAnswer, ImageryProvider, ImagerySearch } from '../../providers';
import { parseStacItemCollection, type StacPage } from './parser';

/** Name of the provider (logs, errors). */
export const EARTH_SEARCH_PROVIDER_NAME = 'earth_search';
/** Path of the STAC item search. */
export const EARTH_SEARCH_SEARCH_PATH = '/v1/search';
/** How long an answer is reused: new scenes arrive a few times a day per area. */
export const EARTH_SEARCH_TTL_MS = 10 * 60_000;
/** How long "nothing matched" or a failure is reused before asking again. */
export const EARTH_SEARCH_NEGATIVE_TTL_MS = 60_000;

export type { ProviderLimits };

/** What the adapter needs. */
export interface EarthSearchOptions {
  /** Origin of the API, no trailing slash. */
  baseUrl: string;
  now: () => Date;
  fetch?: FetchLike;
  userAgent?: string;
  limits?: ProviderLimits;
}

/** The STAC item search body of a query. */
export function stacSearchBody(query: ImagerySearch): Record<string, unknown> {
  return {
    collections: query.collections,
    ...(query.bbox ? { bbox: query.bbox } : {}),
    ...(query.datetime ? { datetime: query.datetime } : {}),
    limit: query.limit,
  };
}

/** The Earth Search scene search, implementing the `imagery.search` port. */
export class EarthSearchProvider implements ImageryProvider {
  /** The shared-client instance of this provider (its circuit state is observable). */
  readonly client: ProviderClient;

  constructor(private readonly options: EarthSearchOptions) {
    this.client = new ProviderClient({
      name: EARTH_SEARCH_PROVIDER_NAME,
      ttlMs: EARTH_SEARCH_TTL_MS,
      negativeTtlMs: EARTH_SEARCH_NEGATIVE_TTL_MS,
      ...options.limits,
      now: () => options.now().getTime(),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    });
  }

  /** Scenes matching the query; throws ProviderCallError when the catalogue could not answer. */
  async search(query: ImagerySearch): Promise<ImageryAnswer> {
    const body = stacSearchBody(query);
    const result = await this.client.get(JSON.stringify(body), (signal) => this.load(body, signal));
    if (result.status === 'error')
      throw new ProviderCallError(EARTH_SEARCH_PROVIDER_NAME, result.reason, result.error);
    if (result.status === 'empty')
      return {
        scenes: [],
        totalResults: 0,
        cacheHit: result.cacheHit,
        fetchedAt: this.options.now().toISOString(),
      };
    return {
      scenes: result.value.scenes,
      totalResults: result.value.totalResults,
      cacheHit: result.cacheHit,
      fetchedAt: result.fetchedAt,
    };
  }

  /** One upstream call; null (cached briefly) when nothing matched. */
  private async load(body: Record<string, unknown>, signal: AbortSignal): Promise<StacPage | null> {
    const url = joinUrl(this.options.baseUrl, EARTH_SEARCH_SEARCH_PATH);
    const fetchFn = this.options.fetch ?? ((u: string, i: RequestInit) => fetch(u, i));
    let res: Response;
    try {
      res = await fetchFn(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/geo+json, application/json',
          ...(this.options.userAgent ? { 'user-agent': this.options.userAgent } : {}),
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (err) {
      if (signal.aborted) throw err;
      throw new UpstreamNetworkError(url, err);
    }
    if (res.status < 200 || res.status > 299) {
      await res.body?.cancel().catch(() => undefined);
      throw new UpstreamStatusError(res.status, url);
    }
    const page = parseStacItemCollection(await res.text());
    return page.scenes.length === 0 && page.totalResults === 0 ? null : page;
  }
}
