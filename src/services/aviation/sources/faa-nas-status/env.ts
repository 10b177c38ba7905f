/** The variables the FAA NAS status source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the FAA NAS status service. */
export const FAA_NAS_DEFAULT_BASE_URL = 'https://nasstatus.faa.gov';

/** Declared variables of the source. */
export const FAA_NAS_ENV = {
  FAA_NAS_BASE_URL: envVar.url({
    default: FAA_NAS_DEFAULT_BASE_URL,
    description: 'FAA NAS airport status origin (path /api/airport-status-information).',
  }),
} as const;
