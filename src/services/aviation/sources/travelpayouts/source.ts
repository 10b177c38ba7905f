/**
 * Travelpayouts (Aviasales) Data API (request-time, keyed): the fare provider of
 * search-flight-prices, registered only when its token is set. No job and no bundle: fares are
 * looked up per request (cached by the provider client).
 * @see https://api.travelpayouts.com/documentation
 */
import { type EnvValues, envVar } from '../../../../env-vars';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { type ProviderLimits, TravelpayoutsPriceProvider } from './provider';

/** Default origin of the Travelpayouts Data API. */
export const TRAVELPAYOUTS_DEFAULT_BASE_URL = 'https://api.travelpayouts.com';

/** Default daily call budget (one call serves a route's whole month). */
export const TRAVELPAYOUTS_DEFAULT_DAILY_CALLS = 1_000;

/** Declared variables of the source. */
export const TRAVELPAYOUTS_ENV = {
  TRAVELPAYOUTS_TOKEN: envVar.secret({
    aliases: ['TRAVELPAYOUTS_API_TOKEN'],
    description:
      'Travelpayouts Data API token for search-flight-prices (alias TRAVELPAYOUTS_API_TOKEN; without it the provider is off).',
  }),
  TRAVELPAYOUTS_BASE_URL: envVar.url({
    default: TRAVELPAYOUTS_DEFAULT_BASE_URL,
    description: 'Travelpayouts API origin.',
  }),
  TRAVELPAYOUTS_DAILY_CALLS: envVar.int({
    default: TRAVELPAYOUTS_DEFAULT_DAILY_CALLS,
    min: 0,
    max: 1_000_000,
    description: 'Travelpayouts calls allowed per UTC day; once spent, searches answer daily_budget_spent.',
  }),
} as const;

/**
 * The providers of the source from its typed settings: the fare search (`aviation.fares`) when a
 * token is set, nothing otherwise. `limits` overrides the provider client's (tests: small time boxes).
 */
export function createTravelpayoutsProviders(
  settings: EnvValues<typeof TRAVELPAYOUTS_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const token = settings.TRAVELPAYOUTS_TOKEN;
  if (!token) return {};
  const fares = new TravelpayoutsPriceProvider({
    token,
    baseUrl: settings.TRAVELPAYOUTS_BASE_URL,
    dailyCalls: settings.TRAVELPAYOUTS_DAILY_CALLS,
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { aviation: { fares } };
}

/** The Travelpayouts source. */
export const travelpayoutsSource = defineSource({
  id: 'travelpayouts',
  title: 'Travelpayouts (Aviasales) Data API',
  note: 'keyed (TRAVELPAYOUTS_TOKEN); request-time, no schedule',
  availability: {
    kind: 'operator-key',
    variables: ['TRAVELPAYOUTS_TOKEN'],
    reason: 'a Travelpayouts Data API token (free partner account)',
  },
  env: TRAVELPAYOUTS_ENV,
  providers: (settings, deps) => createTravelpayoutsProviders(settings, deps),
});
