/** The variables the NOAA GML source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the NOAA GML trend files. */
export const NOAA_GML_DEFAULT_BASE_URL = 'https://gml.noaa.gov';

/** Declared variables of the source. */
export const NOAA_GML_ENV = {
  NOAA_GML_BASE_URL: envVar.url({
    default: NOAA_GML_DEFAULT_BASE_URL,
    description: 'NOAA GML trend files origin.',
  }),
} as const;
