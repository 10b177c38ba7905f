/**
 * NSIDC Sea Ice Index G02135 v4 (keyless, daily): daily Arctic sea ice extent and its 1981-2010
 * climatology. Bundled real capture of the extent in `bundle/` (no climatology).
 * @see https://nsidc.org/data/g02135
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { NSIDC_ENV } from './env';
import { createNsidcOceanIceJob } from './job';

/** The NSIDC source. */
export const nsidcSource = defineSource({
  id: 'nsidc',
  title: 'NSIDC Sea Ice Index G02135 v4',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [climateKeys.oceanIce],
  env: NSIDC_ENV,
  jobs: (settings) => [createNsidcOceanIceJob(settings)],
});
