/**
 * NOAA Global Monitoring Laboratory trend files (keyless, daily): monthly CO2 at Mauna Loa and
 * global monthly CH4. Bundled real capture in `bundle/`.
 *
 * `climate:co2-monitoring` ← NOAA GML monthly CO2 at Mauna Loa and global monthly CH4 and N2O
 * (keyless). NOAA updates these files monthly; a daily run with jitter is polite and keeps the date
 * honest. CO2 and CH4 must answer; N2O is optional: when its file fails, the run publishes CO2 and
 * CH4 and reports the N2O failure as its warning.
 * @see https://gml.noaa.gov/ccgg/trends/
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { documentsGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { climateKeys } from '../../data';
import { parseCo2Monitoring } from './parser';

/** Default origin of the NOAA GML trend files. */
export const NOAA_GML_DEFAULT_BASE_URL = 'https://gml.noaa.gov';

/** Declared variables of the source. */
export const NOAA_GML_ENV = {
  NOAA_GML_BASE_URL: envVar.url({
    default: NOAA_GML_DEFAULT_BASE_URL,
    description: 'NOAA GML trend files origin.',
  }),
} as const;

/** Monthly mean CO2 at Mauna Loa. */
export const NOAA_CO2_MONTHLY_PATH = '/webdata/ccgg/trends/co2/co2_mm_mlo.txt';
/** Monthly mean global CH4. */
export const NOAA_CH4_MONTHLY_PATH = '/webdata/ccgg/trends/ch4/ch4_mm_gl.txt';
/** Monthly mean global N2O. */
export const NOAA_N2O_MONTHLY_PATH = '/webdata/ccgg/trends/n2o/n2o_mm_gl.txt';
/** Once a day, plus up to an hour of jitter. */
export const NOAA_CO2_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;

/** The NOAA GML source. */
export const noaaGmlSource = defineSource({
  id: 'noaa-gml',
  title: 'NOAA GML greenhouse-gas trend files',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [climateKeys.co2Monitoring],
  env: NOAA_GML_ENV,
  jobs: (settings) => {
    const base = settings.NOAA_GML_BASE_URL;
    const n2oUrl = joinUrl(base, NOAA_N2O_MONTHLY_PATH);
    return [
      documentsGetJob({
        id: 'noaa-co2',
        key: climateKeys.co2Monitoring,
        title: 'NOAA GML',
        documents: {
          co2: { url: joinUrl(base, NOAA_CO2_MONTHLY_PATH), accept: 'text/plain' },
          ch4: { url: joinUrl(base, NOAA_CH4_MONTHLY_PATH), accept: 'text/plain' },
          n2o: {
            url: n2oUrl,
            accept: 'text/plain',
            optional: (err) => `N2O left out: ${n2oUrl}: ${err instanceof Error ? err.message : String(err)}`,
          },
        },
        schedule: NOAA_CO2_SCHEDULE,
        minRecords: 1,
        bundle: bundleBeside(import.meta.url, {
          name: 'noaa-gml',
          files: { co2: 'co2_mm_mlo.txt', ch4: 'ch4_mm_gl.txt', n2o: 'n2o_mm_gl.txt' },
          capturedAt: '2026-08-05T10:21:49Z',
        }),
        parse: (payload) => parseCo2Monitoring(payload.co2 ?? '', payload.ch4 ?? '', payload.n2o),
      }),
    ];
  },
});
