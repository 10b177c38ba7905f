/**
 * GIE AGSI+ (free key, every 6 hours): EU aggregate gas storage filling level. No bundle: no real
 * capture of this answer exists.
 * @see https://agsi.gie.eu/
 */

import { defineSource } from '../../../../ingest/source';
import { economicKeys } from '../../data';
import { GIE_AGSI_ENV } from './env';
import { createGieEuGasStorageJob } from './job';

/** The GIE AGSI+ source. */
export const gieAgsiSource = defineSource({
  id: 'gie-agsi',
  title: 'GIE AGSI+ (EU gas storage)',
  note: 'free key (GIE_API_KEY or AGSI_API_KEY); every 6 hours',
  availability: {
    kind: 'documented-format',
    variables: ['GIE_API_KEY'],
    reason:
      'a free GIE key (GIE_API_KEY or AGSI_API_KEY); parser built on the documented AGSI+ layout, no live capture yet',
  },
  keys: [economicKeys.gieEuGasStorage],
  env: GIE_AGSI_ENV,
  jobs: (settings) => [createGieEuGasStorageJob(settings)],
});
