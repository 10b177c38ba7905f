/**
 * ACLED protests and riots (keyed, daily): `conflict:acled-unrest` ← the ACLED read pages of the
 * last `ACLED_UNREST_WINDOW_DAYS` days, through the same ACLED reader and variables as the
 * conflict events (`../acled/`), keeping the event types `Protests` and `Riots`. The unrest
 * service merges these with GDELT's. Dated by the newest event. No bundle: no raw ACLED capture.
 */
import type { EnvValues } from '../../../../env-vars';
import { defineSource } from '../../../../ingest/source';
import { type AnyIngestJob, defineJob } from '../../../../ingest/types';
import { conflictKeys } from '../../data';
import {
  ACLED_ENV,
  ACLED_PAGE_PREFIX,
  ACLED_READ_PATH,
  acledCredentials,
  fetchAcledPages,
} from '../acled/fetch';
import { ACLED_UNREST_EVENT_TYPES, parseAcledPageOf } from '../acled/parser';
import { buildConflictEvents } from '../ucdp-acled/merge';

/** Days of demonstrations asked for (ACLED publishes weekly, with a lag of about a week). */
export const ACLED_UNREST_WINDOW_DAYS = 30;
/** Once a day plus up to an hour of jitter. */
export const ACLED_UNREST_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;
const DAY_MS = 86_400_000;

/** Creates the job (not configured without an ACLED token or account). */
export function createAcledUnrestJob(settings: EnvValues<typeof ACLED_ENV>): AnyIngestJob {
  const creds = acledCredentials(settings);
  const base = settings.ACLED_BASE_URL;
  return defineJob({
    id: 'acled-unrest-events',
    key: conflictKeys.acledUnrest,
    source: `ACLED ${base}${ACLED_READ_PATH} (Protests, Riots)`,
    schedule: ACLED_UNREST_SCHEDULE,
    credentials: creds
      ? { kind: 'configured' }
      : { kind: 'missing', hint: 'set ACLED_ACCESS_TOKEN or ACLED_EMAIL + ACLED_PASSWORD' },
    minRecords: 1,
    timeoutMs: 300_000,
    async fetch({ http, now }) {
      if (!creds) throw new Error('ACLED is not configured');
      const day = (t: number) => new Date(t).toISOString().slice(0, 10);
      const end = now().getTime();
      const window = { start: day(end - ACLED_UNREST_WINDOW_DAYS * DAY_MS), end: day(end) };
      return fetchAcledPages(http, base, creds, window, ACLED_UNREST_EVENT_TYPES);
    },
    async parse(payload, { now }) {
      const pages = Object.keys(payload)
        .filter((k) => k.startsWith(ACLED_PAGE_PREFIX))
        .sort((a, b) => Number(a.slice(ACLED_PAGE_PREFIX.length)) - Number(b.slice(ACLED_PAGE_PREFIX.length)))
        .map((k) => parseAcledPageOf(payload[k] ?? '', ACLED_UNREST_EVENT_TYPES));
      const events = pages.flatMap((p) => p.events);
      const skipped = pages.reduce((n, p) => n + p.skipped, 0);
      return buildConflictEvents([{ dataset: 'ACLED', events, skipped }], now());
    },
  });
}

/** The ACLED demonstrations source. */
export const acledUnrestSource = defineSource({
  id: 'acled-unrest',
  title: 'ACLED protests and riots',
  note: 'keyed (ACLED token or account, the same as the conflict events); daily',
  availability: {
    kind: 'documented-format',
    variables: ['ACLED_ACCESS_TOKEN', 'ACLED_EMAIL', 'ACLED_PASSWORD'],
    reason: 'an ACLED token or account; no raw ACLED capture, parser built on its documented rows',
  },
  keys: [conflictKeys.acledUnrest],
  env: ACLED_ENV,
  jobs: (settings) => [createAcledUnrestJob(settings)],
});
