/**
 * Element 84 Earth Search (request-time, keyless): the STAC catalogue of Sentinel-2, Sentinel-1
 * and Landsat scenes on AWS behind search-imagery. No job and no bundle: results depend on each
 * query, so scenes are looked up per request (cached by the provider client).
 * @see https://element84.com/earth-search/
 */

import { KEYLESS } from '../../../../contract/availability';
import type { EnvValues } from '../../../../env-vars';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { IMAGERY_PROVIDERS } from '../../providers';
import { EARTH_SEARCH_ENV } from './env';
import { EarthSearchProvider, type ProviderLimits } from './provider';

/** The providers of the source: the scene search under its port name. `limits`: tests' time boxes. */
export function createEarthSearchProviders(
  settings: EnvValues<typeof EARTH_SEARCH_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  return {
    [IMAGERY_PROVIDERS.search]: new EarthSearchProvider({
      baseUrl: settings.EARTH_SEARCH_BASE_URL,
      now: deps.now,
      userAgent: deps.userAgent,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(limits ? { limits } : {}),
    }),
  };
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
