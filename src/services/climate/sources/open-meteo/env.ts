/** The variables the Open-Meteo source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the Open-Meteo historical archive API. */
export const OPEN_METEO_ARCHIVE_DEFAULT_BASE_URL = 'https://archive-api.open-meteo.com';

/** Declared variables of the source. */
export const OPEN_METEO_ENV = {
  OPEN_METEO_ARCHIVE_BASE_URL: envVar.url({
    default: OPEN_METEO_ARCHIVE_DEFAULT_BASE_URL,
    description: 'Open-Meteo historical archive origin.',
  }),
} as const;
