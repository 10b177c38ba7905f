/**
 * Open-Meteo historical weather archive, ERA5 reanalysis (keyless, daily): recent daily mean
 * temperature and precipitation per climate zone and the 1991-2020 normals. No bundle: the only
 * real capture has no baseline to compare with.
 * @see https://open-meteo.com/en/docs/historical-weather-api
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { OPEN_METEO_ENV } from './env';
import { createClimateAnomaliesJob } from './job';

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
