/**
 * alternative.me crypto Fear & Greed index (keyless JSON, hourly job; the index changes daily).
 * The bundle is a real answer (readings of 2026-07-10 and 2026-07-11).
 * @see https://alternative.me/crypto/fear-and-greed-index/#api
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { signalsKeys } from '../../data-signals';
import { parseFearGreed } from './parser';

/** Declared variables of the source. */
export const ALTERNATIVE_ME_ENV = {
  ALTERNATIVE_ME_BASE_URL: envVar.url({
    default: 'https://api.alternative.me',
    description: 'alternative.me API origin (crypto Fear & Greed index).',
  }),
} as const;

/** Path of the index under the origin. */
export const ALTERNATIVE_ME_FNG_PATH = '/fng/';
/** Readings asked for (the macro signals show 30 days). */
export const ALTERNATIVE_ME_FNG_QUERY = 'limit=30&format=json';
/** Hourly plus up to 10 minutes of jitter. */
export const ALTERNATIVE_ME_SCHEDULE = { everyMs: 3_600_000, jitterMs: 10 * 60_000 } as const;

/** The alternative.me Fear & Greed source. */
export const alternativeMeFngSource = defineSource({
  id: 'alternative-me-fng',
  title: 'alternative.me crypto Fear & Greed index',
  note: 'keyless; hourly',
  availability: KEYLESS,
  keys: [signalsKeys.cryptoFearGreed],
  env: ALTERNATIVE_ME_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'alternative-me-fng',
      key: signalsKeys.cryptoFearGreed,
      title: 'alternative.me Fear & Greed',
      url: `${joinUrl(settings.ALTERNATIVE_ME_BASE_URL, ALTERNATIVE_ME_FNG_PATH)}?${ALTERNATIVE_ME_FNG_QUERY}`,
      resource: 'fng',
      accept: 'application/json',
      schedule: ALTERNATIVE_ME_SCHEDULE,
      minRecords: 1,
      bundle: bundleBeside(import.meta.url, {
        name: 'alternative-me-fng',
        files: { fng: 'fng_limit2.json' },
        capturedAt: '2026-07-11T09:54:57Z',
      }),
      parse: parseFearGreed,
    }),
  ],
});
