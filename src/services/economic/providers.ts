/**
 * Port of the request-time World Bank indicator lookup (DESIGN §1): the `economic` field of the
 * providers, filled by `sources/worldbank-indicators/` (or by tests through `deps.providers`).
 * Without one, list-world-bank-indicators answers its degraded body.
 */

/** One country-year value of an indicator. */
export interface WorldBankIndicatorRow {
  countryCode: string;
  countryName: string;
  indicatorCode: string;
  indicatorName: string;
  year: number;
  value: number;
}

/** A lookup: one indicator, all countries or one, one year or each country's latest value. */
export interface WorldBankIndicatorQuery {
  indicator: string;
  country?: string;
  year?: number;
}

/** What the lookup found, with when it was fetched (ISO 8601). */
export interface WorldBankIndicatorAnswer {
  rows: WorldBankIndicatorRow[];
  fetchedAt: string;
}

/** The indicator lookup; rejects when the World Bank gave no answer. */
export interface WorldBankIndicatorProvider {
  indicator(query: WorldBankIndicatorQuery): Promise<WorldBankIndicatorAnswer>;
}

/** The request-time providers of the economic service. */
export interface EconomicProviders {
  worldBank?: WorldBankIndicatorProvider;
}

declare module '../../ingest/source' {
  interface Providers {
    economic?: EconomicProviders;
  }
}
