/**
 * GIE AGSI+ (free key, every 6 hours): EU aggregate gas storage filling level. No bundle: no real
 * capture of this answer exists.
 *
 * `economic:gie-eu-gas-storage` ← GIE AGSI+ (free key in the `x-key` header, from `GIE_API_KEY`
 * or `AGSI_API_KEY`): the EU aggregate storage filling level of the latest gas days. AGSI+
 * publishes each gas day the evening after; a run every 6 hours is timely. Without a key the job
 * reports `not_configured`. No bundle: no real capture of this answer exists.
 * @see https://agsi.gie.eu/
 */

import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { economicKeys } from '../../data';
import { parseAgsiEuStorage } from './parser';

/** Default origin of AGSI+. */
export const GIE_AGSI_DEFAULT_BASE_URL = 'https://agsi.gie.eu';

/** Declared variables of the source. */
export const GIE_AGSI_ENV = {
  GIE_AGSI_BASE_URL: envVar.url({ default: GIE_AGSI_DEFAULT_BASE_URL, description: 'GIE AGSI+ API origin.' }),
  GIE_API_KEY: envVar.secret({
    aliases: ['AGSI_API_KEY'],
    description: 'GIE AGSI+ key (sent as x-key); AGSI_API_KEY is accepted too.',
  }),
} as const;

/** Path of the storage data API. */
export const GIE_AGSI_API_PATH = '/api';
/** Gas days asked for (the operation shows 30; a few spare cover unreported days). */
export const GIE_DAYS_REQUESTED = 60;
/** Every 6 hours plus up to 30 minutes of jitter. */
export const GIE_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 30 * 60_000 } as const;

/** The GIE AGSI+ source. */
export const gieAgsiSource = defineSource({
  id: 'gie-agsi',
  title: 'GIE AGSI+ (EU gas storage)',
  note: 'free key (GIE_API_KEY or AGSI_API_KEY); every 6 hours',
  availability: {
    kind: 'documented-format',
    variables: ['GIE_API_KEY'],
    reason:
      'a free GIE key (GIE_API_KEY or AGSI_API_KEY); parser built on the documented AGSI+ layout, no live capture yet',
  },
  keys: [economicKeys.gieEuGasStorage],
  env: GIE_AGSI_ENV,
  jobs: (settings) => {
    const key = settings.GIE_API_KEY;
    return [
      singleGetJob({
        id: 'gie-eu-gas-storage',
        key: economicKeys.gieEuGasStorage,
        title: 'GIE AGSI+',
        url: `${joinUrl(settings.GIE_AGSI_BASE_URL, GIE_AGSI_API_PATH)}?${new URLSearchParams({ type: 'eu', size: String(GIE_DAYS_REQUESTED) })}`,
        resource: 'eu',
        accept: 'application/json',
        headers: { 'x-key': key ?? '' },
        schedule: GIE_SCHEDULE,
        credentials:
          key === undefined
            ? { kind: 'missing', hint: 'set GIE_API_KEY or AGSI_API_KEY' }
            : { kind: 'configured' },
        minRecords: 1,
        parse: (body) => parseAgsiEuStorage(body, 'AGSI+ EU'),
      }),
    ];
  },
});
