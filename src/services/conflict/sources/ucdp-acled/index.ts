/**
 * UCDP GED and ACLED (keyed, daily): georeferenced armed-conflict events from either dataset or
 * both, merged into one snapshot by one job. The readers of each dataset live in `../ucdp-ged/`
 * and `../acled/`. No bundle: no raw capture of either API exists.
 */

import { defineSource } from '../../../../ingest/source';
import { conflictKeys } from '../../data';
import { UCDP_ACLED_ENV } from './env';
import { createConflictEventsJob } from './job';

/** The conflict events source. */
export const ucdpAcledSource = defineSource({
  id: 'ucdp-acled',
  title: 'UCDP GED / ACLED',
  note: 'keyed (UCDP token, or ACLED token or account); daily',
  availability: {
    kind: 'documented-format',
    variables: ['UCDP_ACCESS_TOKEN', 'ACLED_ACCESS_TOKEN', 'ACLED_EMAIL', 'ACLED_PASSWORD'],
    reason:
      'a UCDP token, or an ACLED token or account; no raw capture of either API, parsers built on their documented rows',
  },
  keys: [conflictKeys.conflictEvents],
  env: UCDP_ACLED_ENV,
  jobs: (settings) => [createConflictEventsJob(settings)],
});
