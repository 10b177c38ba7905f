/**
 * NOAA National Hurricane Center active storms (keyless, every 30 minutes): name, classification,
 * wind, pressure, position and motion of every Atlantic, eastern and central Pacific tropical
 * cyclone NHC or CPHC advises on. Bundled real capture in `bundle/`.
 * @see https://www.nhc.noaa.gov/productexamples/NHC_JSON_Sample.json
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { naturalKeys } from '../../data';
import { NHC_ENV } from './env';
import { createNhcCurrentStormsJob } from './job';

/** The NOAA NHC source. */
export const nhcSource = defineSource({
  id: 'nhc',
  title: 'NOAA National Hurricane Center active storms',
  note: 'keyless; every 30 minutes',
  availability: KEYLESS,
  keys: [naturalKeys.stormsNhc],
  env: NHC_ENV,
  jobs: (settings) => [createNhcCurrentStormsJob(settings)],
});
