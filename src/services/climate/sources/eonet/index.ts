/**
 * NASA EONET v3 (keyless, hourly): open wildfire, tropical storm, flood, drought and heat events
 * with their latest position. Bundled real capture in `bundle/`.
 * @see https://eonet.gsfc.nasa.gov/docs/v3
 */
import { defineSource } from '../../../../ingest/source';
import { EONET_ENV } from './env';
import { createEonetEventsJob } from './job';

/** The NASA EONET source. */
export const eonetSource = defineSource({
  id: 'eonet',
  title: 'NASA EONET v3 events',
  note: 'keyless; hourly',
  env: EONET_ENV,
  jobs: (settings) => [createEonetEventsJob(settings)],
});
