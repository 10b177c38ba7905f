/**
 * The EIA weekly inventory series (EIA Open Data API v2, key `EIA_API_KEY` sent as `api_key`), one
 * job per snapshot key so each series publishes on its own (DESIGN §4):
 * `economic:eia-crude-stocks` ← WCESTUS1, `economic:eia-spr-stocks` ← WCSSTUS1,
 * `economic:eia-nat-gas-storage` ← NW2_EPG0_SWO_R48_BCF, `economic:eia-refinery-inputs` ← WCRRIUS2.
 * EIA publishes these weekly (petroleum on Wednesdays, gas on Thursdays); a run every 6 hours finds
 * a release within hours. Without the key a job reports `not_configured`; the crude-stocks bundle
 * (a real capture) still loads offline.
 */
import type { Static, TSchema } from 'typebox';
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, type BundleSpec, defineJob, type ParseResult } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import type { SnapshotKey } from '../../../../store/snapshot';
import { EIA_SERIES, economicKeys } from '../../data';
import type { EIA_ENV } from './env';
import { type EiaSeriesSpec, parseEiaSeries } from './parser';

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

interface EiaJobDef<S extends TSchema> {
  id: string;
  key: SnapshotKey<S>;
  route: string;
  spec: EiaSeriesSpec;
  bundle?: BundleSpec;
  parse(body: string): ParseResult<Static<S>>;
}

function createEiaJob<S extends TSchema>(settings: EiaSettings, def: EiaJobDef<S>): AnyIngestJob {
  const base = settings.EIA_BASE_URL;
  const apiKey = settings.EIA_API_KEY;
  return defineJob({
    id: def.id,
    key: def.key,
    source: `EIA API v2 ${joinUrl(base, def.route)} series ${def.spec.series}`,
    schedule: EIA_SCHEDULE,
    credentials: apiKey === undefined ? { kind: 'missing', hint: 'set EIA_API_KEY' } : { kind: 'configured' },
    minRecords: 1,
    timeoutMs: EIA_RUN_TIMEOUT_MS,
    ...(def.bundle ? { bundle: def.bundle } : {}),
    async fetch({ http }) {
      const url = eiaSeriesUrl(base, def.route, def.spec.series, apiKey ?? '');
      return { series: await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return def.parse(payload.series ?? '');
    },
  });
}

/** Creates the `economic:eia-crude-stocks` job (WCESTUS1, crude stocks excluding the SPR). */
export function createEiaCrudeStocksJob(settings: EiaSettings): AnyIngestJob {
  return createEiaJob(settings, {
    id: 'eia-crude-stocks',
    key: economicKeys.eiaCrudeStocks,
    route: EIA_STOCKS_ROUTE,
    spec: EIA_SERIES.crudeStocks,
    bundle: EIA_CRUDE_BUNDLE,
    parse: (body) => parseEiaSeries(body, EIA_SERIES.crudeStocks, 'EIA WCESTUS1'),
  });
}

/** Creates the `economic:eia-spr-stocks` job (WCSSTUS1, Strategic Petroleum Reserve). */
export function createEiaSprStocksJob(settings: EiaSettings): AnyIngestJob {
  return createEiaJob(settings, {
    id: 'eia-spr-stocks',
    key: economicKeys.eiaSprStocks,
    route: EIA_STOCKS_ROUTE,
    spec: EIA_SERIES.sprStocks,
    parse: (body) => parseEiaSeries(body, EIA_SERIES.sprStocks, 'EIA WCSSTUS1'),
  });
}

/** Creates the `economic:eia-nat-gas-storage` job (NW2_EPG0_SWO_R48_BCF, Lower-48 working gas). */
export function createEiaNatGasStorageJob(settings: EiaSettings): AnyIngestJob {
  return createEiaJob(settings, {
    id: 'eia-nat-gas-storage',
    key: economicKeys.eiaNatGasStorage,
    route: EIA_GAS_STORAGE_ROUTE,
    spec: EIA_SERIES.natGasStorage,
    parse: (body) => parseEiaSeries(body, EIA_SERIES.natGasStorage, 'EIA NW2_EPG0_SWO_R48_BCF'),
  });
}

/** Creates the `economic:eia-refinery-inputs` job (WCRRIUS2, refiner net input of crude). */
export function createEiaRefineryInputsJob(settings: EiaSettings): AnyIngestJob {
  return createEiaJob(settings, {
    id: 'eia-refinery-inputs',
    key: economicKeys.eiaRefineryInputs,
    route: EIA_REFINERY_ROUTE,
    spec: EIA_SERIES.refineryInputs,
    parse: (body) => parseEiaSeries(body, EIA_SERIES.refineryInputs, 'EIA WCRRIUS2'),
  });
}
