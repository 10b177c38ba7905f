/** The variables the NGA MSI source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of NGA's Maritime Safety Information API. */
export const NGA_MSI_DEFAULT_BASE_URL = 'https://msi.nga.mil';

/** Declared variables of the source. */
export const NGA_MSI_ENV = {
  NGA_MSI_BASE_URL: envVar.url({
    default: NGA_MSI_DEFAULT_BASE_URL,
    description: 'NGA Maritime Safety Information API origin (broadcast navigational warnings).',
  }),
} as const;
