/**
 * Open-Meteo historical weather archive, ERA5 reanalysis (keyless, daily): recent daily mean
 * temperature and precipitation per climate zone and the 1991-2020 normals. No bundle: the only
 * real capture has no baseline to compare with.
 * @see https://open-meteo.com/en/docs/historical-weather-api
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { createClimateAnomaliesJob } from './job';

/** Default origin of the Open-Meteo historical archive API. */
export const OPEN_METEO_ARCHIVE_DEFAULT_BASE_URL = 'https://archive-api.open-meteo.com';

/** Declared variables of the source. */
export const OPEN_METEO_ENV = {
  OPEN_METEO_ARCHIVE_BASE_URL: envVar.url({
    default: OPEN_METEO_ARCHIVE_DEFAULT_BASE_URL,
    description: 'Open-Meteo historical archive origin.',
  }),
} as const;

/** The Open-Meteo source. */
export const openMeteoSource = defineSource({
  id: 'open-meteo',
  title: 'Open-Meteo historical archive (ERA5)',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [climateKeys.anomalies],
  env: OPEN_METEO_ENV,
  jobs: (settings) => [createClimateAnomaliesJob(settings)],
});
