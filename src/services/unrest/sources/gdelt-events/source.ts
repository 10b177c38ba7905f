/**
 * GDELT 2.0 events export (keyless, every 15 minutes): `unrest:gdelt-events` ← the newest batch
 * named in `lastupdate.txt`, its export zip streamed and filtered to geocoded protest rows (CAMEO
 * root 14, at most `MAX_UNREST_EVENTS`), merged into the rolling window of the last snapshot.
 * The snapshot is dated by the batch's own timestamp. Bundled: the 19 root-14 rows of the real
 * batch of 2026-07-21 08:30 UTC.
 * @see http://data.gdeltproject.org/documentation/GDELT-Event_Codebook-V2.0.pdf
 */

import { KEYLESS } from '../../../../contract/availability';
import { envVar } from '../../../../env-vars';
import { fetchBatchLines, GDELT_DEFAULT_BASE_URL } from '../../../../ingest/gdelt-v2';
import { bundleBeside, defineSource } from '../../../../ingest/source';
import { defineJob } from '../../../../ingest/types';
import { joinUrl } from '../../../../ingest/urls';
import { unrestKeys } from '../../data';
import { GDELT_EXPORT_COLUMNS, isUnrestRow, MAX_UNREST_EVENTS, parseGdeltUnrest } from './parser';

/** Declared variables of the source. */
export const GDELT_EVENTS_ENV = {
  GDELT_EVENTS_BASE_URL: envVar.url({
    default: GDELT_DEFAULT_BASE_URL,
    description: 'GDELT 2.0 files origin (lastupdate.txt and the 15-minute events export).',
  }),
} as const;

/** Every 15 minutes (GDELT's batch cadence) plus up to 3 minutes of jitter. */
export const GDELT_EVENTS_SCHEDULE = { everyMs: 15 * 60_000, jitterMs: 3 * 60_000 } as const;
/** Time box of one run (a list and one zip of about a megabyte). */
export const GDELT_EVENTS_RUN_TIMEOUT_MS = 120_000;

/** The bundled rows: the root-14 rows of the export of batch 20260721083000. */
export const GDELT_EVENTS_BUNDLE = bundleBeside(import.meta.url, {
  name: 'gdelt-events',
  files: { export: '20260721083000.export.root14.tsv' },
  capturedAt: '2026-07-21T08:30:00Z',
});

/** The GDELT events source. */
export const gdeltEventsSource = defineSource({
  id: 'gdelt-events',
  title: 'GDELT 2.0 events export (protests and riots)',
  note: 'keyless; every 15 minutes',
  availability: KEYLESS,
  keys: [unrestKeys.gdeltEvents],
  env: GDELT_EVENTS_ENV,
  jobs: (settings) => {
    const base = settings.GDELT_EVENTS_BASE_URL;
    return [
      defineJob({
        id: 'gdelt-unrest-events',
        key: unrestKeys.gdeltEvents,
        source: `GDELT 2.0 events export ${joinUrl(base, '/gdeltv2/')}`,
        schedule: GDELT_EVENTS_SCHEDULE,
        credentials: { kind: 'keyless' },
        minRecords: 1,
        timeoutMs: GDELT_EVENTS_RUN_TIMEOUT_MS,
        bundle: GDELT_EVENTS_BUNDLE,
        async fetch({ http }) {
          const read = await fetchBatchLines(
            http,
            base,
            'export',
            GDELT_EXPORT_COLUMNS,
            isUnrestRow,
            MAX_UNREST_EVENTS,
          );
          return { list: read.list, export: read.lines };
        },
        async parse(payload, ctx) {
          return parseGdeltUnrest(payload, ctx);
        },
      }),
    ];
  },
});
