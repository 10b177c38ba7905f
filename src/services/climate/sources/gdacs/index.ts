/**
 * GDACS event list (keyless, hourly): current flood, tropical cyclone, drought and wildfire events
 * with their alert level. Bundled real capture in `bundle/`.
 * @see https://www.gdacs.org/
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { GDACS_ENV } from './env';
import { createGdacsEventsJob } from './job';

/** The GDACS source. */
export const gdacsSource = defineSource({
  id: 'gdacs',
  title: 'GDACS event list',
  note: 'keyless; hourly',
  availability: KEYLESS,
  keys: [climateKeys.disastersGdacs],
  env: GDACS_ENV,
  jobs: (settings) => [createGdacsEventsJob(settings)],
});
