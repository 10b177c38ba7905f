/**
 * EIA Open Data API v2 (free key, every 6 hours): the weekly US crude, SPR, natural-gas storage
 * and refinery-input series. The crude-stocks series has a bundled real capture.
 *
 * The EIA weekly inventory series (EIA Open Data API v2, key `EIA_API_KEY` sent as `api_key`), one
 * job per snapshot key so each series publishes on its own (DESIGN §4):
 * `economic:eia-crude-stocks` ← WCESTUS1, `economic:eia-spr-stocks` ← WCSSTUS1,
 * `economic:eia-nat-gas-storage` ← NW2_EPG0_SWO_R48_BCF, `economic:eia-refinery-inputs` ← WCRRIUS2.
 * EIA publishes these weekly (petroleum on Wednesdays, gas on Thursdays); a run every 6 hours finds
 * a release within hours. Without the key a job reports `not_configured`; the crude-stocks bundle
 * (a real capture) still loads offline.
 * @see https://www.eia.gov/opendata/documentation.php
 */

import type { Static, TSchema } from 'typebox';
import { type EnvValues, envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import type { AnyIngestJob, BundleSpec, ParseResult } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import type { SnapshotKey } from '../../../../store/snapshot';
import { EIA_SERIES, economicKeys } from '../../data';
import { EIA_CRUDE_TOTAL, energyKeys } from '../../data-energy';
import { type EiaSeriesSpec, parseEiaSeries } from './parser';

/** Default origin of the EIA API. */
export const EIA_DEFAULT_BASE_URL = 'https://api.eia.gov';

/** Declared variables of the source. */
export const EIA_ENV = {
  EIA_BASE_URL: envVar.url({ default: EIA_DEFAULT_BASE_URL, description: 'EIA Open Data API origin.' }),
  EIA_API_KEY: envVar.secret({
    description: 'EIA API key (sent as api_key); without it the EIA jobs are not_configured.',
  }),
} as const;

/** Settings of the EIA jobs. */
export type EiaSettings = EnvValues<typeof EIA_ENV>;

/** Weekly stocks route (crude and SPR). */
export const EIA_STOCKS_ROUTE = '/v2/petroleum/stoc/wstk/data/';
/** Weekly working gas in storage route. */
export const EIA_GAS_STORAGE_ROUTE = '/v2/natural-gas/stor/wkly/data/';
/** Weekly refinery inputs and utilisation route. */
export const EIA_REFINERY_ROUTE = '/v2/petroleum/pnp/wiup/data/';
/** Weeks asked for per run (two years: enough for every weekly change shown). */
export const EIA_WEEKS_REQUESTED = 104;
/** Every 6 hours plus up to 30 minutes of jitter. */
export const EIA_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 30 * 60_000 } as const;
/** Time box of one run (one small request). */
export const EIA_RUN_TIMEOUT_MS = 60_000;

/** Bundled real capture of the crude-stocks series (`/…/data/` route, string values). */
export const EIA_CRUDE_BUNDLE: BundleSpec = bundleBeside(import.meta.url, {
  name: 'eia',
  files: { series: 'petroleum-stoc-wstk-data_WCESTUS1.json' },
  capturedAt: '2024-10-14T10:10:28Z',
});

/** The request URL of one series (the key is added at fetch time, never stored). */
export function eiaSeriesUrl(base: string, route: string, series: string, apiKey: string): string {
  const params = new URLSearchParams({
    api_key: apiKey,
    frequency: 'weekly',
    'data[0]': 'value',
    'facets[series][]': series,
    'sort[0][column]': 'period',
    'sort[0][direction]': 'desc',
    offset: '0',
    length: String(EIA_WEEKS_REQUESTED),
  });
  return `${joinUrl(base, route)}?${params.toString()}`;
}

/** One EIA job: a weekly series into its snapshot key. */
interface EiaJobDef<S extends TSchema> {
  id: string;
  key: SnapshotKey<S>;
  route: string;
  spec: EiaSeriesSpec;
  bundle?: BundleSpec;
  parse(body: string): ParseResult<Static<S>>;
}

/** A single GET of one series; the key travels in the URL, so `meta.source` shows the route and series. */
function eiaJob<S extends TSchema>(settings: EiaSettings, def: EiaJobDef<S>): AnyIngestJob {
  const base = settings.EIA_BASE_URL;
  const apiKey = settings.EIA_API_KEY;
  return singleGetJob({
    id: def.id,
    key: def.key,
    title: 'EIA API v2',
    url: eiaSeriesUrl(base, def.route, def.spec.series, apiKey ?? ''),
    shownUrl: `${joinUrl(base, def.route)} series ${def.spec.series}`,
    resource: 'series',
    accept: 'application/json',
    schedule: EIA_SCHEDULE,
    credentials: apiKey === undefined ? { kind: 'missing', hint: 'set EIA_API_KEY' } : { kind: 'configured' },
    minRecords: 1,
    timeoutMs: EIA_RUN_TIMEOUT_MS,
    ...(def.bundle ? { bundle: def.bundle } : {}),
    parse: (body) => def.parse(body),
  });
}

/** The EIA source. */
export const eiaSource = defineSource({
  id: 'eia',
  title: 'EIA Open Data API v2 (weekly inventory series)',
  note: 'free key (EIA_API_KEY); every 6 hours',
  availability: { kind: 'operator-key', variables: ['EIA_API_KEY'], reason: 'a free EIA Open Data API key' },
  keys: [
    economicKeys.eiaCrudeStocks,
    economicKeys.eiaSprStocks,
    economicKeys.eiaNatGasStorage,
    economicKeys.eiaRefineryInputs,
    energyKeys.eiaCrudeTotalStocks,
  ],
  env: EIA_ENV,
  jobs: (settings) => [
    // WCESTUS1, crude stocks excluding the SPR.
    eiaJob(settings, {
      id: 'eia-crude-stocks',
      key: economicKeys.eiaCrudeStocks,
      route: EIA_STOCKS_ROUTE,
      spec: EIA_SERIES.crudeStocks,
      bundle: EIA_CRUDE_BUNDLE,
      parse: (body) => parseEiaSeries(body, EIA_SERIES.crudeStocks, 'EIA WCESTUS1'),
    }),
    // WCSSTUS1, Strategic Petroleum Reserve.
    eiaJob(settings, {
      id: 'eia-spr-stocks',
      key: economicKeys.eiaSprStocks,
      route: EIA_STOCKS_ROUTE,
      spec: EIA_SERIES.sprStocks,
      parse: (body) => parseEiaSeries(body, EIA_SERIES.sprStocks, 'EIA WCSSTUS1'),
    }),
    // NW2_EPG0_SWO_R48_BCF, Lower-48 working gas.
    eiaJob(settings, {
      id: 'eia-nat-gas-storage',
      key: economicKeys.eiaNatGasStorage,
      route: EIA_GAS_STORAGE_ROUTE,
      spec: EIA_SERIES.natGasStorage,
      parse: (body) => parseEiaSeries(body, EIA_SERIES.natGasStorage, 'EIA NW2_EPG0_SWO_R48_BCF'),
    }),
    // WCRRIUS2, refiner net input of crude.
    eiaJob(settings, {
      id: 'eia-refinery-inputs',
      key: economicKeys.eiaRefineryInputs,
      route: EIA_REFINERY_ROUTE,
      spec: EIA_SERIES.refineryInputs,
      parse: (body) => parseEiaSeries(body, EIA_SERIES.refineryInputs, 'EIA WCRRIUS2'),
    }),
    // WCRSTUS1, total crude stocks including the SPR (get-crude-inventories).
    eiaJob(settings, {
      id: 'eia-crude-total-stocks',
      key: energyKeys.eiaCrudeTotalStocks,
      route: EIA_STOCKS_ROUTE,
      spec: EIA_CRUDE_TOTAL,
      parse: (body) => parseEiaSeries(body, EIA_CRUDE_TOTAL, 'EIA WCRSTUS1'),
    }),
  ],
});
