/**
 * ReliefWeb disasters API (approved appname `RELIEFWEB_APPNAME`, every 6 hours): climate disasters
 * on alert or ongoing. No bundle: no real capture of the job's request exists.
 * @see https://apidoc.reliefweb.int/
 */

import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { RELIEFWEB_ENV } from './env';
import { createReliefwebDisastersJob } from './job';

/** The ReliefWeb source. */
export const reliefwebSource = defineSource({
  id: 'reliefweb',
  title: 'ReliefWeb disasters API',
  note: 'appname RELIEFWEB_APPNAME; every 6 hours',
  availability: {
    kind: 'operator-key',
    variables: ['RELIEFWEB_APPNAME'],
    reason: 'an appname approved by ReliefWeb',
  },
  keys: [climateKeys.disastersReliefweb],
  env: RELIEFWEB_ENV,
  jobs: (settings) => [createReliefwebDisastersJob(settings)],
});
