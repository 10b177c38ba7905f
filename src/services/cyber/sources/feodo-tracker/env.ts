/** The variables the Feodo Tracker source reads. */
import { envVar } from '../../../../env-vars';

/** Default origin of the Feodo Tracker downloads. */
export const FEODO_TRACKER_DEFAULT_BASE_URL = 'https://feodotracker.abuse.ch';

/** Declared variables of the source. */
export const FEODO_TRACKER_ENV = {
  FEODO_TRACKER_BASE_URL: envVar.url({
    default: FEODO_TRACKER_DEFAULT_BASE_URL,
    description: 'abuse.ch Feodo Tracker origin (botnet C2 IP blocklist).',
  }),
} as const;
