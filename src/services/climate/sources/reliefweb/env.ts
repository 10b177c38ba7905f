/** The variables the ReliefWeb source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the ReliefWeb API. */
export const RELIEFWEB_DEFAULT_BASE_URL = 'https://api.reliefweb.int';

/** Declared variables of the source. */
export const RELIEFWEB_ENV = {
  RELIEFWEB_BASE_URL: envVar.url({
    default: RELIEFWEB_DEFAULT_BASE_URL,
    description: 'ReliefWeb API origin.',
  }),
  // ReliefWeb approves each appname: it is kept out of logs and `meta.source` like a credential.
  RELIEFWEB_APPNAME: envVar.secret({
    description: 'Approved ReliefWeb appname; without it the ReliefWeb job is not_configured.',
  }),
} as const;
