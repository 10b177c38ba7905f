/**
 * GPSJam daily interference files (keyless): H3 resolution-4 cells with the counts of aircraft
 * reporting good and bad navigation accuracy, derived by gpsjam.org from ADS-B Exchange data.
 * Bundled real capture: the manifest and the first 4,000 cells of 2022-07-22 (`bundle/`).
 * @see https://gpsjam.org/faq
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { orbitKeys } from '../../data-orbit';
import { createGpsJamJob } from './job';

/** Declared variables of the source. */
export const GPSJAM_ENV = {
  GPSJAM_BASE_URL: envVar.url({ default: 'https://gpsjam.org', description: 'GPSJam origin.' }),
  GPSJAM_DAYS: envVar.int({
    default: 1,
    min: 1,
    max: 7,
    description: 'Newest days of the GPSJam manifest to keep (1-7); each day is one file of about 1.5 MB.',
  }),
} as const;

/** The GPSJam source. */
export const gpsJamSource = defineSource({
  id: 'gpsjam',
  title: 'GPSJam daily GPS interference',
  note: 'keyless; every 6 h',
  availability: KEYLESS,
  env: GPSJAM_ENV,
  keys: [orbitKeys.gpsInterference],
  jobs: (settings) => [createGpsJamJob(settings)],
});
