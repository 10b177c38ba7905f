/**
 * abuse.ch Feodo Tracker (keyless, every 30 minutes): the botnet C2 IP blocklist as CSV, with a
 * bundled real capture.
 * @see https://feodotracker.abuse.ch/blocklist/
 */
import { KEYLESS } from '../../../../contract/availability';
import { defineSource } from '../../../../ingest/source';
import { cyberKeys } from '../../data';
import { FEODO_TRACKER_ENV } from './env';
import { createFeodoBlocklistJob } from './job';

/** The Feodo Tracker source. */
export const feodoTrackerSource = defineSource({
  id: 'feodo-tracker',
  title: 'abuse.ch Feodo Tracker botnet C2 IP blocklist',
  note: 'keyless; every 30 minutes',
  availability: KEYLESS,
  keys: [cyberKeys.feodoC2],
  env: FEODO_TRACKER_ENV,
  jobs: (settings) => [createFeodoBlocklistJob(settings)],
});
