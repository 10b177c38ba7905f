/**
 * `cyber:feodo-c2` ← the abuse.ch Feodo Tracker botnet C2 IP blocklist (`ipblocklist.csv`,
 * keyless). The CSV, not its JSON twin: it is the format of the real capture, and it carries no
 * country or AS, so those fields stay absent. A run every 30 minutes (+ up to 5 minutes of jitter)
 * with conditional requests is gentle on a free community service and keeps the statuses current.
 */
import type { EnvValues } from '../../../../env-vars';
import { bundleBeside } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { cyberKeys } from '../../data';
import type { FEODO_TRACKER_ENV } from './env';
import { parseFeodoBlocklist } from './parser';

/** The CSV blocklist. */
export const FEODO_BLOCKLIST_PATH = '/downloads/ipblocklist.csv';
/** Every 30 minutes plus up to 5 minutes of jitter. */
export const FEODO_BLOCKLIST_SCHEDULE = { everyMs: 30 * 60_000, jitterMs: 5 * 60_000 } as const;

/** Bundled real capture: 20 of the 28 entries of the list of 2024-04-04. */
export const FEODO_BLOCKLIST_BUNDLE = bundleBeside(import.meta.url, {
  name: 'cyber-feodotracker',
  files: { blocklist: 'ipblocklist.csv' },
  capturedAt: '2024-04-04T07:03:03Z',
});

/** Creates the Feodo Tracker blocklist job. */
export function createFeodoBlocklistJob(settings: EnvValues<typeof FEODO_TRACKER_ENV>): AnyIngestJob {
  const url = joinUrl(settings.FEODO_TRACKER_BASE_URL, FEODO_BLOCKLIST_PATH);
  return defineJob({
    id: 'feodo-blocklist',
    key: cyberKeys.feodoC2,
    source: `abuse.ch Feodo Tracker ${url}`,
    schedule: FEODO_BLOCKLIST_SCHEDULE,
    credentials: { kind: 'keyless' },
    // The parser refuses an empty list unless its footer says it has no entry.
    minRecords: 0,
    bundle: FEODO_BLOCKLIST_BUNDLE,
    async fetch({ http }) {
      return { blocklist: await http.get(url, { accept: 'text/csv, text/plain' }) };
    },
    async parse(payload) {
      return parseFeodoBlocklist(payload.blocklist ?? '');
    },
  });
}
