/**
 * ECB euro foreign exchange reference rates (keyless, every 6 hours): the daily file, with the
 * 90-day history for the day-on-day change, and a bundled real capture.
 *
 * `economic:ecb-fx-rates` ← ECB's `eurofxref-daily.xml` (the latest business day) and
 * `eurofxref-hist-90d.xml` (for the previous day's rate). ECB publishes once per business day
 * around 16:00 CET; a run every 6 hours with conditional requests is cheap. The daily file must
 * answer; a failed history only drops the day-on-day change.
 * @see https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { documentsGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { economicKeys } from '../../data';
import { parseEcbFxRates } from './parser';

/** Declared variables of the source. */
export const ECB_ENV = {
  ECB_BASE_URL: envVar.url({
    default: 'https://www.ecb.europa.eu',
    description: 'ECB origin serving /stats/eurofxref/eurofxref-daily.xml and eurofxref-hist-90d.xml.',
  }),
} as const;

/** The latest business day's rates. */
export const ECB_DAILY_PATH = '/stats/eurofxref/eurofxref-daily.xml';
/** The last 90 days of rates. */
export const ECB_HIST_90D_PATH = '/stats/eurofxref/eurofxref-hist-90d.xml';
/** Every 6 hours plus up to 30 minutes of jitter. */
export const ECB_FX_RATES_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 1_800_000 } as const;
/** Time box of one run (two small files). */
export const ECB_FX_RATES_RUN_TIMEOUT_MS = 60_000;

/** Bundled real capture of the daily file (no real capture of the history exists). */
export const ECB_BUNDLE = bundleBeside(import.meta.url, {
  name: 'ecb-eurofxref',
  files: { daily: 'eurofxref-daily.xml' },
  capturedAt: '2016-01-30T00:00:00Z',
});

/** The ECB reference-rate source. */
export const ecbSource = defineSource({
  id: 'ecb',
  title: 'ECB euro foreign exchange reference rates',
  note: 'keyless; every 6 hours',
  availability: KEYLESS,
  keys: [economicKeys.ecbFxRates],
  env: ECB_ENV,
  jobs: (settings) => {
    const accept = 'application/xml, text/xml';
    return [
      documentsGetJob({
        id: 'ecb-fx-rates',
        key: economicKeys.ecbFxRates,
        title: 'ECB euro reference rates',
        documents: {
          daily: { url: joinUrl(settings.ECB_BASE_URL, ECB_DAILY_PATH), accept },
          // The 90-day history only adds the changes: the daily file alone is published without it.
          hist: { url: joinUrl(settings.ECB_BASE_URL, ECB_HIST_90D_PATH), accept, optional: true },
        },
        sequential: true,
        schedule: ECB_FX_RATES_SCHEDULE,
        minRecords: 1,
        timeoutMs: ECB_FX_RATES_RUN_TIMEOUT_MS,
        bundle: ECB_BUNDLE,
        parse: (payload) => parseEcbFxRates({ daily: payload.daily ?? '', hist: payload.hist }),
      }),
    ];
  },
});
