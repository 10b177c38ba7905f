/**
 * AviationStack (request-time, keyed): the flight lookups of get-flight-status,
 * list-airport-flights and get-carrier-ops, built only when its key is set. No job and no
 * bundle: flights are looked up per request (cached by the provider client, within a daily budget).
 * @see https://aviationstack.com/documentation
 */
import { type EnvValues, envVar } from '../../../../env-vars';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { AviationstackFlightProvider, type ProviderLimits } from './provider';

/** Default origin of the AviationStack API. */
export const AVIATIONSTACK_DEFAULT_BASE_URL = 'https://api.aviationstack.com';
/** Default daily call budget: the free plan's 100 calls a month would last a few days at this rate. */
export const AVIATIONSTACK_DEFAULT_DAILY_CALLS = 100;

/** Declared variables of the source. */
export const AVIATIONSTACK_ENV = {
  AVIATIONSTACK_API_KEY: envVar.secret({
    description:
      'AviationStack access key for get-flight-status, list-airport-flights and get-carrier-ops (without it the provider is off).',
  }),
  AVIATIONSTACK_BASE_URL: envVar.url({
    default: AVIATIONSTACK_DEFAULT_BASE_URL,
    description: 'AviationStack API origin.',
  }),
  AVIATIONSTACK_DAILY_CALLS: envVar.int({
    default: AVIATIONSTACK_DEFAULT_DAILY_CALLS,
    min: 0,
    max: 1_000_000,
    description: 'AviationStack calls allowed per UTC day; once spent, lookups answer daily_budget_spent.',
  }),
} as const;

/** The providers of the source: the flight lookups (`aviation.flights`) when a key is set. */
export function createAviationstackProviders(
  settings: EnvValues<typeof AVIATIONSTACK_ENV>,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const apiKey = settings.AVIATIONSTACK_API_KEY;
  if (!apiKey) return {};
  const flights = new AviationstackFlightProvider({
    apiKey,
    baseUrl: settings.AVIATIONSTACK_BASE_URL,
    dailyCalls: settings.AVIATIONSTACK_DAILY_CALLS,
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { aviation: { flights } };
}

/** The AviationStack source. */
export const aviationstackSource = defineSource({
  id: 'aviationstack',
  title: 'AviationStack flights API',
  note: 'keyed (AVIATIONSTACK_API_KEY); request-time, no schedule',
  availability: {
    kind: 'operator-key',
    variables: ['AVIATIONSTACK_API_KEY'],
    reason: 'an AviationStack access key (paid plan for flight_date lookups)',
  },
  env: AVIATIONSTACK_ENV,
  providers: (settings, deps) => createAviationstackProviders(settings, deps),
});
