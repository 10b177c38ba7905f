/**
 * SerpApi Google Flights engine (request-time, keyed): the itinerary and date searches of
 * search-ext-flights and search-ext-dates, built only when its key is set. No job and no bundle:
 * searched per request (cached by the provider client, within a daily budget).
 * @see https://serpapi.com/google-flights-api
 */
import { type EnvValues, envVar } from '../../../../env-vars';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { type ProviderLimits, SerpapiFlightSearchProvider } from './provider';

/** Default origin of SerpApi. */
export const SERPAPI_DEFAULT_BASE_URL = 'https://serpapi.com';
/** Default daily call budget (each search is one of the plan's monthly searches). */
export const SERPAPI_DEFAULT_DAILY_CALLS = 50;

/** Declared variables of the source. */
export const SERPAPI_ENV = {
  SERPAPI_API_KEY: envVar.secret({
    description: 'SerpApi key for search-ext-flights and search-ext-dates (without it the provider is off).',
  }),
  SERPAPI_BASE_URL: envVar.url({ default: SERPAPI_DEFAULT_BASE_URL, description: 'SerpApi origin.' }),
  SERPAPI_DAILY_CALLS: envVar.int({
    default: SERPAPI_DEFAULT_DAILY_CALLS,
    min: 0,
    max: 1_000_000,
    description: 'SerpApi searches allowed per UTC day; once spent, searches answer daily_budget_spent.',
  }),
} as const;

/** The providers of the source: the external search (`aviation.flightSearch`) when a key is set. */
export function createSerpapiProviders(
  settings: EnvValues<typeof SERPAPI_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const apiKey = settings.SERPAPI_API_KEY;
  if (!apiKey) return {};
  const flightSearch = new SerpapiFlightSearchProvider({
    apiKey,
    baseUrl: settings.SERPAPI_BASE_URL,
    dailyCalls: settings.SERPAPI_DAILY_CALLS,
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { aviation: { flightSearch } };
}

/** The SerpApi source. */
export const serpapiSource = defineSource({
  id: 'serpapi',
  title: 'SerpApi Google Flights engine',
  note: 'keyed (SERPAPI_API_KEY); request-time, no schedule',
  availability: {
    kind: 'operator-key',
    variables: ['SERPAPI_API_KEY'],
    reason: 'a SerpApi key (free plan: 100 searches a month)',
  },
  env: SERPAPI_ENV,
  providers: (settings, deps) => createSerpapiProviders(settings, deps),
});
