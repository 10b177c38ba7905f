/**
 * NGA Maritime Safety Information, broadcast navigational warnings (keyless, hourly): NAVAREA IV
 * and XII, HYDROLANT, HYDROPAC and HYDROARC, with a bundled real capture.
 *
 * `maritime:navigational-warnings` ← NGA MSI broadcast warnings (keyless): the listing of every
 * active warning (`status=A`) in one JSON answer. NGA issues warnings around the clock, a few an
 * hour across its five broadcasts; an hourly run with conditional requests keeps up without
 * loading the public service.
 * @see https://msi.nga.mil/NavWarnings
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { maritimeKeys } from '../../data';
import { parseNavigationalWarnings } from './parser';

/** Default origin of NGA's Maritime Safety Information API. */
export const NGA_MSI_DEFAULT_BASE_URL = 'https://msi.nga.mil';

/** Declared variables of the source. */
export const NGA_MSI_ENV = {
  NGA_MSI_BASE_URL: envVar.url({
    default: NGA_MSI_DEFAULT_BASE_URL,
    description: 'NGA Maritime Safety Information API origin (broadcast navigational warnings).',
  }),
} as const;

/** Path of the broadcast warnings listing. */
export const NGA_BROADCAST_WARN_PATH = '/api/publications/broadcast-warn';
/** Its query: JSON, active warnings only. */
export const NGA_BROADCAST_WARN_QUERY = 'output=json&status=A';
/** Every hour plus up to 10 minutes of jitter. */
export const NGA_WARNINGS_SCHEDULE = { everyMs: 3_600_000, jitterMs: 10 * 60_000 } as const;

/** Bundled real capture: 125 of the active warnings of mid-April 2023. */
export const NGA_MSI_BUNDLE = bundleBeside(import.meta.url, {
  name: 'nga-msi',
  files: { 'broadcast-warn': 'broadcast-warn.json' },
  capturedAt: '2023-04-21T00:00:00Z',
});

/** The NGA MSI source. */
export const ngaMsiSource = defineSource({
  id: 'nga-msi',
  title: 'NGA Maritime Safety Information (broadcast navigational warnings)',
  note: 'keyless; hourly',
  availability: KEYLESS,
  keys: [maritimeKeys.navigationalWarnings],
  env: NGA_MSI_ENV,
  jobs: (settings) => [
    singleGetJob({
      id: 'nga-navigational-warnings',
      key: maritimeKeys.navigationalWarnings,
      title: 'NGA MSI broadcast warnings',
      url: `${joinUrl(settings.NGA_MSI_BASE_URL, NGA_BROADCAST_WARN_PATH)}?${NGA_BROADCAST_WARN_QUERY}`,
      resource: 'broadcast-warn',
      accept: 'application/json',
      schedule: NGA_WARNINGS_SCHEDULE,
      // NGA always has warnings in force (the in-force lists themselves are warnings).
      minRecords: 1,
      bundle: NGA_MSI_BUNDLE,
      parse: (body) => parseNavigationalWarnings(body, 'broadcast-warn'),
    }),
  ],
});
