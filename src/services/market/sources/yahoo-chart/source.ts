/**
 * Yahoo Finance chart endpoint (`/v8/finance/chart/{symbol}`, unofficial, keyless): one job per
 * symbol basket (indices and stocks, commodities, Gulf, sector ETFs, spot-bitcoin ETFs, country
 * indices), every 15 minutes, and request-time lookups of symbols a request names that no basket
 * carries. Yahoo publishes no documentation and may refuse or rate-limit any client: a refusal
 * keeps the last good snapshot and a request-time refusal is reported in the body, never a 5xx.
 * Bundle: three real recorded answers (AAPL, QQQ, GC=F) for the market and commodity baskets.
 */
import { KEYLESS } from '../../../../contract/availability';
import { type EnvValues, envVar } from '../../../../env-vars';
import { bundleBeside, defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import { marketKeys } from '../../data';
import {
  type BasketEntry,
  type BasketLayout,
  basketText,
  DEFAULT_COMMODITY_SYMBOLS,
  DEFAULT_COUNTRY_INDICES,
  DEFAULT_ETF_FLOW_SYMBOLS,
  DEFAULT_EXTRA_SYMBOLS,
  DEFAULT_GULF_SYMBOLS,
  DEFAULT_MARKET_SYMBOLS,
  DEFAULT_SECTOR_SYMBOLS,
  parseBasket,
} from './baskets';
import { yahooBasketJob } from './job';
import { type ProviderLimits, YahooQuoteLookup } from './provider';

/** Default origin of the chart endpoint. */
export const YAHOO_CHART_DEFAULT_BASE_URL = 'https://query1.finance.yahoo.com';
/** Every 15 minutes plus up to 3 minutes of jitter. */
export const YAHOO_CHART_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;
/** Capture date of the bundled answers (response `date` header). */
export const YAHOO_BUNDLE_CAPTURED_AT = '2025-02-20T11:47:42Z';

const basket = (name: string, layout: BasketLayout, defaults: readonly BasketEntry[], description: string) =>
  envVar.custom<readonly BasketEntry[]>({
    default: defaults,
    defaultText: basketText(defaults, layout),
    description: `${description} (${name})`,
    parse: (raw) => parseBasket(raw, layout),
  });

/** Declared variables of the source. */
export const YAHOO_CHART_ENV = {
  YAHOO_CHART_BASE_URL: envVar.url({
    default: YAHOO_CHART_DEFAULT_BASE_URL,
    description: 'Yahoo Finance chart origin (`/v8/finance/chart/{symbol}`; unofficial, keyless).',
  }),
  YAHOO_MARKET_SYMBOLS: basket(
    'list-market-quotes',
    'label',
    DEFAULT_MARKET_SYMBOLS,
    'Indices and stocks quoted by default, comma-separated `SYMBOL|label`',
  ),
  YAHOO_COMMODITY_SYMBOLS: basket(
    'list-commodity-quotes',
    'label',
    DEFAULT_COMMODITY_SYMBOLS,
    'Commodity futures quoted by default, comma-separated `SYMBOL|label`',
  ),
  YAHOO_GULF_SYMBOLS: basket(
    'list-gulf-quotes',
    'gulf',
    DEFAULT_GULF_SYMBOLS,
    'Gulf instruments, comma-separated `SYMBOL|label|country|kind` (kind: index, stock, currency, oil)',
  ),
  YAHOO_SECTOR_SYMBOLS: basket(
    'get-sector-summary',
    'label',
    DEFAULT_SECTOR_SYMBOLS,
    'Sector ETFs, comma-separated `SYMBOL|sector name`',
  ),
  YAHOO_ETF_FLOW_SYMBOLS: basket(
    'list-etf-flows',
    'issuer',
    DEFAULT_ETF_FLOW_SYMBOLS,
    'Spot-bitcoin ETFs whose flows are estimated, comma-separated `TICKER|issuer`',
  ),
  YAHOO_COUNTRY_INDICES: basket(
    'get-country-stock-index',
    'country',
    DEFAULT_COUNTRY_INDICES,
    'Primary stock index per country, comma-separated `COUNTRY|SYMBOL|index name`',
  ),
  YAHOO_EXTRA_SYMBOLS: basket(
    'read by other services: macro signals, shipping stress',
    'label',
    DEFAULT_EXTRA_SYMBOLS,
    'Further symbols quoted for other services and named lookups, comma-separated `SYMBOL|label`',
  ),
  YAHOO_CHART_CONCURRENCY: envVar.int({
    default: 2,
    min: 1,
    max: 8,
    description: 'Chart requests a basket job keeps in flight at once.',
  }),
  YAHOO_LOOKUP_MAX: envVar.int({
    default: 10,
    min: 0,
    max: 25,
    description: 'Symbols one request may look up at request time when no basket carries them (0: never).',
  }),
} as const;

type YahooSettings = EnvValues<typeof YAHOO_CHART_ENV>;

/** The basket jobs. */
export function yahooJobs(settings: YahooSettings) {
  const common = {
    baseUrl: settings.YAHOO_CHART_BASE_URL,
    concurrency: settings.YAHOO_CHART_CONCURRENCY,
    schedule: YAHOO_CHART_SCHEDULE,
  };
  const bundle = (files: Record<string, string>) =>
    bundleBeside(import.meta.url, { name: 'yahoo-chart', files, capturedAt: YAHOO_BUNDLE_CAPTURED_AT });
  return [
    yahooBasketJob({
      ...common,
      id: 'yahoo-market-quotes',
      key: marketKeys.yahooMarketQuotes,
      symbols: settings.YAHOO_MARKET_SYMBOLS,
      bundle: bundle({ AAPL: 'AAPL-1d-2020-08-31.json', QQQ: 'QQQ-1d-2020-01-01.json' }),
    }),
    yahooBasketJob({
      ...common,
      id: 'yahoo-commodity-quotes',
      key: marketKeys.yahooCommodityQuotes,
      symbols: settings.YAHOO_COMMODITY_SYMBOLS,
      bundle: bundle({ 'GC=F': 'GC=F-1d-2020-01-01.json' }),
    }),
    yahooBasketJob({
      ...common,
      id: 'yahoo-gulf-quotes',
      key: marketKeys.yahooGulfQuotes,
      symbols: settings.YAHOO_GULF_SYMBOLS,
    }),
    yahooBasketJob({
      ...common,
      id: 'yahoo-sector-etfs',
      key: marketKeys.yahooSectorEtfs,
      symbols: settings.YAHOO_SECTOR_SYMBOLS,
    }),
    yahooBasketJob({
      ...common,
      id: 'yahoo-etf-flows',
      key: marketKeys.yahooEtfFlows,
      symbols: settings.YAHOO_ETF_FLOW_SYMBOLS,
    }),
    yahooBasketJob({
      ...common,
      id: 'yahoo-country-indices',
      key: marketKeys.yahooCountryIndices,
      symbols: settings.YAHOO_COUNTRY_INDICES,
    }),
    yahooBasketJob({
      ...common,
      id: 'yahoo-extra-quotes',
      key: marketKeys.yahooExtraQuotes,
      symbols: settings.YAHOO_EXTRA_SYMBOLS,
    }),
  ];
}

/** The request-time quote lookup. `limits`: tests' time boxes. */
export function createYahooProviders(
  settings: YahooSettings,
  deps: ProviderDeps,
  limits?: ProviderLimits,
): ProviderMap {
  const quotes = new YahooQuoteLookup({
    baseUrl: settings.YAHOO_CHART_BASE_URL,
    maxPerRequest: settings.YAHOO_LOOKUP_MAX,
    now: deps.now,
    userAgent: deps.userAgent,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(limits ? { limits } : {}),
  });
  return { market: { quotes } };
}

/** The Yahoo chart source. */
export const yahooChartSource = defineSource({
  id: 'yahoo-chart',
  title: 'Yahoo Finance chart (unofficial)',
  note: 'keyless, unofficial; every 15 minutes per basket, request-time lookups',
  availability: KEYLESS,
  env: YAHOO_CHART_ENV,
  keys: [
    marketKeys.yahooMarketQuotes,
    marketKeys.yahooCommodityQuotes,
    marketKeys.yahooGulfQuotes,
    marketKeys.yahooSectorEtfs,
    marketKeys.yahooEtfFlows,
    marketKeys.yahooCountryIndices,
    marketKeys.yahooExtraQuotes,
  ],
  jobs: yahooJobs,
  providers: (settings, deps) => createYahooProviders(settings, deps),
});
