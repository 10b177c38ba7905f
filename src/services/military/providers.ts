/**
 * Ports of the military service's request-time providers: the Wingbits account, present only
 * when `WINGBITS_API_KEY` is set (`sources/wingbits/`). Handlers read `ctx.providers.military`.
 */

/** The request-time providers of the military service. */
export interface MilitaryProviders {
  /** Present when a Wingbits key is configured. The lookups are not built yet (README). */
  wingbits?: WingbitsAccount;
}

/** A configured Wingbits account. */
export interface WingbitsAccount {
  readonly configured: true;
}

declare module '../../ingest/source' {
  interface Providers {
    military?: MilitaryProviders;
  }
}

/** True when a Wingbits key is configured (its provider was built). */
export function wingbitsConfigured(providers: { military?: MilitaryProviders }): boolean {
  return providers.military?.wingbits !== undefined;
}
