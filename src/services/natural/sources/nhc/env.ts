/** The variables the NOAA NHC source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the National Hurricane Center site. */
export const NHC_DEFAULT_BASE_URL = 'https://www.nhc.noaa.gov';

/** Declared variables of the source. */
export const NHC_ENV = {
  NHC_BASE_URL: envVar.url({
    default: NHC_DEFAULT_BASE_URL,
    description: 'NOAA National Hurricane Center origin (serves CurrentStorms.json).',
  }),
} as const;
