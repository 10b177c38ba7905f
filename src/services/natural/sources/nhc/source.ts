/**
 * NOAA National Hurricane Center active storms (keyless, every 30 minutes): name, classification,
 * wind, pressure, position and motion of every Atlantic, eastern and central Pacific tropical
 * cyclone NHC or CPHC advises on. Bundled real capture in `bundle/`.
 *
 * `natural:storms-nhc` ← NOAA NHC `CurrentStorms.json` (keyless): the tropical cyclones NHC and
 * CPHC currently advise on. Advisories come every 6 hours, every 3 hours under coastal watches,
 * and special ones at any time: every 30 minutes (plus up to 5 minutes of jitter), with
 * conditional requests, so an unchanged file costs NHC a 304. An empty list is published as it
 * is (no storm is active), so a dissipated storm never lingers.
 * @see https://www.nhc.noaa.gov/productexamples/NHC_JSON_Sample.json
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { naturalKeys } from '../../data';
import { parseNhcCurrentStorms } from './parser';

/** Default origin of the National Hurricane Center site. */
export const NHC_DEFAULT_BASE_URL = 'https://www.nhc.noaa.gov';

/** Declared variables of the source. */
export const NHC_ENV = {
  NHC_BASE_URL: envVar.url({
    default: NHC_DEFAULT_BASE_URL,
    description: 'NOAA National Hurricane Center origin (serves CurrentStorms.json).',
  }),
} as const;

/** The active-storms file. */
export const NHC_CURRENT_STORMS_PATH = '/CurrentStorms.json';
/** Every 30 minutes plus up to 5 minutes of jitter. */
export const NHC_SCHEDULE = { everyMs: 30 * 60_000, jitterMs: 5 * 60_000 } as const;

/** The NOAA NHC source. */
export const nhcSource = defineSource({
  id: 'nhc',
  title: 'NOAA National Hurricane Center active storms',
  note: 'keyless; every 30 minutes',
  availability: KEYLESS,
  keys: [naturalKeys.stormsNhc],
  env: NHC_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'nhc-current-storms',
      key: naturalKeys.stormsNhc,
      title: 'NOAA NHC',
      url: joinUrl(settings.NHC_BASE_URL, NHC_CURRENT_STORMS_PATH),
      resource: 'storms',
      accept: 'application/json',
      schedule: NHC_SCHEDULE,
      // No active storm is a true answer most of the year.
      minRecords: 0,
      bundle: bundleBeside(import.meta.url, {
        name: 'nhc',
        files: { storms: 'CurrentStorms.json' },
        capturedAt: '2026-08-02T03:22:41Z',
      }),
      parse: parseNhcCurrentStorms,
    }),
  ],
});
