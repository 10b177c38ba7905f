/**
 * The Economist's Big Mac index (keyless CSV on GitHub, daily job; editions are semi-annual).
 * The reference reads prices through a paid web search summarised by a language model; this is
 * the publisher's own data instead. The bundle is a real capture (editions 2025-01 and 2026-01).
 * @see https://github.com/TheEconomist/big-mac-data
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { macroKeys } from '../../data-macro';
import { parseBigMacIndex } from './parser';

/** Declared variables of the source. */
export const BIGMAC_ENV = {
  BIGMAC_BASE_URL: envVar.url({
    default: 'https://raw.githubusercontent.com',
    description: "Origin serving The Economist's big-mac-data repository files.",
  }),
} as const;

/** Path of the raw index CSV under the origin. */
export const BIGMAC_PATH = '/TheEconomist/big-mac-data/master/output-data/big-mac-raw-index.csv';
/** Daily plus up to 2 hours of jitter. */
export const BIGMAC_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 2 * 3_600_000 } as const;

/** The Big Mac index source. */
export const economistBigMacSource = defineSource({
  id: 'economist-bigmac',
  title: "The Economist's Big Mac index (CSV)",
  note: 'keyless; daily (semi-annual editions)',
  availability: KEYLESS,
  keys: [macroKeys.bigMacPrices],
  env: BIGMAC_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'bigmac-prices',
      key: macroKeys.bigMacPrices,
      title: "The Economist's Big Mac index",
      url: joinUrl(settings.BIGMAC_BASE_URL, BIGMAC_PATH),
      resource: 'csv',
      accept: 'text/csv, text/plain, */*',
      schedule: BIGMAC_SCHEDULE,
      minRecords: 10,
      bundle: bundleBeside(import.meta.url, {
        name: 'economist-bigmac',
        files: { csv: 'big-mac-raw-index.csv' },
        capturedAt: '2026-03-30T00:00:00Z',
      }),
      parse: parseBigMacIndex,
    }),
  ],
});
