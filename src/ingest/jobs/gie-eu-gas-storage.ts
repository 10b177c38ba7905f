/**
 * `economic:gie-eu-gas-storage` ← GIE AGSI+ (free key in the `x-key` header, from `GIE_API_KEY`
 * or `AGSI_API_KEY`): the EU aggregate storage filling level of the latest gas days. AGSI+
 * publishes each gas day the evening after; a run every 6 hours is timely. Without a key the job
 * reports `not_configured`. No bundle: no real capture of this answer exists.
 */
import { keys } from '../../store/keys';
import { parseAgsiEuStorage } from '../parsers/gie-agsi';
import { baseUrl, credential, credentialState, joinUrl, type SourceEnv } from '../source-env';
import { type AnyIngestJob, defineJob } from '../types';

/** Default origin of AGSI+ (`GIE_AGSI_BASE_URL` overrides it). */
export const GIE_AGSI_DEFAULT_BASE_URL = 'https://agsi.gie.eu';
/** Path of the storage data API. */
export const GIE_AGSI_API_PATH = '/api';
/** Environment variables accepted for the key, in order of preference. */
export const GIE_API_KEY_ENVS = ['GIE_API_KEY', 'AGSI_API_KEY'] as const;
/** Gas days asked for (the operation shows 30; a few spare cover unreported days). */
export const GIE_DAYS_REQUESTED = 60;
/** Every 6 hours plus up to 30 minutes of jitter. */
export const GIE_SCHEDULE = { everyMs: 6 * 3_600_000, jitterMs: 30 * 60_000 } as const;

/** Creates the GIE AGSI+ EU storage job. */
export function createGieEuGasStorageJob(env: SourceEnv): AnyIngestJob {
  const base = baseUrl(env, 'GIE_AGSI', GIE_AGSI_DEFAULT_BASE_URL);
  const key = GIE_API_KEY_ENVS.map((name) => credential(env, name)).find((v) => v !== undefined);
  const url = `${joinUrl(base, GIE_AGSI_API_PATH)}?${new URLSearchParams({ type: 'eu', size: String(GIE_DAYS_REQUESTED) })}`;
  return defineJob({
    id: 'gie-eu-gas-storage',
    key: keys.gieEuGasStorage,
    source: `GIE AGSI+ ${url}`,
    schedule: GIE_SCHEDULE,
    credentials: credentialState(
      env,
      GIE_API_KEY_ENVS.map((name) => [name]),
    ),
    minRecords: 1,
    async fetch({ http }) {
      return { eu: await http.get(url, { accept: 'application/json', headers: { 'x-key': key ?? '' } }) };
    },
    async parse(payload) {
      return parseAgsiEuStorage(payload.eu ?? '', 'AGSI+ EU');
    },
  });
}
