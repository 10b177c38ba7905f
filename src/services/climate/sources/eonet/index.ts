/**
 * NASA EONET v3 (keyless, hourly): open wildfire, tropical storm, flood, drought and heat events
 * with their latest position. Bundled real capture in `bundle/`.
 * @see https://eonet.gsfc.nasa.gov/docs/v3
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { EONET_ENV } from './env';
import { createEonetEventsJob } from './job';

/** The NASA EONET source. */
export const eonetSource = defineSource({
  id: 'eonet',
  title: 'NASA EONET v3 events',
  note: 'keyless; hourly',
  availability: KEYLESS,
  keys: [climateKeys.disastersEonet],
  env: EONET_ENV,
  jobs: (settings) => [createEonetEventsJob(settings)],
});
