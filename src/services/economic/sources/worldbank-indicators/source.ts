/**
 * World Bank Indicators API v2 asked at request time for list-world-bank-indicators (keyless, no
 * schedule). Shares the origin variable and the page parser of the resilience service's World
 * Bank source.
 * @see https://datahelpdesk.worldbank.org/knowledgebase/articles/889392
 */
import { KEYLESS } from '../../../../contract/availability';
import type { EnvValues } from '../../../../env-vars';
import type { ProviderLimits } from '../../../../ingest/provider-client';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { WORLD_BANK_ENV } from '../../../../ingest/worldbank';
import { WorldBankIndicatorLookup } from './provider';

/** The providers of the source: the indicator lookup. `limits`: tests' time boxes. */
export function createWorldBankIndicatorProviders(
  settings: EnvValues<typeof WORLD_BANK_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const worldBank = new WorldBankIndicatorLookup({
    baseUrl: settings.WORLD_BANK_BASE_URL,
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { economic: { worldBank } };
}

/** The request-time World Bank indicator source. */
export const worldBankIndicatorsSource = defineSource({
  id: 'worldbank-indicators',
  title: 'World Bank Indicators API (any indicator, at request time)',
  note: 'keyless; request-time, no schedule',
  availability: KEYLESS,
  env: WORLD_BANK_ENV,
  providers: (settings, deps) => createWorldBankIndicatorProviders(settings, deps),
});
