/**
 * `climate:ocean-ice` ← NSIDC Sea Ice Index G02135 v4 (keyless): the daily Arctic extent CSV and the
 * 1981-2010 daily climatology. NSIDC adds one day a day; the job runs daily. The climatology is
 * optional: when it cannot be fetched or read, the extent is still published and the handler leaves
 * every anomaly figure out (never guessed).
 * @see SPEC §2.2 (GetOceanIceDataResponse)
 */
import type { EnvValues } from '../../../../env-vars';
import { describeError } from '../../../../ingest/errors';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import type { NSIDC_ENV } from './env';
import { buildOceanIce, NSIDC_CLIMATOLOGY_RESOURCE, NSIDC_DAILY_RESOURCE } from './parser';

/** Northern hemisphere daily extent, version 4. */
export const NSIDC_DAILY_PATH = '/NOAA/G02135/north/daily/data/N_seaice_extent_daily_v4.0.csv';
/** Northern hemisphere 1981-2010 daily climatology, version 4. */
export const NSIDC_CLIMATOLOGY_PATH =
  '/NOAA/G02135/north/daily/data/N_seaice_extent_climatology_1981-2010_v4.0.csv';
/** Once a day, plus up to an hour of jitter. */
export const NSIDC_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;

/** Creates the NSIDC sea ice job. */
export function createNsidcOceanIceJob(settings: EnvValues<typeof NSIDC_ENV>): AnyIngestJob {
  const base = settings.NSIDC_BASE_URL;
  const dailyUrl = joinUrl(base, NSIDC_DAILY_PATH);
  const climatologyUrl = joinUrl(base, NSIDC_CLIMATOLOGY_PATH);
  return defineJob({
    id: 'nsidc-ocean-ice',
    key: climateKeys.oceanIce,
    source: `NSIDC Sea Ice Index G02135 v4 ${dailyUrl} ${climatologyUrl}`,
    schedule: NSIDC_SCHEDULE,
    credentials: { kind: 'keyless' },
    minRecords: 1,
    bundle: bundleBeside(import.meta.url, {
      name: 'nsidc',
      files: { [NSIDC_DAILY_RESOURCE]: 'N_seaice_extent_daily_v4.0.csv' },
      capturedAt: '2026-08-22T16:33:02Z',
    }),
    async fetch({ http, warn }) {
      const [daily, climatology] = await Promise.all([
        http.get(dailyUrl, { accept: 'text/csv, text/plain' }),
        http.get(climatologyUrl, { accept: 'text/csv, text/plain' }).catch((err: unknown) => {
          warn(`climatology not fetched (${describeError(err)}); anomaly left out`);
          return undefined;
        }),
      ]);
      const payload: Record<string, string> = { [NSIDC_DAILY_RESOURCE]: daily };
      if (climatology !== undefined) payload[NSIDC_CLIMATOLOGY_RESOURCE] = climatology;
      return payload;
    },
    async parse(payload) {
      return buildOceanIce(payload);
    },
  });
}
