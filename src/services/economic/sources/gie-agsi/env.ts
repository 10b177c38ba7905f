/** The variables the GIE AGSI+ source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of AGSI+. */
export const GIE_AGSI_DEFAULT_BASE_URL = 'https://agsi.gie.eu';

/** Declared variables of the source. */
export const GIE_AGSI_ENV = {
  GIE_AGSI_BASE_URL: envVar.url({ default: GIE_AGSI_DEFAULT_BASE_URL, description: 'GIE AGSI+ API origin.' }),
  GIE_API_KEY: envVar.secret({
    aliases: ['AGSI_API_KEY'],
    description: 'GIE AGSI+ key (sent as x-key); AGSI_API_KEY is accepted too.',
  }),
} as const;
