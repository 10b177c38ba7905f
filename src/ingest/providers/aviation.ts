/**
 * The request-time aviation providers of one process (DESIGN §1), built from the environment
 * record (`config.sourceEnv`) and registered under the port names of
 * `src/services/aviation/providers.ts`. A provider whose credential is missing is not registered:
 * its operation then answers the degraded body `provider_not_configured`.
 */
import { AVIATION_PROVIDERS } from '../../services/aviation/providers';
import type { Providers } from '../../services/handler';
import type { FetchLike } from '../http-client';
import { ingestUserAgent } from '../runtime';
import { baseUrl, credential, type SourceEnv } from '../source-env';
import {
  type ProviderLimits,
  TRAVELPAYOUTS_DEFAULT_BASE_URL,
  TravelpayoutsPriceProvider,
} from './travelpayouts';

/** What the providers need besides the environment, injected (tests pass fakes). */
export interface AviationProviderDeps {
  now?: () => Date;
  fetch?: FetchLike;
  /** User-Agent of provider calls; defaults to the ingestion one. */
  userAgent?: string;
  /** Overrides of every provider client's limits (tests: small time boxes, few failures). */
  limits?: ProviderLimits;
}

/** The Travelpayouts token: `TRAVELPAYOUTS_TOKEN`, or the reference service's `TRAVELPAYOUTS_API_TOKEN`. */
export function travelpayoutsToken(env: SourceEnv): string | undefined {
  return credential(env, 'TRAVELPAYOUTS_TOKEN') ?? credential(env, 'TRAVELPAYOUTS_API_TOKEN');
}

/** Builds the `providers` record for `buildApp`: only the providers whose credentials are set. */
export function createAviationProviders(env: SourceEnv, deps: AviationProviderDeps = {}): Providers {
  const providers: Record<string, unknown> = {};
  const now = deps.now ?? (() => new Date());
  const userAgent = deps.userAgent ?? ingestUserAgent(env);
  const token = travelpayoutsToken(env);
  if (token) {
    providers[AVIATION_PROVIDERS.flightPrices] = new TravelpayoutsPriceProvider({
      token,
      baseUrl: baseUrl(env, 'TRAVELPAYOUTS', TRAVELPAYOUTS_DEFAULT_BASE_URL),
      now,
      userAgent,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(deps.limits ? { limits: deps.limits } : {}),
    });
  }
  return providers;
}
