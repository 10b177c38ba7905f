/**
 * `economic:gie-eu-gas-storage` ← GIE AGSI+ (free key in the `x-key` header, from `GIE_API_KEY`
 * or `AGSI_API_KEY`): the EU aggregate storage filling level of the latest gas days. AGSI+
 * publishes each gas day the evening after; a run every 6 hours is timely. Without a key the job
 * reports `not_configured`. No bundle: no real capture of this answer exists.
 */
import type { EnvValues } from '../../../../env-vars';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { economicKeys } from '../../data';
import type { GIE_AGSI_ENV } from './env';
import { parseAgsiEuStorage } from './parser';

/** Path of the storage data API. */
export const GIE_AGSI_API_PATH = '/api';
/** Gas days asked for (the operation shows 30; a few spare cover unreported days). */
export const GIE_DAYS_REQUESTED = 60;
/** Every 6 hours plus up to 30 minutes of jitter. */
export const GIE_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 30 * 60_000 } as const;

/** Creates the GIE AGSI+ EU storage job. */
export function createGieEuGasStorageJob(settings: EnvValues<typeof GIE_AGSI_ENV>): AnyIngestJob {
  const key = settings.GIE_API_KEY;
  const url = `${joinUrl(settings.GIE_AGSI_BASE_URL, GIE_AGSI_API_PATH)}?${new URLSearchParams({ type: 'eu', size: String(GIE_DAYS_REQUESTED) })}`;
  return defineJob({
    id: 'gie-eu-gas-storage',
    key: economicKeys.gieEuGasStorage,
    source: `GIE AGSI+ ${url}`,
    schedule: GIE_SCHEDULE,
    credentials:
      key === undefined
        ? { kind: 'missing', hint: 'set GIE_API_KEY or AGSI_API_KEY' }
        : { kind: 'configured' },
    minRecords: 1,
    async fetch({ http }) {
      return { eu: await http.get(url, { accept: 'application/json', headers: { 'x-key': key ?? '' } }) };
    },
    async parse(payload) {
      return parseAgsiEuStorage(payload.eu ?? '', 'AGSI+ EU');
    },
  });
}
