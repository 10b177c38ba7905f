/**
 * NASA FIRMS area API (free MAP_KEY, every 30 minutes): VIIRS near-real-time active-fire
 * detections over the configured areas, as CSV, with a bundled real capture.
 * @see https://firms.modaps.eosdis.nasa.gov/api/area/
 */

import { defineSource } from '../../../../ingest/source';
import { wildfireKeys } from '../../data';
import { NASA_FIRMS_ENV } from './env';
import { createFirmsFireDetectionsJob } from './job';

/** The NASA FIRMS source. */
export const nasaFirmsSource = defineSource({
  id: 'nasa-firms',
  title: 'NASA FIRMS area API (VIIRS near-real-time active fires)',
  note: 'free key FIRMS_MAP_KEY; every 30 minutes',
  availability: { kind: 'operator-key', variables: ['FIRMS_MAP_KEY'], reason: 'a free NASA FIRMS map key' },
  keys: [wildfireKeys.fireDetections],
  env: NASA_FIRMS_ENV,
  jobs: (settings) => [createFirmsFireDetectionsJob(settings)],
});
