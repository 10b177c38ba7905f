/**
 * abuse.ch Feodo Tracker (keyless, every 30 minutes): the botnet C2 IP blocklist as CSV, with a
 * bundled real capture.
 *
 * `cyber:feodo-c2` ← `ipblocklist.csv`. The CSV, not its JSON twin: it is the format of the real
 * capture, and it carries no country or AS, so those fields stay absent. A run every 30 minutes
 * (+ up to 5 minutes of jitter) with conditional requests is gentle on a free community service
 * and keeps the statuses current.
 * @see https://feodotracker.abuse.ch/blocklist/
 */
import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { singleGetJob } from '../../../../ingest/get-job';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { joinUrl } from '../../../../ingest/urls';
import { cyberKeys } from '../../data';
import { parseFeodoBlocklist } from './parser';

/** Default origin of the Feodo Tracker downloads. */
export const FEODO_TRACKER_DEFAULT_BASE_URL = 'https://feodotracker.abuse.ch';

/** Declared variables of the source. */
export const FEODO_TRACKER_ENV = {
  FEODO_TRACKER_BASE_URL: envVar.url({
    default: FEODO_TRACKER_DEFAULT_BASE_URL,
    description: 'abuse.ch Feodo Tracker origin (botnet C2 IP blocklist).',
  }),
} as const;

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

/** The Feodo Tracker source. */
export const feodoTrackerSource = defineSource({
  id: 'feodo-tracker',
  title: 'abuse.ch Feodo Tracker botnet C2 IP blocklist',
  note: 'keyless; every 30 minutes',
  availability: KEYLESS,
  env: FEODO_TRACKER_ENV,
  keys: [cyberKeys.feodoC2],
  jobs: (settings) => [
    singleGetJob({
      id: 'feodo-blocklist',
      key: cyberKeys.feodoC2,
      title: 'abuse.ch Feodo Tracker',
      url: joinUrl(settings.FEODO_TRACKER_BASE_URL, FEODO_BLOCKLIST_PATH),
      resource: 'blocklist',
      accept: 'text/csv, text/plain',
      schedule: FEODO_BLOCKLIST_SCHEDULE,
      // The parser refuses an empty list unless its footer says it has no entry.
      minRecords: 0,
      bundle: FEODO_BLOCKLIST_BUNDLE,
      parse: parseFeodoBlocklist,
    }),
  ],
});
