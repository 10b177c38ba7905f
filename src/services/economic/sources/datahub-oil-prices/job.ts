/**
 * `economic:energy-spot-prices` ← the keyless `datasets/oil-prices` mirror of EIA's weekly spot
 * series RWTC (WTI, Cushing) and RBRTE (Brent), one CSV per commodity. The mirror is rebuilt once a
 * day; a run every 12 hours with conditional requests is cheap. Both files must answer, so a run
 * never replaces the snapshot with one commodity missing.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { economicKeys } from '../../data';
import type { DATAHUB_OIL_PRICES_ENV } from './env';
import { parseEnergySpotPrices } from './parser';

/** Weekly WTI spot prices (EIA RWTC). */
export const DATAHUB_WTI_WEEKLY_PATH = '/data/wti-weekly.csv';
/** Weekly Brent spot prices (EIA RBRTE). */
export const DATAHUB_BRENT_WEEKLY_PATH = '/data/brent-weekly.csv';
/** Every 12 hours plus up to an hour of jitter. */
export const ENERGY_SPOT_PRICES_SCHEDULE = { everyMs: 12 * 3_600_000, jitterMs: 3_600_000 } as const;
/** Time box of one run (two small files). */
export const ENERGY_SPOT_PRICES_RUN_TIMEOUT_MS = 60_000;

/** Bundled real capture of both files. */
export const DATAHUB_OIL_PRICES_BUNDLE = bundleBeside(import.meta.url, {
  name: 'datahub-oil-prices',
  files: { wti: 'wti-weekly.csv', brent: 'brent-weekly.csv' },
  capturedAt: '2026-08-22T02:08:47Z',
});

/** Creates the weekly WTI/Brent spot price job. */
export function createEnergySpotPricesJob(settings: EnvValues<typeof DATAHUB_OIL_PRICES_ENV>): AnyIngestJob {
  const base = settings.DATAHUB_OIL_PRICES_BASE_URL;
  const wtiUrl = joinUrl(base, DATAHUB_WTI_WEEKLY_PATH);
  const brentUrl = joinUrl(base, DATAHUB_BRENT_WEEKLY_PATH);
  return defineJob({
    id: 'energy-spot-prices',
    key: economicKeys.energySpotPrices,
    source: `datasets/oil-prices (EIA RWTC, RBRTE) ${wtiUrl} ${brentUrl}`,
    schedule: ENERGY_SPOT_PRICES_SCHEDULE,
    credentials: { kind: 'keyless' },
    // Both commodities, at least one week each.
    minRecords: 2,
    timeoutMs: ENERGY_SPOT_PRICES_RUN_TIMEOUT_MS,
    bundle: DATAHUB_OIL_PRICES_BUNDLE,
    async fetch({ http }) {
      const [wti, brent] = await Promise.all([
        http.get(wtiUrl, { accept: 'text/csv, text/plain' }),
        http.get(brentUrl, { accept: 'text/csv, text/plain' }),
      ]);
      return { wti, brent };
    },
    async parse(payload) {
      return parseEnergySpotPrices({ wti: payload.wti ?? '', brent: payload.brent ?? '' });
    },
  });
}
