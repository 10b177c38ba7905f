/** The variables the OFAC Sanctions List Service source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the Sanctions List Service. */
export const OFAC_SLS_DEFAULT_BASE_URL = 'https://sanctionslistservice.ofac.treas.gov';

/** Declared variables of the source. */
export const OFAC_SLS_ENV = {
  OFAC_SLS_BASE_URL: envVar.url({
    default: OFAC_SLS_DEFAULT_BASE_URL,
    description: 'OFAC Sanctions List Service origin (serves SDN.CSV, ADD.CSV and ALT.CSV).',
  }),
} as const;
