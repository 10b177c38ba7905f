/**
 * `maritime:navigational-warnings` ← NGA MSI broadcast warnings (keyless): the listing of every
 * active warning (`status=A`) in one JSON answer. NGA issues warnings around the clock, a few an
 * hour across its five broadcasts; an hourly run with conditional requests keeps up without
 * loading the public service.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { maritimeKeys } from '../../data';
import type { NGA_MSI_ENV } from './env';
import { parseNavigationalWarnings } from './parser';

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

/** Creates the navigational warnings job. */
export function createNgaNavigationalWarningsJob(settings: EnvValues<typeof NGA_MSI_ENV>): AnyIngestJob {
  const url = `${joinUrl(settings.NGA_MSI_BASE_URL, NGA_BROADCAST_WARN_PATH)}?${NGA_BROADCAST_WARN_QUERY}`;
  return defineJob({
    id: 'nga-navigational-warnings',
    key: maritimeKeys.navigationalWarnings,
    source: `NGA MSI broadcast warnings ${url}`,
    schedule: NGA_WARNINGS_SCHEDULE,
    credentials: { kind: 'keyless' },
    // NGA always has warnings in force (the in-force lists themselves are warnings).
    minRecords: 1,
    bundle: NGA_MSI_BUNDLE,
    async fetch({ http }) {
      return { 'broadcast-warn': await http.get(url, { accept: 'application/json' }) };
    },
    async parse(payload) {
      return parseNavigationalWarnings(payload['broadcast-warn'] ?? '', 'broadcast-warn');
    },
  });
}
