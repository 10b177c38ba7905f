/**
 * `economic:ecb-fx-rates` ← ECB's `eurofxref-daily.xml` (the latest business day) and
 * `eurofxref-hist-90d.xml` (for the previous day's rate). ECB publishes once per business day
 * around 16:00 CET; a run every 6 hours with conditional requests is cheap. The daily file must
 * answer; a failed history only drops the day-on-day change.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { economicKeys } from '../../data';
import type { ECB_ENV } from './env';
import { parseEcbFxRates } from './parser';

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

/** Creates the ECB reference-rate job. */
export function createEcbFxRatesJob(settings: EnvValues<typeof ECB_ENV>): AnyIngestJob {
  const dailyUrl = joinUrl(settings.ECB_BASE_URL, ECB_DAILY_PATH);
  const histUrl = joinUrl(settings.ECB_BASE_URL, ECB_HIST_90D_PATH);
  return defineJob({
    id: 'ecb-fx-rates',
    key: economicKeys.ecbFxRates,
    source: `ECB euro reference rates ${dailyUrl} ${histUrl}`,
    schedule: ECB_FX_RATES_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    timeoutMs: ECB_FX_RATES_RUN_TIMEOUT_MS,
    bundle: ECB_BUNDLE,
    async fetch({ http }) {
      const accept = 'application/xml, text/xml';
      const daily = await http.get(dailyUrl, { accept });
      const payload: Record<string, string> = { daily };
      const hist = await http.get(histUrl, { accept }).catch(() => undefined);
      if (hist !== undefined) payload.hist = hist;
      return payload;
    },
    async parse(payload) {
      return parseEcbFxRates({ daily: payload.daily ?? '', hist: payload.hist });
    },
  });
}
