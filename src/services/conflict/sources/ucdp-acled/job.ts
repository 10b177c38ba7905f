/**
 * `conflict:dataset-events` ← UCDP GED events API (token `UCDP_ACCESS_TOKEN`) and/or ACLED
 * (`ACLED_ACCESS_TOKEN`, or OAuth with `ACLED_EMAIL` + `ACLED_PASSWORD`), each normalised to one
 * event shape and merged; the snapshot keeps a rolling window. Keyed: without any credential the
 * job reports `not_configured`. Every configured dataset must answer, so a run never replaces the
 * snapshot with one dataset missing. UCDP publishes monthly and ACLED weekly: once a day. No
 * bundle: no raw capture of either API exists.
 */
import type { EnvValues } from '../../../../env-vars';
import { type AnyIngestJob, type CredentialState, defineJob, type Payload } from '../../../../ingest/types';
import { conflictKeys } from '../../data';
import { ACLED_PAGE_PREFIX, ACLED_READ_PATH, acledCredentials, fetchAcledPages } from '../acled/fetch';
import { parseAcledPage } from '../acled/parser';
import type { DayWindow } from '../event-fields';
import {
  fetchUcdpPages,
  UCDP_PAGE_PREFIX,
  UCDP_VERSION_RESOURCE,
  ucdpDatasetName,
  ucdpEventsUrl,
  ucdpVersions,
} from '../ucdp-ged/fetch';
import { parseUcdpPage } from '../ucdp-ged/parser';
import { buildConflictEvents, CONFLICT_EVENTS_WINDOW_DAYS, type DatasetEvents } from './merge';
import type { UCDP_ACLED_ENV } from './source';

/** Once a day plus up to an hour of jitter. */
export const CONFLICT_SCHEDULE = { everyMs: 24 * 3_600_000, jitterMs: 3_600_000 } as const;
/** Time box of one run (several paged requests). */
export const CONFLICT_RUN_TIMEOUT_MS = 300_000;
/** What to set when no dataset is configured. */
export const CONFLICT_CREDENTIAL_HINT =
  'set UCDP_ACCESS_TOKEN or ACLED_ACCESS_TOKEN or ACLED_EMAIL + ACLED_PASSWORD';

const DAY_MS = 86_400_000;

/** Creates the conflict events job. */
export function createConflictEventsJob(settings: EnvValues<typeof UCDP_ACLED_ENV>): AnyIngestJob {
  const ucdpToken = settings.UCDP_ACCESS_TOKEN;
  const acled = acledCredentials(settings);
  const ucdpUrl = ucdpEventsUrl(settings.UCDP_BASE_URL);
  const acledBase = settings.ACLED_BASE_URL;
  const sources = [
    ucdpToken ? `UCDP GED ${ucdpUrl}` : '',
    acled ? `ACLED ${acledBase}${ACLED_READ_PATH}` : '',
  ];
  // Either dataset is enough: the job runs when one of them has its credential.
  const credentials: CredentialState =
    ucdpToken || acled ? { kind: 'configured' } : { kind: 'missing', hint: CONFLICT_CREDENTIAL_HINT };
  return defineJob({
    id: 'conflict-events',
    key: conflictKeys.conflictEvents,
    source: sources.filter((s) => s !== '').join(' + ') || 'UCDP GED / ACLED (not configured)',
    schedule: CONFLICT_SCHEDULE,
    credentials,
    minRecords: 1,
    timeoutMs: CONFLICT_RUN_TIMEOUT_MS,
    async fetch({ http, now }) {
      const window = fetchWindow(now());
      const [ucdp, acledPages] = await Promise.all([
        ucdpToken
          ? fetchUcdpPages(http, ucdpUrl, ucdpToken, ucdpVersions(settings.UCDP_GED_VERSION, now()), window)
          : {},
        acled ? fetchAcledPages(http, acledBase, acled, window) : {},
      ]);
      return { ...ucdp, ...acledPages };
    },
    async parse(payload, { now }) {
      const parts: DatasetEvents[] = [];
      const ucdpPages = pagesOf(payload, UCDP_PAGE_PREFIX);
      if (ucdpPages.length > 0) {
        parts.push(
          datasetEvents(ucdpDatasetName(payload[UCDP_VERSION_RESOURCE] ?? ''), ucdpPages.map(parseUcdpPage)),
        );
      }
      const acledPages = pagesOf(payload, ACLED_PAGE_PREFIX);
      if (acledPages.length > 0) parts.push(datasetEvents('ACLED', acledPages.map(parseAcledPage)));
      return buildConflictEvents(parts, now());
    },
  });
}

function fetchWindow(now: Date): DayWindow {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { start: day(now.getTime() - CONFLICT_EVENTS_WINDOW_DAYS * DAY_MS), end: day(now.getTime()) };
}

/** The page bodies stored under `prefix<n>`, in page order. */
function pagesOf(payload: Payload, prefix: string): string[] {
  return Object.keys(payload)
    .filter((k) => k.startsWith(prefix))
    .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
    .map((k) => payload[k]!);
}

function datasetEvents(
  dataset: string,
  pages: readonly { events: DatasetEvents['events']; skipped: number }[],
): DatasetEvents {
  return {
    dataset,
    events: pages.flatMap((p) => p.events),
    skipped: pages.reduce((n, p) => n + p.skipped, 0),
  };
}
