/**
 * NGA Maritime Safety Information, broadcast navigational warnings (keyless, hourly): NAVAREA IV
 * and XII, HYDROLANT, HYDROPAC and HYDROARC, with a bundled real capture.
 * @see https://msi.nga.mil/NavWarnings
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { maritimeKeys } from '../../data';
import { NGA_MSI_ENV } from './env';
import { createNgaNavigationalWarningsJob } from './job';

/** The NGA MSI source. */
export const ngaMsiSource = defineSource({
  id: 'nga-msi',
  title: 'NGA Maritime Safety Information (broadcast navigational warnings)',
  note: 'keyless; hourly',
  availability: KEYLESS,
  keys: [maritimeKeys.navigationalWarnings],
  env: NGA_MSI_ENV,
  jobs: (settings) => [createNgaNavigationalWarningsJob(settings)],
});
