/**
 * OFAC Sanctions List Service (keyless, every 6 hours): the Specially Designated Nationals list as
 * the legacy CSV trio SDN/ADD/ALT. Bundled real capture (a 2019 vintage subset) in `bundle/`.
 * @see https://ofac.treasury.gov/sanctions-list-service
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { sanctionsKeys } from '../../data';
import { OFAC_SLS_ENV } from './env';
import { createOfacSdnJob } from './job';

/** The OFAC Sanctions List Service source. */
export const ofacSlsSource = defineSource({
  id: 'ofac-sls',
  title: 'OFAC Sanctions List Service (SDN list, legacy CSV files)',
  note: 'keyless; every 6 hours',
  availability: KEYLESS,
  keys: [sanctionsKeys.sdnList],
  env: OFAC_SLS_ENV,
  jobs: (settings) => [createOfacSdnJob(settings)],
});
