/**
 * UCDP GED and ACLED (keyed, daily): georeferenced armed-conflict events from either dataset or
 * both, merged into one snapshot by one job. The readers of each dataset live in `../ucdp-ged/`
 * and `../acled/`. No bundle: no raw capture of either API exists.
 */

import { defineSource } from '../../../../ingest/source';
import { conflictKeys } from '../../data';
import { ACLED_ENV } from '../acled/fetch';
import { UCDP_GED_ENV } from '../ucdp-ged/fetch';
import { createConflictEventsJob } from './job';

/** Declared variables of the source. */
export const UCDP_ACLED_ENV = { ...UCDP_GED_ENV, ...ACLED_ENV } as const;

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
