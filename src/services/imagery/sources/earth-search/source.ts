/**
 * Element 84 Earth Search (request-time, keyless): the STAC catalogue of Sentinel-2, Sentinel-1
 * and Landsat scenes on AWS behind search-imagery. No job and no bundle: results depend on each
 * query, so scenes are looked up per request (cached by the provider client).
 * @see https://element84.com/earth-search/
 */

import { KEYLESS } from '../../../../contract/availability';
import { type EnvValues, envVar } from '../../../../env-vars';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { EarthSearchProvider, type ProviderLimits } from './provider';

/** Default origin of Element 84 Earth Search (the STAC API lives under `/v1`). */
export const EARTH_SEARCH_DEFAULT_BASE_URL = 'https://earth-search.aws.element84.com';

/** Declared variables of the source. */
export const EARTH_SEARCH_ENV = {
  EARTH_SEARCH_BASE_URL: envVar.url({
    default: EARTH_SEARCH_DEFAULT_BASE_URL,
    description: 'Element 84 Earth Search origin (STAC item search at /v1/search), asked at request time.',
  }),
} as const;

/** The providers of the source: the imagery scene search. `limits`: tests' time boxes. */
export function createEarthSearchProviders(
  settings: EnvValues<typeof EARTH_SEARCH_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const search = new EarthSearchProvider({
    baseUrl: settings.EARTH_SEARCH_BASE_URL,
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { imagery: { search } };
}

/** The Earth Search source. */
export const earthSearchSource = defineSource({
  id: 'earth-search',
  title: 'Element 84 Earth Search (STAC)',
  note: 'no key; request-time, no schedule',
  availability: KEYLESS,
  env: EARTH_SEARCH_ENV,
  providers: (settings, deps) => createEarthSearchProviders(settings, deps),
});
