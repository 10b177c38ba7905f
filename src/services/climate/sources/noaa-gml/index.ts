/**
 * NOAA Global Monitoring Laboratory trend files (keyless, daily): monthly CO2 at Mauna Loa and
 * global monthly CH4. Bundled real capture in `bundle/`.
 * @see https://gml.noaa.gov/ccgg/trends/
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { climateKeys } from '../../data';
import { NOAA_GML_ENV } from './env';
import { createNoaaCo2Job } from './job';

/** The NOAA GML source. */
export const noaaGmlSource = defineSource({
  id: 'noaa-gml',
  title: 'NOAA GML greenhouse-gas trend files',
  note: 'keyless; daily',
  availability: KEYLESS,
  keys: [climateKeys.co2Monitoring],
  env: NOAA_GML_ENV,
  jobs: (settings) => [createNoaaCo2Job(settings)],
});
