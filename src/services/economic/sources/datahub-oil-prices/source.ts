/**
 * The `datasets/oil-prices` data package (keyless, every 12 hours): EIA's weekly WTI and Brent spot
 * prices as CSV, with a bundled real capture.
 *
 * `economic:energy-spot-prices` ← the keyless `datasets/oil-prices` mirror of EIA's weekly spot
 * series RWTC (WTI, Cushing) and RBRTE (Brent), one CSV per commodity. The mirror is rebuilt once a
 * day; a run every 12 hours with conditional requests is cheap. Both files must answer, so a run
 * never replaces the snapshot with one commodity missing.
 * @see https://github.com/datasets/oil-prices
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { documentsGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { economicKeys } from '../../data';
import { parseEnergySpotPrices } from './parser';

/** Default location of the mirror's files (the `datasets/oil-prices` data package). */
export const DATAHUB_OIL_PRICES_DEFAULT_BASE_URL =
  'https://raw.githubusercontent.com/datasets/oil-prices/main';

/** Declared variables of the source. */
export const DATAHUB_OIL_PRICES_ENV = {
  DATAHUB_OIL_PRICES_BASE_URL: envVar.url({
    default: DATAHUB_OIL_PRICES_DEFAULT_BASE_URL,
    description: 'Folder of the WTI/Brent weekly price CSVs (the datasets/oil-prices mirror).',
  }),
} as const;

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

/** The oil-price mirror source. */
export const datahubOilPricesSource = defineSource({
  id: 'datahub-oil-prices',
  title: 'datasets/oil-prices (EIA weekly WTI and Brent spot prices)',
  note: 'keyless; every 12 hours',
  availability: KEYLESS,
  keys: [economicKeys.energySpotPrices],
  env: DATAHUB_OIL_PRICES_ENV,
  jobs: (settings) => {
    const base = settings.DATAHUB_OIL_PRICES_BASE_URL;
    const accept = 'text/csv, text/plain';
    return [
      documentsGetJob({
        id: 'energy-spot-prices',
        key: economicKeys.energySpotPrices,
        title: 'datasets/oil-prices (EIA RWTC, RBRTE)',
        documents: {
          wti: { url: joinUrl(base, DATAHUB_WTI_WEEKLY_PATH), accept },
          brent: { url: joinUrl(base, DATAHUB_BRENT_WEEKLY_PATH), accept },
        },
        schedule: ENERGY_SPOT_PRICES_SCHEDULE,
        // Both commodities, at least one week each.
        minRecords: 2,
        timeoutMs: ENERGY_SPOT_PRICES_RUN_TIMEOUT_MS,
        bundle: DATAHUB_OIL_PRICES_BUNDLE,
        parse: (payload) => parseEnergySpotPrices({ wti: payload.wti ?? '', brent: payload.brent ?? '' }),
      }),
    ];
  },
});
