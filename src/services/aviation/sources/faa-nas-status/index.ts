/**
 * FAA NAS airport status (keyless, every 5 minutes): delay programmes, ground stops and closures
 * at US airports. Bundled real capture: `bundle/airport-status-information.xml`.
 * @see https://nasstatus.faa.gov/
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { aviationKeys } from '../../data';
import { FAA_NAS_ENV } from './env';
import { createFaaAirportDelaysJob } from './job';

/** The FAA NAS status source. */
export const faaNasStatusSource = defineSource({
  id: 'faa-nas-status',
  title: 'FAA NAS airport status',
  note: 'keyless; every 5 min',
  availability: KEYLESS,
  keys: [aviationKeys.airportDelays],
  env: FAA_NAS_ENV,
  jobs: (settings) => [createFaaAirportDelaysJob(settings)],
});
