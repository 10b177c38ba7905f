/**
 * NSIDC Sea Ice Index G02135 v4 (keyless, daily): daily Arctic sea ice extent and its 1981-2010
 * climatology. Bundled real capture of the extent in `bundle/` (no climatology).
 *
 * `climate:ocean-ice` ← NSIDC Sea Ice Index G02135 v4 (keyless): the daily Arctic extent CSV and the
 * 1981-2010 daily climatology. NSIDC adds one day a day; the job runs daily. The climatology is
 * optional: when it cannot be fetched or read, the extent is still published and the handler leaves
 * every anomaly figure out (never guessed).
 * @see SPEC §2.2 (GetOceanIceDataResponse)
 * @see https://nsidc.org/data/g02135
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { describeError } from '../../../../ingest/errors';
import { documentsGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import { buildOceanIce, NSIDC_CLIMATOLOGY_RESOURCE, NSIDC_DAILY_RESOURCE } from './parser';

/** Default origin of the NSIDC Sea Ice Index files. */
export const NSIDC_DEFAULT_BASE_URL = 'https://noaadata.apps.nsidc.org';

/** Declared variables of the source. */
export const NSIDC_ENV = {
  NSIDC_BASE_URL: envVar.url({
    default: NSIDC_DEFAULT_BASE_URL,
    description: 'NSIDC Sea Ice Index origin.',
  }),
} as const;

/** Northern hemisphere daily extent, version 4. */
export const NSIDC_DAILY_PATH = '/NOAA/G02135/north/daily/data/N_seaice_extent_daily_v4.0.csv';
/** Northern hemisphere 1981-2010 daily climatology, version 4. */
export const NSIDC_CLIMATOLOGY_PATH =
  '/NOAA/G02135/north/daily/data/N_seaice_extent_climatology_1981-2010_v4.0.csv';
/** Once a day, plus up to an hour of jitter. */
export const NSIDC_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;

/** The NSIDC source. */
export const nsidcSource = defineSource({
  id: 'nsidc',
  title: 'NSIDC Sea Ice Index G02135 v4',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [climateKeys.oceanIce],
  env: NSIDC_ENV,
  jobs: (settings) => {
    const base = settings.NSIDC_BASE_URL;
    return [
      documentsGetJob({
        id: 'nsidc-ocean-ice',
        key: climateKeys.oceanIce,
        title: 'NSIDC Sea Ice Index G02135 v4',
        documents: {
          [NSIDC_DAILY_RESOURCE]: { url: joinUrl(base, NSIDC_DAILY_PATH), accept: 'text/csv, text/plain' },
          [NSIDC_CLIMATOLOGY_RESOURCE]: {
            url: joinUrl(base, NSIDC_CLIMATOLOGY_PATH),
            accept: 'text/csv, text/plain',
            optional: (err) => `climatology not fetched (${describeError(err)}); anomaly left out`,
          },
        },
        schedule: NSIDC_SCHEDULE,
        minRecords: 1,
        bundle: bundleBeside(import.meta.url, {
          name: 'nsidc',
          files: { [NSIDC_DAILY_RESOURCE]: 'N_seaice_extent_daily_v4.0.csv' },
          capturedAt: '2026-08-22T16:33:02Z',
        }),
        parse: (payload) => buildOceanIce(payload),
      }),
    ];
  },
});
